CREATE TABLE "crm_resource" (
	"resource_key" varchar(64) PRIMARY KEY NOT NULL,
	"resource_name" varchar(100) NOT NULL,
	"resource_type" varchar(64) NOT NULL,
	"category" varchar(64),
	"professional" varchar(64),
	"industry" varchar(64),
	"tags" text,
	"contact_person" varchar(50),
	"contact_phone" varchar(128),
	"contact_email" varchar(128),
	"region" varchar(64),
	"avg_rating" numeric(20, 6) DEFAULT 0 NOT NULL,
	"total_cost" numeric(18, 2) DEFAULT 0 NOT NULL,
	"status" varchar(64) DEFAULT 'active' NOT NULL,
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
CREATE TABLE "crm_resource_attachment" (
	"attachment_key" varchar(64) PRIMARY KEY NOT NULL,
	"resource_key" varchar(64) NOT NULL,
	"title" varchar(100) NOT NULL,
	"attachment_type" varchar(64),
	"files" text NOT NULL,
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
CREATE TABLE "crm_resource_category" (
	"resource_category_key" varchar(64) PRIMARY KEY NOT NULL,
	"resource_key" varchar(64) NOT NULL,
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
CREATE TABLE "crm_resource_config_channel" (
	"channel_config_key" varchar(64) PRIMARY KEY NOT NULL,
	"resource_key" varchar(64) NOT NULL,
	"channel" varchar(64) NOT NULL,
	"channel_contact" varchar(50),
	"channel_phone" varchar(128),
	"fee_rate" numeric(20, 6),
	"is_preferred" boolean DEFAULT false NOT NULL,
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
CREATE TABLE "crm_resource_contact" (
	"contact_key" varchar(64) PRIMARY KEY NOT NULL,
	"resource_key" varchar(64) NOT NULL,
	"contact_name" varchar(50) NOT NULL,
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
CREATE TABLE "crm_resource_cooperation" (
	"cooperation_key" varchar(64) PRIMARY KEY NOT NULL,
	"resource_key" varchar(64) NOT NULL,
	"subject" varchar(100) NOT NULL,
	"start_date" varchar(10) NOT NULL,
	"end_date" varchar(10),
	"amount" numeric(18, 2),
	"result" varchar(64),
	"handler" varchar(64),
	"content" text,
	"belong_depart" varchar(64),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_resource_cost_log" (
	"cost_log_key" varchar(64) PRIMARY KEY NOT NULL,
	"resource_key" varchar(64) NOT NULL,
	"cost_date" varchar(10) NOT NULL,
	"cost_item" varchar(100) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"note" text,
	"belong_depart" varchar(64),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_resource_industry" (
	"industry_key" varchar(64) PRIMARY KEY NOT NULL,
	"resource_key" varchar(64) NOT NULL,
	"industry" varchar(64) NOT NULL,
	"years" integer,
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
CREATE TABLE "crm_resource_professional" (
	"professional_key" varchar(64) PRIMARY KEY NOT NULL,
	"resource_key" varchar(64) NOT NULL,
	"professional" varchar(64) NOT NULL,
	"qualification" varchar(100),
	"title" varchar(50),
	"years" integer,
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
CREATE TABLE "crm_resource_project" (
	"resource_project_key" varchar(64) PRIMARY KEY NOT NULL,
	"resource_key" varchar(64) NOT NULL,
	"project_key" varchar(64) NOT NULL,
	"project_role" varchar(100) NOT NULL,
	"period_start" varchar(10),
	"period_end" varchar(10),
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
CREATE TABLE "crm_resource_purchase" (
	"purchase_key" varchar(64) PRIMARY KEY NOT NULL,
	"resource_key" varchar(64) NOT NULL,
	"purchase_title" varchar(100) NOT NULL,
	"purchase_date" varchar(10) NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(18, 2) NOT NULL,
	"amount" numeric(18, 2),
	"status" varchar(64) DEFAULT 'draft' NOT NULL,
	"requester" varchar(64),
	"reason" text,
	"belong_depart" varchar(64),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_resource_rating" (
	"rating_key" varchar(64) PRIMARY KEY NOT NULL,
	"resource_key" varchar(64) NOT NULL,
	"score" integer NOT NULL,
	"comment" text NOT NULL,
	"rater" varchar(64),
	"rated_time" timestamp with time zone,
	"belong_depart" varchar(64),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_resource_tag" (
	"tag_key" varchar(64) PRIMARY KEY NOT NULL,
	"resource_key" varchar(64) NOT NULL,
	"tag" varchar(64) NOT NULL,
	"reason" varchar(200),
	"tagged_by" varchar(64),
	"tagged_time" timestamp with time zone,
	"belong_depart" varchar(64),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_resource_resource_name_uq" ON "crm_resource" USING btree ("resource_name") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "crm_resource_create_time_idx" ON "crm_resource" USING btree ("create_time" DESC NULLS FIRST,"resource_key");--> statement-breakpoint
CREATE INDEX "crm_resource_update_time_idx" ON "crm_resource" USING btree ("update_time","resource_key");--> statement-breakpoint
CREATE INDEX "crm_resource_avg_rating_idx" ON "crm_resource" USING btree ("avg_rating","resource_key");--> statement-breakpoint
CREATE INDEX "crm_resource_total_cost_idx" ON "crm_resource" USING btree ("total_cost","resource_key");--> statement-breakpoint
CREATE INDEX "crm_resource_belong_depart_idx" ON "crm_resource" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"resource_key");--> statement-breakpoint
CREATE INDEX "crm_resource_resource_name_trgm_idx" ON "crm_resource" USING gin ("resource_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_resource_resource_type_idx" ON "crm_resource" USING btree ("resource_type");--> statement-breakpoint
CREATE INDEX "crm_resource_category_idx" ON "crm_resource" USING btree ("category");--> statement-breakpoint
CREATE INDEX "crm_resource_professional_idx" ON "crm_resource" USING btree ("professional");--> statement-breakpoint
CREATE INDEX "crm_resource_industry_idx" ON "crm_resource" USING btree ("industry");--> statement-breakpoint
CREATE INDEX "crm_resource_contact_person_trgm_idx" ON "crm_resource" USING gin ("contact_person" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_resource_region_trgm_idx" ON "crm_resource" USING gin ("region" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_resource_status_idx" ON "crm_resource" USING btree ("status");--> statement-breakpoint
CREATE INDEX "crm_resource_owner_idx" ON "crm_resource" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "crm_resource_attachment_create_time_idx" ON "crm_resource_attachment" USING btree ("create_time" DESC NULLS FIRST,"attachment_key");--> statement-breakpoint
CREATE INDEX "crm_resource_attachment_update_time_idx" ON "crm_resource_attachment" USING btree ("update_time","attachment_key");--> statement-breakpoint
CREATE INDEX "crm_resource_attachment_belong_depart_idx" ON "crm_resource_attachment" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"attachment_key");--> statement-breakpoint
CREATE INDEX "crm_resource_attachment_resource_key_idx" ON "crm_resource_attachment" USING btree ("resource_key");--> statement-breakpoint
CREATE INDEX "crm_resource_attachment_title_trgm_idx" ON "crm_resource_attachment" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_resource_attachment_attachment_type_idx" ON "crm_resource_attachment" USING btree ("attachment_type");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_resource_category_category_uq" ON "crm_resource_category" USING btree ("resource_key","category") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "crm_resource_category_create_time_idx" ON "crm_resource_category" USING btree ("create_time" DESC NULLS FIRST,"resource_category_key");--> statement-breakpoint
CREATE INDEX "crm_resource_category_update_time_idx" ON "crm_resource_category" USING btree ("update_time","resource_category_key");--> statement-breakpoint
CREATE INDEX "crm_resource_category_classified_on_idx" ON "crm_resource_category" USING btree ("classified_on","resource_category_key");--> statement-breakpoint
CREATE INDEX "crm_resource_category_belong_depart_idx" ON "crm_resource_category" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"resource_category_key");--> statement-breakpoint
CREATE INDEX "crm_resource_category_resource_key_idx" ON "crm_resource_category" USING btree ("resource_key");--> statement-breakpoint
CREATE INDEX "crm_resource_category_category_idx" ON "crm_resource_category" USING btree ("category");--> statement-breakpoint
CREATE INDEX "crm_resource_config_channel_create_time_idx" ON "crm_resource_config_channel" USING btree ("create_time" DESC NULLS FIRST,"channel_config_key");--> statement-breakpoint
CREATE INDEX "crm_resource_config_channel_update_time_idx" ON "crm_resource_config_channel" USING btree ("update_time","channel_config_key");--> statement-breakpoint
CREATE INDEX "crm_resource_config_channel_fee_rate_idx" ON "crm_resource_config_channel" USING btree ("fee_rate","channel_config_key");--> statement-breakpoint
CREATE INDEX "crm_resource_config_channel_belong_depart_idx" ON "crm_resource_config_channel" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"channel_config_key");--> statement-breakpoint
CREATE INDEX "crm_resource_config_channel_resource_key_idx" ON "crm_resource_config_channel" USING btree ("resource_key");--> statement-breakpoint
CREATE INDEX "crm_resource_config_channel_channel_idx" ON "crm_resource_config_channel" USING btree ("channel");--> statement-breakpoint
CREATE INDEX "crm_resource_config_channel_channel_contact_trgm_idx" ON "crm_resource_config_channel" USING gin ("channel_contact" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_resource_contact_create_time_idx" ON "crm_resource_contact" USING btree ("create_time" DESC NULLS FIRST,"contact_key");--> statement-breakpoint
CREATE INDEX "crm_resource_contact_update_time_idx" ON "crm_resource_contact" USING btree ("update_time","contact_key");--> statement-breakpoint
CREATE INDEX "crm_resource_contact_belong_depart_idx" ON "crm_resource_contact" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"contact_key");--> statement-breakpoint
CREATE INDEX "crm_resource_contact_resource_key_idx" ON "crm_resource_contact" USING btree ("resource_key");--> statement-breakpoint
CREATE INDEX "crm_resource_contact_contact_name_trgm_idx" ON "crm_resource_contact" USING gin ("contact_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_resource_contact_job_title_trgm_idx" ON "crm_resource_contact" USING gin ("job_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_resource_contact_mobile_trgm_idx" ON "crm_resource_contact" USING gin ("mobile" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_resource_cooperation_start_date_idx" ON "crm_resource_cooperation" USING btree ("start_date" DESC NULLS FIRST,"cooperation_key");--> statement-breakpoint
CREATE INDEX "crm_resource_cooperation_create_time_idx" ON "crm_resource_cooperation" USING btree ("create_time","cooperation_key");--> statement-breakpoint
CREATE INDEX "crm_resource_cooperation_update_time_idx" ON "crm_resource_cooperation" USING btree ("update_time","cooperation_key");--> statement-breakpoint
CREATE INDEX "crm_resource_cooperation_end_date_idx" ON "crm_resource_cooperation" USING btree ("end_date","cooperation_key");--> statement-breakpoint
CREATE INDEX "crm_resource_cooperation_amount_idx" ON "crm_resource_cooperation" USING btree ("amount","cooperation_key");--> statement-breakpoint
CREATE INDEX "crm_resource_cooperation_belong_depart_idx" ON "crm_resource_cooperation" USING btree ("belong_depart","start_date" DESC NULLS FIRST,"cooperation_key");--> statement-breakpoint
CREATE INDEX "crm_resource_cooperation_resource_key_idx" ON "crm_resource_cooperation" USING btree ("resource_key");--> statement-breakpoint
CREATE INDEX "crm_resource_cooperation_subject_trgm_idx" ON "crm_resource_cooperation" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_resource_cooperation_result_idx" ON "crm_resource_cooperation" USING btree ("result");--> statement-breakpoint
CREATE INDEX "crm_resource_cost_log_cost_date_idx" ON "crm_resource_cost_log" USING btree ("cost_date" DESC NULLS FIRST,"cost_log_key");--> statement-breakpoint
CREATE INDEX "crm_resource_cost_log_create_time_idx" ON "crm_resource_cost_log" USING btree ("create_time","cost_log_key");--> statement-breakpoint
CREATE INDEX "crm_resource_cost_log_update_time_idx" ON "crm_resource_cost_log" USING btree ("update_time","cost_log_key");--> statement-breakpoint
CREATE INDEX "crm_resource_cost_log_amount_idx" ON "crm_resource_cost_log" USING btree ("amount","cost_log_key");--> statement-breakpoint
CREATE INDEX "crm_resource_cost_log_belong_depart_idx" ON "crm_resource_cost_log" USING btree ("belong_depart","cost_date" DESC NULLS FIRST,"cost_log_key");--> statement-breakpoint
CREATE INDEX "crm_resource_cost_log_resource_key_idx" ON "crm_resource_cost_log" USING btree ("resource_key");--> statement-breakpoint
CREATE INDEX "crm_resource_cost_log_cost_item_trgm_idx" ON "crm_resource_cost_log" USING gin ("cost_item" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "crm_resource_industry_industry_uq" ON "crm_resource_industry" USING btree ("resource_key","industry") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "crm_resource_industry_create_time_idx" ON "crm_resource_industry" USING btree ("create_time" DESC NULLS FIRST,"industry_key");--> statement-breakpoint
CREATE INDEX "crm_resource_industry_update_time_idx" ON "crm_resource_industry" USING btree ("update_time","industry_key");--> statement-breakpoint
CREATE INDEX "crm_resource_industry_years_idx" ON "crm_resource_industry" USING btree ("years","industry_key");--> statement-breakpoint
CREATE INDEX "crm_resource_industry_belong_depart_idx" ON "crm_resource_industry" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"industry_key");--> statement-breakpoint
CREATE INDEX "crm_resource_industry_resource_key_idx" ON "crm_resource_industry" USING btree ("resource_key");--> statement-breakpoint
CREATE INDEX "crm_resource_industry_industry_idx" ON "crm_resource_industry" USING btree ("industry");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_resource_professional_professional_uq" ON "crm_resource_professional" USING btree ("resource_key","professional") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "crm_resource_professional_create_time_idx" ON "crm_resource_professional" USING btree ("create_time" DESC NULLS FIRST,"professional_key");--> statement-breakpoint
CREATE INDEX "crm_resource_professional_update_time_idx" ON "crm_resource_professional" USING btree ("update_time","professional_key");--> statement-breakpoint
CREATE INDEX "crm_resource_professional_years_idx" ON "crm_resource_professional" USING btree ("years","professional_key");--> statement-breakpoint
CREATE INDEX "crm_resource_professional_belong_depart_idx" ON "crm_resource_professional" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"professional_key");--> statement-breakpoint
CREATE INDEX "crm_resource_professional_resource_key_idx" ON "crm_resource_professional" USING btree ("resource_key");--> statement-breakpoint
CREATE INDEX "crm_resource_professional_professional_idx" ON "crm_resource_professional" USING btree ("professional");--> statement-breakpoint
CREATE INDEX "crm_resource_professional_qualification_trgm_idx" ON "crm_resource_professional" USING gin ("qualification" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "crm_resource_project_project_key_uq" ON "crm_resource_project" USING btree ("resource_key","project_key") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "crm_resource_project_period_start_idx" ON "crm_resource_project" USING btree ("period_start" DESC NULLS FIRST,"resource_project_key");--> statement-breakpoint
CREATE INDEX "crm_resource_project_create_time_idx" ON "crm_resource_project" USING btree ("create_time","resource_project_key");--> statement-breakpoint
CREATE INDEX "crm_resource_project_update_time_idx" ON "crm_resource_project" USING btree ("update_time","resource_project_key");--> statement-breakpoint
CREATE INDEX "crm_resource_project_period_end_idx" ON "crm_resource_project" USING btree ("period_end","resource_project_key");--> statement-breakpoint
CREATE INDEX "crm_resource_project_belong_depart_idx" ON "crm_resource_project" USING btree ("belong_depart","period_start" DESC NULLS FIRST,"resource_project_key");--> statement-breakpoint
CREATE INDEX "crm_resource_project_resource_key_idx" ON "crm_resource_project" USING btree ("resource_key");--> statement-breakpoint
CREATE INDEX "crm_resource_project_project_key_idx" ON "crm_resource_project" USING btree ("project_key");--> statement-breakpoint
CREATE INDEX "crm_resource_project_project_role_trgm_idx" ON "crm_resource_project" USING gin ("project_role" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_resource_purchase_purchase_date_idx" ON "crm_resource_purchase" USING btree ("purchase_date" DESC NULLS FIRST,"purchase_key");--> statement-breakpoint
CREATE INDEX "crm_resource_purchase_create_time_idx" ON "crm_resource_purchase" USING btree ("create_time","purchase_key");--> statement-breakpoint
CREATE INDEX "crm_resource_purchase_update_time_idx" ON "crm_resource_purchase" USING btree ("update_time","purchase_key");--> statement-breakpoint
CREATE INDEX "crm_resource_purchase_amount_idx" ON "crm_resource_purchase" USING btree ("amount","purchase_key");--> statement-breakpoint
CREATE INDEX "crm_resource_purchase_belong_depart_idx" ON "crm_resource_purchase" USING btree ("belong_depart","purchase_date" DESC NULLS FIRST,"purchase_key");--> statement-breakpoint
CREATE INDEX "crm_resource_purchase_resource_key_idx" ON "crm_resource_purchase" USING btree ("resource_key");--> statement-breakpoint
CREATE INDEX "crm_resource_purchase_purchase_title_trgm_idx" ON "crm_resource_purchase" USING gin ("purchase_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_resource_purchase_status_idx" ON "crm_resource_purchase" USING btree ("status");--> statement-breakpoint
CREATE INDEX "crm_resource_rating_create_time_idx" ON "crm_resource_rating" USING btree ("create_time" DESC NULLS FIRST,"rating_key");--> statement-breakpoint
CREATE INDEX "crm_resource_rating_update_time_idx" ON "crm_resource_rating" USING btree ("update_time","rating_key");--> statement-breakpoint
CREATE INDEX "crm_resource_rating_score_idx" ON "crm_resource_rating" USING btree ("score","rating_key");--> statement-breakpoint
CREATE INDEX "crm_resource_rating_rated_time_idx" ON "crm_resource_rating" USING btree ("rated_time","rating_key");--> statement-breakpoint
CREATE INDEX "crm_resource_rating_belong_depart_idx" ON "crm_resource_rating" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"rating_key");--> statement-breakpoint
CREATE INDEX "crm_resource_rating_resource_key_idx" ON "crm_resource_rating" USING btree ("resource_key");--> statement-breakpoint
CREATE INDEX "crm_resource_rating_rater_idx" ON "crm_resource_rating" USING btree ("rater");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_resource_tag_tag_uq" ON "crm_resource_tag" USING btree ("resource_key","tag") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "crm_resource_tag_create_time_idx" ON "crm_resource_tag" USING btree ("create_time" DESC NULLS FIRST,"tag_key");--> statement-breakpoint
CREATE INDEX "crm_resource_tag_update_time_idx" ON "crm_resource_tag" USING btree ("update_time","tag_key");--> statement-breakpoint
CREATE INDEX "crm_resource_tag_belong_depart_idx" ON "crm_resource_tag" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"tag_key");--> statement-breakpoint
CREATE INDEX "crm_resource_tag_resource_key_idx" ON "crm_resource_tag" USING btree ("resource_key");--> statement-breakpoint
CREATE INDEX "crm_resource_tag_tag_idx" ON "crm_resource_tag" USING btree ("tag");