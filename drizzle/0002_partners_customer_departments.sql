CREATE TABLE "crm_customer_department" (
	"customer_department_key" varchar(64) PRIMARY KEY NOT NULL,
	"customer_key" varchar(64) NOT NULL,
	"customer_department_name" varchar(100) NOT NULL,
	"parent_customer_department_key" varchar(64),
	"sort_no" integer DEFAULT 0 NOT NULL,
	"belong_depart" varchar(64),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "user_type" varchar(64) DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "company_name" varchar(100);--> statement-breakpoint
CREATE INDEX "crm_customer_department_create_time_idx" ON "crm_customer_department" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "crm_customer_department_belong_depart_idx" ON "crm_customer_department" USING btree ("belong_depart");