CREATE TABLE "crm_customer" (
	"customer_key" varchar(64) PRIMARY KEY NOT NULL,
	"customer_name" varchar(100) NOT NULL,
	"short_name" varchar(50),
	"credit_code" varchar(18),
	"industry" varchar(64),
	"level" varchar(64),
	"source" varchar(64),
	"status" varchar(64) DEFAULT 'potential' NOT NULL,
	"star" integer,
	"tags" text,
	"region" varchar(64),
	"address" varchar(200),
	"follower" varchar(64),
	"last_follow_time" timestamp with time zone,
	"in_sea" boolean DEFAULT false NOT NULL,
	"sea_reason" varchar(200),
	"sea_time" timestamp with time zone,
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
CREATE TABLE "crm_customer_contact" (
	"contact_key" varchar(64) PRIMARY KEY NOT NULL,
	"customer_key" varchar(64) NOT NULL,
	"contact_name" varchar(50) NOT NULL,
	"sex" varchar(64),
	"job_title" varchar(50),
	"mobile" varchar(128) NOT NULL,
	"email" varchar(128),
	"wechat" varchar(50),
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
CREATE TABLE "crm_customer_contact_visit" (
	"visit_key" varchar(64) PRIMARY KEY NOT NULL,
	"contact_key" varchar(64) NOT NULL,
	"visit_time" timestamp with time zone NOT NULL,
	"visit_type" varchar(64) DEFAULT 'onsite' NOT NULL,
	"subject" varchar(100) NOT NULL,
	"content" text,
	"visitor" varchar(64),
	"next_visit_time" timestamp with time zone,
	"belong_depart" varchar(64),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_setting" (
	"setting_key" varchar(64) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_customer_customer_name_uq" ON "crm_customer" USING btree ("customer_name") WHERE del_flag = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_customer_credit_code_uq" ON "crm_customer" USING btree ("credit_code") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "crm_customer_create_time_idx" ON "crm_customer" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "crm_customer_belong_depart_idx" ON "crm_customer" USING btree ("belong_depart");--> statement-breakpoint
CREATE INDEX "crm_customer_contact_create_time_idx" ON "crm_customer_contact" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "crm_customer_contact_belong_depart_idx" ON "crm_customer_contact" USING btree ("belong_depart");--> statement-breakpoint
CREATE INDEX "crm_customer_contact_customer_key_idx" ON "crm_customer_contact" USING btree ("customer_key");--> statement-breakpoint
CREATE INDEX "crm_customer_contact_visit_create_time_idx" ON "crm_customer_contact_visit" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "crm_customer_contact_visit_belong_depart_idx" ON "crm_customer_contact_visit" USING btree ("belong_depart");--> statement-breakpoint
CREATE INDEX "crm_customer_contact_visit_contact_key_idx" ON "crm_customer_contact_visit" USING btree ("contact_key");