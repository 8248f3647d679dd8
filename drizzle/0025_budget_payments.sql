CREATE TABLE "okr_other_fee" (
	"other_fee_key" varchar(64) PRIMARY KEY NOT NULL,
	"fee_name" varchar(100) NOT NULL,
	"category" varchar(64) NOT NULL,
	"project_key" varchar(64) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"fee_date" varchar(10) NOT NULL,
	"payer" varchar(64) NOT NULL,
	"note" text,
	"attachments" text,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "okr_payment" (
	"payment_key" varchar(64) PRIMARY KEY NOT NULL,
	"payment_plan_key" varchar(64) NOT NULL,
	"project_key" varchar(64),
	"amount" numeric(18, 2) NOT NULL,
	"pay_date" varchar(10) NOT NULL,
	"pay_method" varchar(64) NOT NULL,
	"note" text,
	"attachments" text,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "okr_payment_plan" (
	"payment_plan_key" varchar(64) PRIMARY KEY NOT NULL,
	"purpose" varchar(100) NOT NULL,
	"payee" varchar(100) NOT NULL,
	"project_key" varchar(64) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"paid_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"remaining_amount" numeric(18, 2),
	"planned_date" varchar(10) NOT NULL,
	"status" varchar(64) DEFAULT 'DRAFT' NOT NULL,
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
CREATE TABLE "okr_receipt" (
	"receipt_key" varchar(64) PRIMARY KEY NOT NULL,
	"receivable_plan_key" varchar(64) NOT NULL,
	"project_key" varchar(64),
	"amount" numeric(18, 2) NOT NULL,
	"receive_date" varchar(10) NOT NULL,
	"pay_method" varchar(64) NOT NULL,
	"note" text,
	"attachments" text,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "okr_receivable_plan" (
	"receivable_plan_key" varchar(64) PRIMARY KEY NOT NULL,
	"purpose" varchar(100) NOT NULL,
	"payer" varchar(100) NOT NULL,
	"project_key" varchar(64) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"received_amount" numeric(18, 2) DEFAULT 0 NOT NULL,
	"remaining_amount" numeric(18, 2),
	"planned_date" varchar(10) NOT NULL,
	"remark" text,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "okr_other_fee_fee_date_idx" ON "okr_other_fee" USING btree ("fee_date" DESC NULLS FIRST,"other_fee_key");--> statement-breakpoint
CREATE INDEX "okr_other_fee_create_time_idx" ON "okr_other_fee" USING btree ("create_time","other_fee_key");--> statement-breakpoint
CREATE INDEX "okr_other_fee_update_time_idx" ON "okr_other_fee" USING btree ("update_time","other_fee_key");--> statement-breakpoint
CREATE INDEX "okr_other_fee_amount_idx" ON "okr_other_fee" USING btree ("amount","other_fee_key");--> statement-breakpoint
CREATE INDEX "okr_other_fee_project_key_idx" ON "okr_other_fee" USING btree ("project_key");--> statement-breakpoint
CREATE INDEX "okr_other_fee_fee_name_trgm_idx" ON "okr_other_fee" USING gin ("fee_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "okr_other_fee_category_idx" ON "okr_other_fee" USING btree ("category");--> statement-breakpoint
CREATE INDEX "okr_other_fee_payer_idx" ON "okr_other_fee" USING btree ("payer");--> statement-breakpoint
CREATE INDEX "okr_payment_pay_date_idx" ON "okr_payment" USING btree ("pay_date" DESC NULLS FIRST,"payment_key");--> statement-breakpoint
CREATE INDEX "okr_payment_create_time_idx" ON "okr_payment" USING btree ("create_time","payment_key");--> statement-breakpoint
CREATE INDEX "okr_payment_update_time_idx" ON "okr_payment" USING btree ("update_time","payment_key");--> statement-breakpoint
CREATE INDEX "okr_payment_amount_idx" ON "okr_payment" USING btree ("amount","payment_key");--> statement-breakpoint
CREATE INDEX "okr_payment_payment_plan_key_idx" ON "okr_payment" USING btree ("payment_plan_key");--> statement-breakpoint
CREATE INDEX "okr_payment_pay_method_idx" ON "okr_payment" USING btree ("pay_method");--> statement-breakpoint
CREATE INDEX "okr_payment_plan_create_time_idx" ON "okr_payment_plan" USING btree ("create_time" DESC NULLS FIRST,"payment_plan_key");--> statement-breakpoint
CREATE INDEX "okr_payment_plan_update_time_idx" ON "okr_payment_plan" USING btree ("update_time","payment_plan_key");--> statement-breakpoint
CREATE INDEX "okr_payment_plan_amount_idx" ON "okr_payment_plan" USING btree ("amount","payment_plan_key");--> statement-breakpoint
CREATE INDEX "okr_payment_plan_paid_amount_idx" ON "okr_payment_plan" USING btree ("paid_amount","payment_plan_key");--> statement-breakpoint
CREATE INDEX "okr_payment_plan_remaining_amount_idx" ON "okr_payment_plan" USING btree ("remaining_amount","payment_plan_key");--> statement-breakpoint
CREATE INDEX "okr_payment_plan_planned_date_idx" ON "okr_payment_plan" USING btree ("planned_date","payment_plan_key");--> statement-breakpoint
CREATE INDEX "okr_payment_plan_project_key_idx" ON "okr_payment_plan" USING btree ("project_key");--> statement-breakpoint
CREATE INDEX "okr_payment_plan_purpose_trgm_idx" ON "okr_payment_plan" USING gin ("purpose" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "okr_payment_plan_payee_trgm_idx" ON "okr_payment_plan" USING gin ("payee" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "okr_payment_plan_status_idx" ON "okr_payment_plan" USING btree ("status");--> statement-breakpoint
CREATE INDEX "okr_receipt_receive_date_idx" ON "okr_receipt" USING btree ("receive_date" DESC NULLS FIRST,"receipt_key");--> statement-breakpoint
CREATE INDEX "okr_receipt_create_time_idx" ON "okr_receipt" USING btree ("create_time","receipt_key");--> statement-breakpoint
CREATE INDEX "okr_receipt_update_time_idx" ON "okr_receipt" USING btree ("update_time","receipt_key");--> statement-breakpoint
CREATE INDEX "okr_receipt_amount_idx" ON "okr_receipt" USING btree ("amount","receipt_key");--> statement-breakpoint
CREATE INDEX "okr_receipt_receivable_plan_key_idx" ON "okr_receipt" USING btree ("receivable_plan_key");--> statement-breakpoint
CREATE INDEX "okr_receipt_pay_method_idx" ON "okr_receipt" USING btree ("pay_method");--> statement-breakpoint
CREATE INDEX "okr_receivable_plan_create_time_idx" ON "okr_receivable_plan" USING btree ("create_time" DESC NULLS FIRST,"receivable_plan_key");--> statement-breakpoint
CREATE INDEX "okr_receivable_plan_update_time_idx" ON "okr_receivable_plan" USING btree ("update_time","receivable_plan_key");--> statement-breakpoint
CREATE INDEX "okr_receivable_plan_amount_idx" ON "okr_receivable_plan" USING btree ("amount","receivable_plan_key");--> statement-breakpoint
CREATE INDEX "okr_receivable_plan_received_amount_idx" ON "okr_receivable_plan" USING btree ("received_amount","receivable_plan_key");--> statement-breakpoint
CREATE INDEX "okr_receivable_plan_remaining_amount_idx" ON "okr_receivable_plan" USING btree ("remaining_amount","receivable_plan_key");--> statement-breakpoint
CREATE INDEX "okr_receivable_plan_planned_date_idx" ON "okr_receivable_plan" USING btree ("planned_date","receivable_plan_key");--> statement-breakpoint
CREATE INDEX "okr_receivable_plan_project_key_idx" ON "okr_receivable_plan" USING btree ("project_key");--> statement-breakpoint
CREATE INDEX "okr_receivable_plan_purpose_trgm_idx" ON "okr_receivable_plan" USING gin ("purpose" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "okr_receivable_plan_payer_trgm_idx" ON "okr_receivable_plan" USING gin ("payer" gin_trgm_ops);