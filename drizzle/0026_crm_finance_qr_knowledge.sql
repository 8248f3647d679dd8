CREATE TABLE "crm_fee_item" (
	"fee_item_key" varchar(64) PRIMARY KEY NOT NULL,
	"item_name" varchar(64) NOT NULL,
	"category" varchar(64) NOT NULL,
	"standard_amount" numeric(18, 2) NOT NULL,
	"unit" varchar(64) DEFAULT 'time' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
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
CREATE TABLE "crm_income" (
	"income_key" varchar(64) PRIMARY KEY NOT NULL,
	"income_no" varchar(32),
	"customer_key" varchar(64) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"income_date" varchar(10) NOT NULL,
	"source" varchar(64) DEFAULT 'contract' NOT NULL,
	"status" varchar(64) DEFAULT 'pending' NOT NULL,
	"confirm_time" timestamp with time zone,
	"booked_time" timestamp with time zone,
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
CREATE TABLE "crm_knowledge" (
	"knowledge_key" varchar(64) PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"category_key" varchar(64) NOT NULL,
	"content" text NOT NULL,
	"attachments" text,
	"read_count" integer DEFAULT 0 NOT NULL,
	"belong_depart" varchar(64),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_knowledge_category" (
	"category_key" varchar(64) PRIMARY KEY NOT NULL,
	"category_name" varchar(64) NOT NULL,
	"parent_key" varchar(64),
	"sort_no" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "crm_loan" (
	"loan_key" varchar(64) PRIMARY KEY NOT NULL,
	"borrower" varchar(64) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"repaid_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"loan_date" varchar(10) NOT NULL,
	"due_date" varchar(10) NOT NULL,
	"purpose" varchar(100) NOT NULL,
	"status" varchar(64) DEFAULT 'applied' NOT NULL,
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
CREATE TABLE "crm_order_maker" (
	"order_maker_key" varchar(64) PRIMARY KEY NOT NULL,
	"maker_name" varchar(32) NOT NULL,
	"user_key" varchar(64) NOT NULL,
	"phone" varchar(128),
	"business_line" varchar(64),
	"order_limit" numeric(18, 2),
	"enabled" boolean DEFAULT true NOT NULL,
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
CREATE TABLE "crm_qrcode" (
	"qrcode_key" varchar(64) PRIMARY KEY NOT NULL,
	"title" varchar(64) NOT NULL,
	"target" varchar(1000) NOT NULL,
	"target_kind" varchar(64),
	"scan_key" varchar(16),
	"scan_count" integer DEFAULT 0 NOT NULL,
	"encoded_text" varchar(1200),
	"png_file_key" varchar(64),
	"svg_file_key" varchar(64),
	"generate_time" timestamp with time zone,
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
CREATE UNIQUE INDEX "crm_fee_item_item_name_uq" ON "crm_fee_item" USING btree ("item_name") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "crm_fee_item_create_time_idx" ON "crm_fee_item" USING btree ("create_time" DESC NULLS FIRST,"fee_item_key");--> statement-breakpoint
CREATE INDEX "crm_fee_item_update_time_idx" ON "crm_fee_item" USING btree ("update_time","fee_item_key");--> statement-breakpoint
CREATE INDEX "crm_fee_item_standard_amount_idx" ON "crm_fee_item" USING btree ("standard_amount","fee_item_key");--> statement-breakpoint
CREATE INDEX "crm_fee_item_belong_depart_idx" ON "crm_fee_item" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"fee_item_key");--> statement-breakpoint
CREATE INDEX "crm_fee_item_item_name_trgm_idx" ON "crm_fee_item" USING gin ("item_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_fee_item_category_idx" ON "crm_fee_item" USING btree ("category");--> statement-breakpoint
CREATE INDEX "crm_fee_item_enabled_idx" ON "crm_fee_item" USING btree ("enabled");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_income_income_no_uq" ON "crm_income" USING btree ("income_no") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "crm_income_income_date_idx" ON "crm_income" USING btree ("income_date" DESC NULLS FIRST,"income_key");--> statement-breakpoint
CREATE INDEX "crm_income_create_time_idx" ON "crm_income" USING btree ("create_time","income_key");--> statement-breakpoint
CREATE INDEX "crm_income_update_time_idx" ON "crm_income" USING btree ("update_time","income_key");--> statement-breakpoint
CREATE INDEX "crm_income_amount_idx" ON "crm_income" USING btree ("amount","income_key");--> statement-breakpoint
CREATE INDEX "crm_income_belong_depart_idx" ON "crm_income" USING btree ("belong_depart","income_date" DESC NULLS FIRST,"income_key");--> statement-breakpoint
CREATE INDEX "crm_income_customer_key_idx" ON "crm_income" USING btree ("customer_key");--> statement-breakpoint
CREATE INDEX "crm_income_income_no_trgm_idx" ON "crm_income" USING gin ("income_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_income_source_idx" ON "crm_income" USING btree ("source");--> statement-breakpoint
CREATE INDEX "crm_income_status_idx" ON "crm_income" USING btree ("status");--> statement-breakpoint
CREATE INDEX "crm_knowledge_create_time_idx" ON "crm_knowledge" USING btree ("create_time" DESC NULLS FIRST,"knowledge_key");--> statement-breakpoint
CREATE INDEX "crm_knowledge_update_time_idx" ON "crm_knowledge" USING btree ("update_time","knowledge_key");--> statement-breakpoint
CREATE INDEX "crm_knowledge_read_count_idx" ON "crm_knowledge" USING btree ("read_count","knowledge_key");--> statement-breakpoint
CREATE INDEX "crm_knowledge_belong_depart_idx" ON "crm_knowledge" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"knowledge_key");--> statement-breakpoint
CREATE INDEX "crm_knowledge_title_trgm_idx" ON "crm_knowledge" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_knowledge_category_key_idx" ON "crm_knowledge" USING btree ("category_key");--> statement-breakpoint
CREATE INDEX "crm_knowledge_category_sort_no_idx" ON "crm_knowledge_category" USING btree ("sort_no","category_key");--> statement-breakpoint
CREATE INDEX "crm_knowledge_category_create_time_idx" ON "crm_knowledge_category" USING btree ("create_time","category_key");--> statement-breakpoint
CREATE INDEX "crm_knowledge_category_update_time_idx" ON "crm_knowledge_category" USING btree ("update_time","category_key");--> statement-breakpoint
CREATE INDEX "crm_knowledge_category_belong_depart_idx" ON "crm_knowledge_category" USING btree ("belong_depart","sort_no","category_key");--> statement-breakpoint
CREATE INDEX "crm_knowledge_category_category_name_trgm_idx" ON "crm_knowledge_category" USING gin ("category_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_knowledge_category_parent_key_idx" ON "crm_knowledge_category" USING btree ("parent_key");--> statement-breakpoint
CREATE INDEX "crm_loan_loan_date_idx" ON "crm_loan" USING btree ("loan_date" DESC NULLS FIRST,"loan_key");--> statement-breakpoint
CREATE INDEX "crm_loan_create_time_idx" ON "crm_loan" USING btree ("create_time","loan_key");--> statement-breakpoint
CREATE INDEX "crm_loan_update_time_idx" ON "crm_loan" USING btree ("update_time","loan_key");--> statement-breakpoint
CREATE INDEX "crm_loan_amount_idx" ON "crm_loan" USING btree ("amount","loan_key");--> statement-breakpoint
CREATE INDEX "crm_loan_repaid_amount_idx" ON "crm_loan" USING btree ("repaid_amount","loan_key");--> statement-breakpoint
CREATE INDEX "crm_loan_due_date_idx" ON "crm_loan" USING btree ("due_date","loan_key");--> statement-breakpoint
CREATE INDEX "crm_loan_belong_depart_idx" ON "crm_loan" USING btree ("belong_depart","loan_date" DESC NULLS FIRST,"loan_key");--> statement-breakpoint
CREATE INDEX "crm_loan_borrower_idx" ON "crm_loan" USING btree ("borrower");--> statement-breakpoint
CREATE INDEX "crm_loan_purpose_trgm_idx" ON "crm_loan" USING gin ("purpose" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_loan_status_idx" ON "crm_loan" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_order_maker_user_key_uq" ON "crm_order_maker" USING btree ("user_key") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "crm_order_maker_create_time_idx" ON "crm_order_maker" USING btree ("create_time" DESC NULLS FIRST,"order_maker_key");--> statement-breakpoint
CREATE INDEX "crm_order_maker_update_time_idx" ON "crm_order_maker" USING btree ("update_time","order_maker_key");--> statement-breakpoint
CREATE INDEX "crm_order_maker_order_limit_idx" ON "crm_order_maker" USING btree ("order_limit","order_maker_key");--> statement-breakpoint
CREATE INDEX "crm_order_maker_belong_depart_idx" ON "crm_order_maker" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"order_maker_key");--> statement-breakpoint
CREATE INDEX "crm_order_maker_maker_name_trgm_idx" ON "crm_order_maker" USING gin ("maker_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_order_maker_business_line_idx" ON "crm_order_maker" USING btree ("business_line");--> statement-breakpoint
CREATE INDEX "crm_order_maker_enabled_idx" ON "crm_order_maker" USING btree ("enabled");--> statement-breakpoint
CREATE INDEX "crm_qrcode_create_time_idx" ON "crm_qrcode" USING btree ("create_time" DESC NULLS FIRST,"qrcode_key");--> statement-breakpoint
CREATE INDEX "crm_qrcode_update_time_idx" ON "crm_qrcode" USING btree ("update_time","qrcode_key");--> statement-breakpoint
CREATE INDEX "crm_qrcode_scan_count_idx" ON "crm_qrcode" USING btree ("scan_count","qrcode_key");--> statement-breakpoint
CREATE INDEX "crm_qrcode_belong_depart_idx" ON "crm_qrcode" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"qrcode_key");--> statement-breakpoint
CREATE INDEX "crm_qrcode_title_trgm_idx" ON "crm_qrcode" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_qrcode_target_trgm_idx" ON "crm_qrcode" USING gin ("target" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_qrcode_target_kind_idx" ON "crm_qrcode" USING btree ("target_kind");--> statement-breakpoint
CREATE INDEX "crm_knowledge_full_text_idx" ON "crm_knowledge" USING gin (to_tsvector('simple'::regconfig, regexp_replace(coalesce("title", '') || ' ' || regexp_replace(coalesce("content", ''), '<[^>]*>', ' ', 'g'), '([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff])', ' \1 ', 'g')));
