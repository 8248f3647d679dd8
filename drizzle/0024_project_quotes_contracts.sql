CREATE TABLE "okr_contract" (
	"contract_key" varchar(64) PRIMARY KEY NOT NULL,
	"contract_code" varchar(32),
	"contract_name" varchar(100) NOT NULL,
	"category_key" varchar(64) NOT NULL,
	"project_key" varchar(64) NOT NULL,
	"customer_key" varchar(64),
	"customer_name" varchar(100),
	"quote_key" varchar(64),
	"amount" numeric(18, 2) NOT NULL,
	"sign_date" varchar(10),
	"status" varchar(64) DEFAULT 'DRAFT' NOT NULL,
	"archive_time" timestamp with time zone,
	"attachments" text,
	"remark" text,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "okr_contract_category" (
	"category_key" varchar(64) PRIMARY KEY NOT NULL,
	"category_name" varchar(50) NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"description" text,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "okr_quote" (
	"quote_key" varchar(64) PRIMARY KEY NOT NULL,
	"quote_code" varchar(32),
	"quote_name" varchar(100) NOT NULL,
	"project_key" varchar(64) NOT NULL,
	"customer_key" varchar(64),
	"customer_name" varchar(100),
	"valid_until" varchar(10) NOT NULL,
	"total_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"status" varchar(64) DEFAULT 'DRAFT' NOT NULL,
	"remark" text,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "okr_quote_line" (
	"line_key" varchar(64) PRIMARY KEY NOT NULL,
	"quote_key" varchar(64) NOT NULL,
	"item_name" varchar(100) NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(18, 2) NOT NULL,
	"discount" numeric(20, 6) DEFAULT 0 NOT NULL,
	"tax_rate" numeric(20, 6) DEFAULT 0 NOT NULL,
	"amount" numeric(18, 2),
	"remark" varchar(200),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "okr_contract_contract_code_uq" ON "okr_contract" USING btree ("contract_code") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "okr_contract_create_time_idx" ON "okr_contract" USING btree ("create_time" DESC NULLS FIRST,"contract_key");--> statement-breakpoint
CREATE INDEX "okr_contract_update_time_idx" ON "okr_contract" USING btree ("update_time","contract_key");--> statement-breakpoint
CREATE INDEX "okr_contract_amount_idx" ON "okr_contract" USING btree ("amount","contract_key");--> statement-breakpoint
CREATE INDEX "okr_contract_sign_date_idx" ON "okr_contract" USING btree ("sign_date","contract_key");--> statement-breakpoint
CREATE INDEX "okr_contract_project_key_idx" ON "okr_contract" USING btree ("project_key");--> statement-breakpoint
CREATE INDEX "okr_contract_contract_code_trgm_idx" ON "okr_contract" USING gin ("contract_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "okr_contract_contract_name_trgm_idx" ON "okr_contract" USING gin ("contract_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "okr_contract_category_key_idx" ON "okr_contract" USING btree ("category_key");--> statement-breakpoint
CREATE INDEX "okr_contract_customer_name_trgm_idx" ON "okr_contract" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "okr_contract_status_idx" ON "okr_contract" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "okr_contract_category_category_name_uq" ON "okr_contract_category" USING btree ("category_name") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "okr_contract_category_sort_no_idx" ON "okr_contract_category" USING btree ("sort_no","category_key");--> statement-breakpoint
CREATE INDEX "okr_contract_category_create_time_idx" ON "okr_contract_category" USING btree ("create_time","category_key");--> statement-breakpoint
CREATE INDEX "okr_contract_category_update_time_idx" ON "okr_contract_category" USING btree ("update_time","category_key");--> statement-breakpoint
CREATE INDEX "okr_contract_category_category_name_trgm_idx" ON "okr_contract_category" USING gin ("category_name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "okr_quote_quote_code_uq" ON "okr_quote" USING btree ("quote_code") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "okr_quote_create_time_idx" ON "okr_quote" USING btree ("create_time" DESC NULLS FIRST,"quote_key");--> statement-breakpoint
CREATE INDEX "okr_quote_update_time_idx" ON "okr_quote" USING btree ("update_time","quote_key");--> statement-breakpoint
CREATE INDEX "okr_quote_valid_until_idx" ON "okr_quote" USING btree ("valid_until","quote_key");--> statement-breakpoint
CREATE INDEX "okr_quote_total_amount_idx" ON "okr_quote" USING btree ("total_amount","quote_key");--> statement-breakpoint
CREATE INDEX "okr_quote_project_key_idx" ON "okr_quote" USING btree ("project_key");--> statement-breakpoint
CREATE INDEX "okr_quote_quote_code_trgm_idx" ON "okr_quote" USING gin ("quote_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "okr_quote_quote_name_trgm_idx" ON "okr_quote" USING gin ("quote_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "okr_quote_customer_name_trgm_idx" ON "okr_quote" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "okr_quote_status_idx" ON "okr_quote" USING btree ("status");--> statement-breakpoint
CREATE INDEX "okr_quote_line_create_time_idx" ON "okr_quote_line" USING btree ("create_time","line_key");--> statement-breakpoint
CREATE INDEX "okr_quote_line_update_time_idx" ON "okr_quote_line" USING btree ("update_time","line_key");--> statement-breakpoint
CREATE INDEX "okr_quote_line_amount_idx" ON "okr_quote_line" USING btree ("amount","line_key");--> statement-breakpoint
CREATE INDEX "okr_quote_line_quote_key_idx" ON "okr_quote_line" USING btree ("quote_key");--> statement-breakpoint
CREATE INDEX "okr_quote_line_item_name_trgm_idx" ON "okr_quote_line" USING gin ("item_name" gin_trgm_ops);