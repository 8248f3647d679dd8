CREATE TABLE "crm_business" (
	"business_key" varchar(64) PRIMARY KEY NOT NULL,
	"business_name" varchar(100) NOT NULL,
	"customer_key" varchar(64) NOT NULL,
	"amount" numeric(18, 2),
	"stage" varchar(64) DEFAULT 'initial' NOT NULL,
	"win_rate" integer,
	"expected_close_date" varchar(10),
	"follower" varchar(64),
	"status" varchar(64) DEFAULT 'open' NOT NULL,
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
CREATE TABLE "crm_customer_follow" (
	"follow_key" varchar(64) PRIMARY KEY NOT NULL,
	"customer_key" varchar(64) NOT NULL,
	"follow_time" timestamp with time zone NOT NULL,
	"follow_type" varchar(64) DEFAULT 'phone' NOT NULL,
	"content" text NOT NULL,
	"next_follow_time" timestamp with time zone,
	"follower" varchar(64),
	"belong_depart" varchar(64),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_ticket" (
	"ticket_key" varchar(64) PRIMARY KEY NOT NULL,
	"subject" varchar(100) NOT NULL,
	"customer_key" varchar(64) NOT NULL,
	"ticket_type" varchar(64) DEFAULT 'consult' NOT NULL,
	"priority" varchar(64) DEFAULT 'NORMAL' NOT NULL,
	"status" varchar(64) DEFAULT 'open' NOT NULL,
	"handler" varchar(64),
	"description" text,
	"belong_depart" varchar(64),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_customer_contact" ADD COLUMN "customer_department_key" varchar(64);--> statement-breakpoint
CREATE INDEX "crm_business_create_time_idx" ON "crm_business" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "crm_business_belong_depart_idx" ON "crm_business" USING btree ("belong_depart");--> statement-breakpoint
CREATE INDEX "crm_business_customer_key_idx" ON "crm_business" USING btree ("customer_key");--> statement-breakpoint
CREATE INDEX "crm_customer_follow_create_time_idx" ON "crm_customer_follow" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "crm_customer_follow_belong_depart_idx" ON "crm_customer_follow" USING btree ("belong_depart");--> statement-breakpoint
CREATE INDEX "crm_customer_follow_customer_key_idx" ON "crm_customer_follow" USING btree ("customer_key");--> statement-breakpoint
CREATE INDEX "crm_ticket_create_time_idx" ON "crm_ticket" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "crm_ticket_belong_depart_idx" ON "crm_ticket" USING btree ("belong_depart");--> statement-breakpoint
CREATE INDEX "crm_ticket_customer_key_idx" ON "crm_ticket" USING btree ("customer_key");--> statement-breakpoint
CREATE INDEX "crm_customer_department_customer_key_idx" ON "crm_customer_department" USING btree ("customer_key");