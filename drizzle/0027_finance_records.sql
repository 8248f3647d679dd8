CREATE TABLE "okr_accounting_entry" (
	"entry_key" varchar(64) PRIMARY KEY NOT NULL,
	"voucher_no" varchar(32),
	"entry_date" varchar(10) NOT NULL,
	"project_key" varchar(64) NOT NULL,
	"subject" varchar(64) NOT NULL,
	"debit" numeric(18, 2) DEFAULT 0 NOT NULL,
	"credit" numeric(18, 2) DEFAULT 0 NOT NULL,
	"summary" varchar(200) NOT NULL,
	"remark" text,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "okr_invoice" (
	"invoice_key" varchar(64) PRIMARY KEY NOT NULL,
	"invoice_no" varchar(32) NOT NULL,
	"direction" varchar(64) DEFAULT 'OUT' NOT NULL,
	"invoice_type" varchar(64) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"tax_rate" numeric(20, 6) DEFAULT 6 NOT NULL,
	"tax_amount" numeric(18, 2),
	"total_amount" numeric(18, 2),
	"issue_date" varchar(10) NOT NULL,
	"contract_key" varchar(64) NOT NULL,
	"project_key" varchar(64),
	"customer_name" varchar(100),
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
CREATE TABLE "okr_settlement" (
	"settlement_key" varchar(64) PRIMARY KEY NOT NULL,
	"settlement_code" varchar(32),
	"settlement_name" varchar(100) NOT NULL,
	"project_key" varchar(64) NOT NULL,
	"contract_key" varchar(64),
	"customer_key" varchar(64),
	"customer_name" varchar(100),
	"period_start" varchar(10) NOT NULL,
	"period_end" varchar(10) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
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
CREATE TABLE "sys_numbering_rule" (
	"rule_key" varchar(64) PRIMARY KEY NOT NULL,
	"kind" varchar(64) NOT NULL,
	"prefix" varchar(10) NOT NULL,
	"date_pattern" varchar(64) DEFAULT 'yyyyMMdd' NOT NULL,
	"digits" integer DEFAULT 3 NOT NULL,
	"remark" varchar(200),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "okr_accounting_entry_voucher_no_uq" ON "okr_accounting_entry" USING btree ("voucher_no") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "okr_accounting_entry_entry_date_idx" ON "okr_accounting_entry" USING btree ("entry_date" DESC NULLS FIRST,"entry_key");--> statement-breakpoint
CREATE INDEX "okr_accounting_entry_create_time_idx" ON "okr_accounting_entry" USING btree ("create_time","entry_key");--> statement-breakpoint
CREATE INDEX "okr_accounting_entry_update_time_idx" ON "okr_accounting_entry" USING btree ("update_time","entry_key");--> statement-breakpoint
CREATE INDEX "okr_accounting_entry_debit_idx" ON "okr_accounting_entry" USING btree ("debit","entry_key");--> statement-breakpoint
CREATE INDEX "okr_accounting_entry_credit_idx" ON "okr_accounting_entry" USING btree ("credit","entry_key");--> statement-breakpoint
CREATE INDEX "okr_accounting_entry_project_key_idx" ON "okr_accounting_entry" USING btree ("project_key");--> statement-breakpoint
CREATE INDEX "okr_accounting_entry_voucher_no_trgm_idx" ON "okr_accounting_entry" USING gin ("voucher_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "okr_accounting_entry_subject_idx" ON "okr_accounting_entry" USING btree ("subject");--> statement-breakpoint
CREATE INDEX "okr_accounting_entry_summary_trgm_idx" ON "okr_accounting_entry" USING gin ("summary" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "okr_invoice_issue_date_idx" ON "okr_invoice" USING btree ("issue_date" DESC NULLS FIRST,"invoice_key");--> statement-breakpoint
CREATE INDEX "okr_invoice_create_time_idx" ON "okr_invoice" USING btree ("create_time","invoice_key");--> statement-breakpoint
CREATE INDEX "okr_invoice_update_time_idx" ON "okr_invoice" USING btree ("update_time","invoice_key");--> statement-breakpoint
CREATE INDEX "okr_invoice_amount_idx" ON "okr_invoice" USING btree ("amount","invoice_key");--> statement-breakpoint
CREATE INDEX "okr_invoice_total_amount_idx" ON "okr_invoice" USING btree ("total_amount","invoice_key");--> statement-breakpoint
CREATE INDEX "okr_invoice_contract_key_idx" ON "okr_invoice" USING btree ("contract_key");--> statement-breakpoint
CREATE INDEX "okr_invoice_invoice_no_trgm_idx" ON "okr_invoice" USING gin ("invoice_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "okr_invoice_direction_idx" ON "okr_invoice" USING btree ("direction");--> statement-breakpoint
CREATE INDEX "okr_invoice_invoice_type_idx" ON "okr_invoice" USING btree ("invoice_type");--> statement-breakpoint
CREATE INDEX "okr_invoice_project_key_idx" ON "okr_invoice" USING btree ("project_key");--> statement-breakpoint
CREATE UNIQUE INDEX "okr_settlement_settlement_code_uq" ON "okr_settlement" USING btree ("settlement_code") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "okr_settlement_create_time_idx" ON "okr_settlement" USING btree ("create_time" DESC NULLS FIRST,"settlement_key");--> statement-breakpoint
CREATE INDEX "okr_settlement_update_time_idx" ON "okr_settlement" USING btree ("update_time","settlement_key");--> statement-breakpoint
CREATE INDEX "okr_settlement_amount_idx" ON "okr_settlement" USING btree ("amount","settlement_key");--> statement-breakpoint
CREATE INDEX "okr_settlement_project_key_idx" ON "okr_settlement" USING btree ("project_key");--> statement-breakpoint
CREATE INDEX "okr_settlement_settlement_code_trgm_idx" ON "okr_settlement" USING gin ("settlement_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "okr_settlement_settlement_name_trgm_idx" ON "okr_settlement" USING gin ("settlement_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "okr_settlement_customer_name_trgm_idx" ON "okr_settlement" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "okr_settlement_period_start_idx" ON "okr_settlement" USING btree ("period_start");--> statement-breakpoint
CREATE INDEX "okr_settlement_status_idx" ON "okr_settlement" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_numbering_rule_kind_uq" ON "sys_numbering_rule" USING btree ("kind") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "sys_numbering_rule_kind_idx" ON "sys_numbering_rule" USING btree ("kind","rule_key");--> statement-breakpoint
CREATE INDEX "sys_numbering_rule_create_time_idx" ON "sys_numbering_rule" USING btree ("create_time","rule_key");--> statement-breakpoint
CREATE INDEX "sys_numbering_rule_update_time_idx" ON "sys_numbering_rule" USING btree ("update_time","rule_key");--> statement-breakpoint
CREATE INDEX "sys_numbering_rule_prefix_trgm_idx" ON "sys_numbering_rule" USING gin ("prefix" gin_trgm_ops);