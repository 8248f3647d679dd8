CREATE TABLE "okr_project" (
	"project_key" varchar(64) PRIMARY KEY NOT NULL,
	"project_code" varchar(64) NOT NULL,
	"project_name" varchar(100) NOT NULL,
	"status" varchar(64) DEFAULT 'DRAFT' NOT NULL,
	"customer_key" varchar(64) NOT NULL,
	"customer_name" varchar(100),
	"customer_department_key" varchar(64),
	"customer_depart_name" varchar(100),
	"customer_product_key" varchar(64),
	"customer_product_name" varchar(100),
	"customer_contacts_key" text,
	"customer_contacts_name" varchar(500),
	"project_city" varchar(50) NOT NULL,
	"project_start_time" timestamp with time zone NOT NULL,
	"project_end_time" timestamp with time zone NOT NULL,
	"initial_budget" numeric(18, 2),
	"project_mgr_key" varchar(64) NOT NULL,
	"participant_keys" text NOT NULL,
	"medium_keys" text,
	"process_member_keys" text,
	"core_objectives" text,
	"operation_scope" text,
	"basic_background" text,
	"launch_project_requirements" text,
	"description" text,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "okr_project_project_code_uq" ON "okr_project" USING btree ("project_code") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "okr_project_create_time_idx" ON "okr_project" USING btree ("create_time" DESC NULLS FIRST,"project_key");--> statement-breakpoint
CREATE INDEX "okr_project_update_time_idx" ON "okr_project" USING btree ("update_time","project_key");--> statement-breakpoint
CREATE INDEX "okr_project_project_start_time_idx" ON "okr_project" USING btree ("project_start_time","project_key");--> statement-breakpoint
CREATE INDEX "okr_project_project_end_time_idx" ON "okr_project" USING btree ("project_end_time","project_key");--> statement-breakpoint
CREATE INDEX "okr_project_initial_budget_idx" ON "okr_project" USING btree ("initial_budget","project_key");--> statement-breakpoint
CREATE INDEX "okr_project_project_code_trgm_idx" ON "okr_project" USING gin ("project_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "okr_project_project_name_trgm_idx" ON "okr_project" USING gin ("project_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "okr_project_status_idx" ON "okr_project" USING btree ("status");--> statement-breakpoint
CREATE INDEX "okr_project_customer_key_idx" ON "okr_project" USING btree ("customer_key");--> statement-breakpoint
CREATE INDEX "okr_project_customer_name_trgm_idx" ON "okr_project" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "okr_project_project_city_trgm_idx" ON "okr_project" USING gin ("project_city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "okr_project_project_mgr_key_idx" ON "okr_project" USING btree ("project_mgr_key");