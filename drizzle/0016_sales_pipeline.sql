CREATE TABLE "crm_order" (
	"order_key" varchar(64) PRIMARY KEY NOT NULL,
	"order_no" varchar(32),
	"customer_key" varchar(64) NOT NULL,
	"order_date" varchar(10) NOT NULL,
	"order_maker" varchar(64) NOT NULL,
	"total_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"status" varchar(64) DEFAULT 'draft' NOT NULL,
	"remark" text,
	"belong_depart" varchar(64),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_order_line" (
	"line_key" varchar(64) PRIMARY KEY NOT NULL,
	"order_key" varchar(64) NOT NULL,
	"product_name" varchar(100) NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(18, 2) NOT NULL,
	"amount" numeric(18, 2),
	"remark" varchar(200),
	"belong_depart" varchar(64),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_reservation" (
	"reservation_key" varchar(64) PRIMARY KEY NOT NULL,
	"subject" varchar(100) NOT NULL,
	"customer_key" varchar(64) NOT NULL,
	"visit_time" timestamp with time zone NOT NULL,
	"negotiators" varchar(100),
	"place" varchar(100),
	"receptionist" varchar(64),
	"status" varchar(64) DEFAULT 'booked' NOT NULL,
	"arrival_time" timestamp with time zone,
	"remark" text,
	"belong_depart" varchar(64),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_order_order_no_uq" ON "crm_order" USING btree ("order_no") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "crm_order_create_time_idx" ON "crm_order" USING btree ("create_time" DESC NULLS FIRST,"order_key");--> statement-breakpoint
CREATE INDEX "crm_order_update_time_idx" ON "crm_order" USING btree ("update_time","order_key");--> statement-breakpoint
CREATE INDEX "crm_order_order_date_idx" ON "crm_order" USING btree ("order_date","order_key");--> statement-breakpoint
CREATE INDEX "crm_order_total_amount_idx" ON "crm_order" USING btree ("total_amount","order_key");--> statement-breakpoint
CREATE INDEX "crm_order_belong_depart_idx" ON "crm_order" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"order_key");--> statement-breakpoint
CREATE INDEX "crm_order_customer_key_idx" ON "crm_order" USING btree ("customer_key");--> statement-breakpoint
CREATE INDEX "crm_order_order_no_trgm_idx" ON "crm_order" USING gin ("order_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_order_order_maker_idx" ON "crm_order" USING btree ("order_maker");--> statement-breakpoint
CREATE INDEX "crm_order_status_idx" ON "crm_order" USING btree ("status");--> statement-breakpoint
CREATE INDEX "crm_order_line_create_time_idx" ON "crm_order_line" USING btree ("create_time","line_key");--> statement-breakpoint
CREATE INDEX "crm_order_line_update_time_idx" ON "crm_order_line" USING btree ("update_time","line_key");--> statement-breakpoint
CREATE INDEX "crm_order_line_amount_idx" ON "crm_order_line" USING btree ("amount","line_key");--> statement-breakpoint
CREATE INDEX "crm_order_line_belong_depart_idx" ON "crm_order_line" USING btree ("belong_depart","create_time","line_key");--> statement-breakpoint
CREATE INDEX "crm_order_line_order_key_idx" ON "crm_order_line" USING btree ("order_key");--> statement-breakpoint
CREATE INDEX "crm_order_line_product_name_trgm_idx" ON "crm_order_line" USING gin ("product_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_reservation_create_time_idx" ON "crm_reservation" USING btree ("create_time" DESC NULLS FIRST,"reservation_key");--> statement-breakpoint
CREATE INDEX "crm_reservation_update_time_idx" ON "crm_reservation" USING btree ("update_time","reservation_key");--> statement-breakpoint
CREATE INDEX "crm_reservation_visit_time_idx" ON "crm_reservation" USING btree ("visit_time","reservation_key");--> statement-breakpoint
CREATE INDEX "crm_reservation_arrival_time_idx" ON "crm_reservation" USING btree ("arrival_time","reservation_key");--> statement-breakpoint
CREATE INDEX "crm_reservation_belong_depart_idx" ON "crm_reservation" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"reservation_key");--> statement-breakpoint
CREATE INDEX "crm_reservation_customer_key_idx" ON "crm_reservation" USING btree ("customer_key");--> statement-breakpoint
CREATE INDEX "crm_reservation_subject_trgm_idx" ON "crm_reservation" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_reservation_negotiators_trgm_idx" ON "crm_reservation" USING gin ("negotiators" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_reservation_receptionist_idx" ON "crm_reservation" USING btree ("receptionist");--> statement-breakpoint
CREATE INDEX "crm_reservation_status_idx" ON "crm_reservation" USING btree ("status");--> statement-breakpoint
CREATE INDEX "crm_business_win_rate_idx" ON "crm_business" USING btree ("win_rate","business_key");