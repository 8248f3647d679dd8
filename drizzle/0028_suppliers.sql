CREATE TABLE "crm_supplier" (
	"supplier_key" varchar(64) PRIMARY KEY NOT NULL,
	"supplier_name" varchar(100) NOT NULL,
	"short_name" varchar(50),
	"credit_code" varchar(18),
	"category" varchar(64) NOT NULL,
	"industry" varchar(64),
	"level" varchar(64),
	"status" varchar(64) DEFAULT 'active' NOT NULL,
	"contact_person" varchar(50),
	"contact_phone" varchar(128),
	"region" varchar(64),
	"address" varchar(200),
	"bank_summary" varchar(200),
	"owner" varchar(64),
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
CREATE TABLE "crm_supplier_account" (
	"account_key" varchar(64) PRIMARY KEY NOT NULL,
	"supplier_key" varchar(64) NOT NULL,
	"account_name" varchar(100) NOT NULL,
	"bank_name" varchar(100) NOT NULL,
	"account_no" varchar(19) NOT NULL,
	"account_type" varchar(64) DEFAULT 'basic' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"belong_depart" varchar(64),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_supplier_attachment" (
	"attachment_key" varchar(64) PRIMARY KEY NOT NULL,
	"supplier_key" varchar(64) NOT NULL,
	"file_title" varchar(100) NOT NULL,
	"attachment_type" varchar(64) NOT NULL,
	"file" text NOT NULL,
	"valid_until" varchar(10),
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
CREATE TABLE "crm_supplier_category" (
	"category_key" varchar(64) PRIMARY KEY NOT NULL,
	"supplier_key" varchar(64) NOT NULL,
	"category" varchar(64) NOT NULL,
	"classified_on" varchar(10),
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
CREATE TABLE "crm_supplier_comment" (
	"comment_key" varchar(64) PRIMARY KEY NOT NULL,
	"supplier_key" varchar(64) NOT NULL,
	"comment_type" varchar(64) DEFAULT 'evaluation' NOT NULL,
	"score" integer,
	"content" text NOT NULL,
	"author" varchar(64),
	"comment_time" timestamp with time zone,
	"belong_depart" varchar(64),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_supplier_config_category" (
	"config_category_key" varchar(64) PRIMARY KEY NOT NULL,
	"supplier_key" varchar(64) NOT NULL,
	"purchase_category" varchar(64) NOT NULL,
	"business_line" varchar(64) NOT NULL,
	"buyer" varchar(64),
	"approved_on" varchar(10),
	"status" varchar(64) DEFAULT '1' NOT NULL,
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
CREATE TABLE "crm_supplier_config_industry" (
	"config_industry_key" varchar(64) PRIMARY KEY NOT NULL,
	"supplier_key" varchar(64) NOT NULL,
	"industry" varchar(64) NOT NULL,
	"qualification" varchar(100),
	"status" varchar(64) DEFAULT '1' NOT NULL,
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
CREATE TABLE "crm_supplier_contact" (
	"contact_key" varchar(64) PRIMARY KEY NOT NULL,
	"supplier_key" varchar(64) NOT NULL,
	"contact_name" varchar(50) NOT NULL,
	"job_title" varchar(50),
	"mobile" varchar(128) NOT NULL,
	"email" varchar(128),
	"is_primary" boolean DEFAULT false NOT NULL,
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
CREATE TABLE "crm_supplier_contract" (
	"contract_key" varchar(64) PRIMARY KEY NOT NULL,
	"supplier_key" varchar(64) NOT NULL,
	"contract_no" varchar(50) NOT NULL,
	"contract_name" varchar(100) NOT NULL,
	"signed_date" varchar(10),
	"start_date" varchar(10),
	"end_date" varchar(10),
	"amount" numeric(18, 2),
	"status" varchar(64) DEFAULT 'draft' NOT NULL,
	"attachment" text,
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
CREATE TABLE "crm_supplier_contract_attachment" (
	"contract_attachment_key" varchar(64) PRIMARY KEY NOT NULL,
	"contract_key" varchar(64) NOT NULL,
	"file_title" varchar(100) NOT NULL,
	"attachment_type" varchar(64) DEFAULT 'annex' NOT NULL,
	"file" text NOT NULL,
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
CREATE TABLE "crm_supplier_industry" (
	"industry_key" varchar(64) PRIMARY KEY NOT NULL,
	"supplier_key" varchar(64) NOT NULL,
	"industry" varchar(64) NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
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
CREATE TABLE "crm_supplier_purchase" (
	"purchase_key" varchar(64) PRIMARY KEY NOT NULL,
	"purchase_code" varchar(32),
	"purchase_name" varchar(100) NOT NULL,
	"supplier_key" varchar(64) NOT NULL,
	"status" varchar(64) DEFAULT 'DRAFT' NOT NULL,
	"supplier_name" varchar(100),
	"items" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"purchase_date" varchar(10) NOT NULL,
	"delivery_date" varchar(10),
	"purchaser" varchar(64),
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
CREATE TABLE "crm_supplier_tax_rate" (
	"tax_rate_key" varchar(64) PRIMARY KEY NOT NULL,
	"supplier_key" varchar(64) NOT NULL,
	"tax_type" varchar(64) NOT NULL,
	"rate" numeric(20, 6) NOT NULL,
	"valid_from" varchar(10) NOT NULL,
	"valid_to" varchar(10),
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
CREATE UNIQUE INDEX "crm_supplier_supplier_name_uq" ON "crm_supplier" USING btree ("supplier_name") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_supplier_credit_code_uq" ON "crm_supplier" USING btree ("credit_code") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "crm_supplier_create_time_idx" ON "crm_supplier" USING btree ("create_time" DESC NULLS FIRST,"supplier_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_update_time_idx" ON "crm_supplier" USING btree ("update_time","supplier_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_belong_depart_idx" ON "crm_supplier" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"supplier_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_supplier_name_trgm_idx" ON "crm_supplier" USING gin ("supplier_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_supplier_credit_code_trgm_idx" ON "crm_supplier" USING gin ("credit_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_supplier_category_idx" ON "crm_supplier" USING btree ("category");--> statement-breakpoint
CREATE INDEX "crm_supplier_industry_idx" ON "crm_supplier" USING btree ("industry");--> statement-breakpoint
CREATE INDEX "crm_supplier_level_idx" ON "crm_supplier" USING btree ("level");--> statement-breakpoint
CREATE INDEX "crm_supplier_status_idx" ON "crm_supplier" USING btree ("status");--> statement-breakpoint
CREATE INDEX "crm_supplier_contact_person_trgm_idx" ON "crm_supplier" USING gin ("contact_person" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_supplier_region_trgm_idx" ON "crm_supplier" USING gin ("region" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_supplier_owner_idx" ON "crm_supplier" USING btree ("owner");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_supplier_account_account_no_uq" ON "crm_supplier_account" USING btree ("supplier_key","account_no") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "crm_supplier_account_create_time_idx" ON "crm_supplier_account" USING btree ("create_time" DESC NULLS FIRST,"account_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_account_update_time_idx" ON "crm_supplier_account" USING btree ("update_time","account_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_account_belong_depart_idx" ON "crm_supplier_account" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"account_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_account_supplier_key_idx" ON "crm_supplier_account" USING btree ("supplier_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_account_account_name_trgm_idx" ON "crm_supplier_account" USING gin ("account_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_supplier_account_bank_name_trgm_idx" ON "crm_supplier_account" USING gin ("bank_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_supplier_account_account_no_trgm_idx" ON "crm_supplier_account" USING gin ("account_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_supplier_account_account_type_idx" ON "crm_supplier_account" USING btree ("account_type");--> statement-breakpoint
CREATE INDEX "crm_supplier_attachment_create_time_idx" ON "crm_supplier_attachment" USING btree ("create_time" DESC NULLS FIRST,"attachment_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_attachment_update_time_idx" ON "crm_supplier_attachment" USING btree ("update_time","attachment_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_attachment_valid_until_idx" ON "crm_supplier_attachment" USING btree ("valid_until","attachment_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_attachment_belong_depart_idx" ON "crm_supplier_attachment" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"attachment_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_attachment_supplier_key_idx" ON "crm_supplier_attachment" USING btree ("supplier_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_attachment_file_title_trgm_idx" ON "crm_supplier_attachment" USING gin ("file_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_supplier_attachment_attachment_type_idx" ON "crm_supplier_attachment" USING btree ("attachment_type");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_supplier_category_category_uq" ON "crm_supplier_category" USING btree ("supplier_key","category") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "crm_supplier_category_create_time_idx" ON "crm_supplier_category" USING btree ("create_time" DESC NULLS FIRST,"category_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_category_update_time_idx" ON "crm_supplier_category" USING btree ("update_time","category_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_category_classified_on_idx" ON "crm_supplier_category" USING btree ("classified_on","category_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_category_belong_depart_idx" ON "crm_supplier_category" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"category_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_category_supplier_key_idx" ON "crm_supplier_category" USING btree ("supplier_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_category_category_idx" ON "crm_supplier_category" USING btree ("category");--> statement-breakpoint
CREATE INDEX "crm_supplier_comment_comment_time_idx" ON "crm_supplier_comment" USING btree ("comment_time" DESC NULLS FIRST,"comment_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_comment_create_time_idx" ON "crm_supplier_comment" USING btree ("create_time","comment_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_comment_update_time_idx" ON "crm_supplier_comment" USING btree ("update_time","comment_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_comment_score_idx" ON "crm_supplier_comment" USING btree ("score","comment_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_comment_belong_depart_idx" ON "crm_supplier_comment" USING btree ("belong_depart","comment_time" DESC NULLS FIRST,"comment_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_comment_supplier_key_idx" ON "crm_supplier_comment" USING btree ("supplier_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_comment_comment_type_idx" ON "crm_supplier_comment" USING btree ("comment_type");--> statement-breakpoint
CREATE INDEX "crm_supplier_comment_author_idx" ON "crm_supplier_comment" USING btree ("author");--> statement-breakpoint
CREATE INDEX "crm_supplier_config_category_create_time_idx" ON "crm_supplier_config_category" USING btree ("create_time" DESC NULLS FIRST,"config_category_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_config_category_update_time_idx" ON "crm_supplier_config_category" USING btree ("update_time","config_category_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_config_category_approved_on_idx" ON "crm_supplier_config_category" USING btree ("approved_on","config_category_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_config_category_belong_depart_idx" ON "crm_supplier_config_category" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"config_category_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_config_category_supplier_key_idx" ON "crm_supplier_config_category" USING btree ("supplier_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_config_category_purchase_category_idx" ON "crm_supplier_config_category" USING btree ("purchase_category");--> statement-breakpoint
CREATE INDEX "crm_supplier_config_category_business_line_idx" ON "crm_supplier_config_category" USING btree ("business_line");--> statement-breakpoint
CREATE INDEX "crm_supplier_config_category_buyer_idx" ON "crm_supplier_config_category" USING btree ("buyer");--> statement-breakpoint
CREATE INDEX "crm_supplier_config_category_status_idx" ON "crm_supplier_config_category" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_supplier_config_industry_industry_uq" ON "crm_supplier_config_industry" USING btree ("supplier_key","industry") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "crm_supplier_config_industry_create_time_idx" ON "crm_supplier_config_industry" USING btree ("create_time" DESC NULLS FIRST,"config_industry_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_config_industry_update_time_idx" ON "crm_supplier_config_industry" USING btree ("update_time","config_industry_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_config_industry_belong_depart_idx" ON "crm_supplier_config_industry" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"config_industry_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_config_industry_supplier_key_idx" ON "crm_supplier_config_industry" USING btree ("supplier_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_config_industry_industry_idx" ON "crm_supplier_config_industry" USING btree ("industry");--> statement-breakpoint
CREATE INDEX "crm_supplier_config_industry_status_idx" ON "crm_supplier_config_industry" USING btree ("status");--> statement-breakpoint
CREATE INDEX "crm_supplier_contact_create_time_idx" ON "crm_supplier_contact" USING btree ("create_time" DESC NULLS FIRST,"contact_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_contact_update_time_idx" ON "crm_supplier_contact" USING btree ("update_time","contact_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_contact_belong_depart_idx" ON "crm_supplier_contact" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"contact_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_contact_supplier_key_idx" ON "crm_supplier_contact" USING btree ("supplier_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_contact_contact_name_trgm_idx" ON "crm_supplier_contact" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_supplier_contact_job_title_trgm_idx" ON "crm_supplier_contact" USING gin ("job_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_supplier_contact_mobile_trgm_idx" ON "crm_supplier_contact" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "crm_supplier_contract_contract_no_uq" ON "crm_supplier_contract" USING btree ("contract_no") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "crm_supplier_contract_create_time_idx" ON "crm_supplier_contract" USING btree ("create_time" DESC NULLS FIRST,"contract_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_contract_update_time_idx" ON "crm_supplier_contract" USING btree ("update_time","contract_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_contract_signed_date_idx" ON "crm_supplier_contract" USING btree ("signed_date","contract_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_contract_end_date_idx" ON "crm_supplier_contract" USING btree ("end_date","contract_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_contract_amount_idx" ON "crm_supplier_contract" USING btree ("amount","contract_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_contract_belong_depart_idx" ON "crm_supplier_contract" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"contract_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_contract_supplier_key_idx" ON "crm_supplier_contract" USING btree ("supplier_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_contract_contract_no_trgm_idx" ON "crm_supplier_contract" USING gin ("contract_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_supplier_contract_contract_name_trgm_idx" ON "crm_supplier_contract" USING gin ("contract_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_supplier_contract_status_idx" ON "crm_supplier_contract" USING btree ("status");--> statement-breakpoint
CREATE INDEX "crm_supplier_contract_attachment_create_time_idx" ON "crm_supplier_contract_attachment" USING btree ("create_time" DESC NULLS FIRST,"contract_attachment_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_contract_attachment_update_time_idx" ON "crm_supplier_contract_attachment" USING btree ("update_time","contract_attachment_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_contract_attachment_belong_depart_idx" ON "crm_supplier_contract_attachment" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"contract_attachment_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_contract_attachment_contract_key_idx" ON "crm_supplier_contract_attachment" USING btree ("contract_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_contract_attachment_file_title_trgm_idx" ON "crm_supplier_contract_attachment" USING gin ("file_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_supplier_contract_attachment_attachment_type_idx" ON "crm_supplier_contract_attachment" USING btree ("attachment_type");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_supplier_industry_industry_uq" ON "crm_supplier_industry" USING btree ("supplier_key","industry") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "crm_supplier_industry_create_time_idx" ON "crm_supplier_industry" USING btree ("create_time" DESC NULLS FIRST,"industry_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_industry_update_time_idx" ON "crm_supplier_industry" USING btree ("update_time","industry_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_industry_belong_depart_idx" ON "crm_supplier_industry" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"industry_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_industry_supplier_key_idx" ON "crm_supplier_industry" USING btree ("supplier_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_industry_industry_idx" ON "crm_supplier_industry" USING btree ("industry");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_supplier_purchase_purchase_code_uq" ON "crm_supplier_purchase" USING btree ("purchase_code") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "crm_supplier_purchase_create_time_idx" ON "crm_supplier_purchase" USING btree ("create_time" DESC NULLS FIRST,"purchase_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_purchase_update_time_idx" ON "crm_supplier_purchase" USING btree ("update_time","purchase_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_purchase_amount_idx" ON "crm_supplier_purchase" USING btree ("amount","purchase_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_purchase_purchase_date_idx" ON "crm_supplier_purchase" USING btree ("purchase_date","purchase_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_purchase_belong_depart_idx" ON "crm_supplier_purchase" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"purchase_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_purchase_supplier_key_idx" ON "crm_supplier_purchase" USING btree ("supplier_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_purchase_purchase_code_trgm_idx" ON "crm_supplier_purchase" USING gin ("purchase_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_supplier_purchase_purchase_name_trgm_idx" ON "crm_supplier_purchase" USING gin ("purchase_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_supplier_purchase_status_idx" ON "crm_supplier_purchase" USING btree ("status");--> statement-breakpoint
CREATE INDEX "crm_supplier_purchase_purchaser_idx" ON "crm_supplier_purchase" USING btree ("purchaser");--> statement-breakpoint
CREATE INDEX "crm_supplier_tax_rate_create_time_idx" ON "crm_supplier_tax_rate" USING btree ("create_time" DESC NULLS FIRST,"tax_rate_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_tax_rate_update_time_idx" ON "crm_supplier_tax_rate" USING btree ("update_time","tax_rate_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_tax_rate_rate_idx" ON "crm_supplier_tax_rate" USING btree ("rate","tax_rate_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_tax_rate_valid_from_idx" ON "crm_supplier_tax_rate" USING btree ("valid_from","tax_rate_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_tax_rate_valid_to_idx" ON "crm_supplier_tax_rate" USING btree ("valid_to","tax_rate_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_tax_rate_belong_depart_idx" ON "crm_supplier_tax_rate" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"tax_rate_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_tax_rate_supplier_key_idx" ON "crm_supplier_tax_rate" USING btree ("supplier_key");--> statement-breakpoint
CREATE INDEX "crm_supplier_tax_rate_tax_type_idx" ON "crm_supplier_tax_rate" USING btree ("tax_type");