CREATE TABLE "crm_customer_account" (
	"account_key" varchar(64) PRIMARY KEY NOT NULL,
	"customer_key" varchar(64) NOT NULL,
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
CREATE TABLE "crm_customer_address" (
	"address_key" varchar(64) PRIMARY KEY NOT NULL,
	"customer_key" varchar(64) NOT NULL,
	"address_type" varchar(64) DEFAULT 'office' NOT NULL,
	"region" varchar(64),
	"detail_address" varchar(200) NOT NULL,
	"postcode" varchar(6),
	"receiver" varchar(50),
	"phone" varchar(128),
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
CREATE TABLE "crm_customer_category" (
	"category_key" varchar(64) PRIMARY KEY NOT NULL,
	"customer_key" varchar(64) NOT NULL,
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
CREATE TABLE "crm_customer_config_category" (
	"config_category_key" varchar(64) PRIMARY KEY NOT NULL,
	"customer_key" varchar(64) NOT NULL,
	"business_line" varchar(64) NOT NULL,
	"product_category" varchar(64) NOT NULL,
	"service_manager" varchar(64),
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
CREATE TABLE "crm_customer_config_channel" (
	"channel_key" varchar(64) PRIMARY KEY NOT NULL,
	"customer_key" varchar(64) NOT NULL,
	"channel" varchar(64) NOT NULL,
	"channel_contact" varchar(50),
	"commission_rate" numeric(20, 6),
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
CREATE TABLE "crm_customer_contract" (
	"contract_key" varchar(64) PRIMARY KEY NOT NULL,
	"customer_key" varchar(64) NOT NULL,
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
CREATE TABLE "crm_customer_product" (
	"product_key" varchar(64) PRIMARY KEY NOT NULL,
	"customer_key" varchar(64) NOT NULL,
	"product_name" varchar(100) NOT NULL,
	"product_code" varchar(50),
	"product_type" varchar(64) NOT NULL,
	"status" varchar(64) DEFAULT 'active' NOT NULL,
	"start_date" varchar(10),
	"end_date" varchar(10),
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
CREATE TABLE "crm_customer_product_coefficient" (
	"coefficient_key" varchar(64) PRIMARY KEY NOT NULL,
	"product_key" varchar(64) NOT NULL,
	"coefficient_type" varchar(64) DEFAULT 'fee_rate' NOT NULL,
	"coefficient" numeric(20, 6) NOT NULL,
	"effective_date" varchar(10) NOT NULL,
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
CREATE TABLE "crm_customer_product_cost" (
	"cost_key" varchar(64) PRIMARY KEY NOT NULL,
	"product_key" varchar(64) NOT NULL,
	"cost_item" varchar(100) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"period_date" varchar(10) NOT NULL,
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
CREATE TABLE "crm_customer_product_price" (
	"price_key" varchar(64) PRIMARY KEY NOT NULL,
	"product_key" varchar(64) NOT NULL,
	"price_type" varchar(64) DEFAULT 'standard' NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	"currency" varchar(64) DEFAULT 'CNY' NOT NULL,
	"effective_date" varchar(10) NOT NULL,
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
CREATE UNIQUE INDEX "crm_customer_account_account_no_uq" ON "crm_customer_account" USING btree ("customer_key","account_no") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "crm_customer_account_create_time_idx" ON "crm_customer_account" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "crm_customer_account_belong_depart_idx" ON "crm_customer_account" USING btree ("belong_depart");--> statement-breakpoint
CREATE INDEX "crm_customer_account_customer_key_idx" ON "crm_customer_account" USING btree ("customer_key");--> statement-breakpoint
CREATE INDEX "crm_customer_address_create_time_idx" ON "crm_customer_address" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "crm_customer_address_belong_depart_idx" ON "crm_customer_address" USING btree ("belong_depart");--> statement-breakpoint
CREATE INDEX "crm_customer_address_customer_key_idx" ON "crm_customer_address" USING btree ("customer_key");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_customer_category_category_uq" ON "crm_customer_category" USING btree ("customer_key","category") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "crm_customer_category_create_time_idx" ON "crm_customer_category" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "crm_customer_category_belong_depart_idx" ON "crm_customer_category" USING btree ("belong_depart");--> statement-breakpoint
CREATE INDEX "crm_customer_category_customer_key_idx" ON "crm_customer_category" USING btree ("customer_key");--> statement-breakpoint
CREATE INDEX "crm_customer_config_category_create_time_idx" ON "crm_customer_config_category" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "crm_customer_config_category_belong_depart_idx" ON "crm_customer_config_category" USING btree ("belong_depart");--> statement-breakpoint
CREATE INDEX "crm_customer_config_category_customer_key_idx" ON "crm_customer_config_category" USING btree ("customer_key");--> statement-breakpoint
CREATE INDEX "crm_customer_config_channel_create_time_idx" ON "crm_customer_config_channel" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "crm_customer_config_channel_belong_depart_idx" ON "crm_customer_config_channel" USING btree ("belong_depart");--> statement-breakpoint
CREATE INDEX "crm_customer_config_channel_customer_key_idx" ON "crm_customer_config_channel" USING btree ("customer_key");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_customer_contract_contract_no_uq" ON "crm_customer_contract" USING btree ("contract_no") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "crm_customer_contract_create_time_idx" ON "crm_customer_contract" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "crm_customer_contract_belong_depart_idx" ON "crm_customer_contract" USING btree ("belong_depart");--> statement-breakpoint
CREATE INDEX "crm_customer_contract_customer_key_idx" ON "crm_customer_contract" USING btree ("customer_key");--> statement-breakpoint
CREATE INDEX "crm_customer_product_create_time_idx" ON "crm_customer_product" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "crm_customer_product_belong_depart_idx" ON "crm_customer_product" USING btree ("belong_depart");--> statement-breakpoint
CREATE INDEX "crm_customer_product_customer_key_idx" ON "crm_customer_product" USING btree ("customer_key");--> statement-breakpoint
CREATE INDEX "crm_customer_product_coefficient_create_time_idx" ON "crm_customer_product_coefficient" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "crm_customer_product_coefficient_belong_depart_idx" ON "crm_customer_product_coefficient" USING btree ("belong_depart");--> statement-breakpoint
CREATE INDEX "crm_customer_product_coefficient_product_key_idx" ON "crm_customer_product_coefficient" USING btree ("product_key");--> statement-breakpoint
CREATE INDEX "crm_customer_product_cost_create_time_idx" ON "crm_customer_product_cost" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "crm_customer_product_cost_belong_depart_idx" ON "crm_customer_product_cost" USING btree ("belong_depart");--> statement-breakpoint
CREATE INDEX "crm_customer_product_cost_product_key_idx" ON "crm_customer_product_cost" USING btree ("product_key");--> statement-breakpoint
CREATE INDEX "crm_customer_product_price_create_time_idx" ON "crm_customer_product_price" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "crm_customer_product_price_belong_depart_idx" ON "crm_customer_product_price" USING btree ("belong_depart");--> statement-breakpoint
CREATE INDEX "crm_customer_product_price_product_key_idx" ON "crm_customer_product_price" USING btree ("product_key");