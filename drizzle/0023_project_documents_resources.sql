CREATE TABLE "okr_project_document" (
	"document_key" varchar(64) PRIMARY KEY NOT NULL,
	"project_key" varchar(64) NOT NULL,
	"folder_key" varchar(64) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"version_no" integer,
	"size" integer,
	"content_type" varchar(128),
	"file_key" varchar(64),
	"uploader" varchar(64),
	"upload_time" timestamp with time zone,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "okr_project_document_version" (
	"version_key" varchar(64) PRIMARY KEY NOT NULL,
	"document_key" varchar(64) NOT NULL,
	"version_no" integer NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"size" integer,
	"content_type" varchar(128),
	"file_key" varchar(64),
	"uploader" varchar(64),
	"upload_time" timestamp with time zone,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "okr_project_folder" (
	"folder_key" varchar(64) PRIMARY KEY NOT NULL,
	"project_key" varchar(64) NOT NULL,
	"parent_folder_key" varchar(64),
	"folder_name" varchar(100) NOT NULL,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "okr_project_resource" (
	"resource_key" varchar(64) PRIMARY KEY NOT NULL,
	"project_key" varchar(64) NOT NULL,
	"resource_name" varchar(100) NOT NULL,
	"resource_type" varchar(64) NOT NULL,
	"project_role" varchar(100),
	"period_start" varchar(10) NOT NULL,
	"period_end" varchar(10) NOT NULL,
	"note" text,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_file" ADD COLUMN "served_publicly" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "okr_project_document_file_name_idx" ON "okr_project_document" USING btree ("file_name","document_key");--> statement-breakpoint
CREATE INDEX "okr_project_document_create_time_idx" ON "okr_project_document" USING btree ("create_time","document_key");--> statement-breakpoint
CREATE INDEX "okr_project_document_update_time_idx" ON "okr_project_document" USING btree ("update_time","document_key");--> statement-breakpoint
CREATE INDEX "okr_project_document_size_idx" ON "okr_project_document" USING btree ("size","document_key");--> statement-breakpoint
CREATE INDEX "okr_project_document_upload_time_idx" ON "okr_project_document" USING btree ("upload_time","document_key");--> statement-breakpoint
CREATE INDEX "okr_project_document_project_key_idx" ON "okr_project_document" USING btree ("project_key");--> statement-breakpoint
CREATE INDEX "okr_project_document_folder_key_idx" ON "okr_project_document" USING btree ("folder_key");--> statement-breakpoint
CREATE INDEX "okr_project_document_file_name_trgm_idx" ON "okr_project_document" USING gin ("file_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "okr_project_document_uploader_idx" ON "okr_project_document" USING btree ("uploader");--> statement-breakpoint
CREATE INDEX "okr_project_document_version_version_no_idx" ON "okr_project_document_version" USING btree ("version_no" DESC NULLS FIRST,"version_key");--> statement-breakpoint
CREATE INDEX "okr_project_document_version_create_time_idx" ON "okr_project_document_version" USING btree ("create_time","version_key");--> statement-breakpoint
CREATE INDEX "okr_project_document_version_update_time_idx" ON "okr_project_document_version" USING btree ("update_time","version_key");--> statement-breakpoint
CREATE INDEX "okr_project_document_version_document_key_idx" ON "okr_project_document_version" USING btree ("document_key");--> statement-breakpoint
CREATE INDEX "okr_project_folder_folder_name_idx" ON "okr_project_folder" USING btree ("folder_name","folder_key");--> statement-breakpoint
CREATE INDEX "okr_project_folder_create_time_idx" ON "okr_project_folder" USING btree ("create_time","folder_key");--> statement-breakpoint
CREATE INDEX "okr_project_folder_update_time_idx" ON "okr_project_folder" USING btree ("update_time","folder_key");--> statement-breakpoint
CREATE INDEX "okr_project_folder_project_key_idx" ON "okr_project_folder" USING btree ("project_key");--> statement-breakpoint
CREATE INDEX "okr_project_folder_parent_folder_key_idx" ON "okr_project_folder" USING btree ("parent_folder_key");--> statement-breakpoint
CREATE INDEX "okr_project_folder_folder_name_trgm_idx" ON "okr_project_folder" USING gin ("folder_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "okr_project_resource_period_start_idx" ON "okr_project_resource" USING btree ("period_start","resource_key");--> statement-breakpoint
CREATE INDEX "okr_project_resource_create_time_idx" ON "okr_project_resource" USING btree ("create_time","resource_key");--> statement-breakpoint
CREATE INDEX "okr_project_resource_update_time_idx" ON "okr_project_resource" USING btree ("update_time","resource_key");--> statement-breakpoint
CREATE INDEX "okr_project_resource_period_end_idx" ON "okr_project_resource" USING btree ("period_end","resource_key");--> statement-breakpoint
CREATE INDEX "okr_project_resource_project_key_idx" ON "okr_project_resource" USING btree ("project_key");--> statement-breakpoint
CREATE INDEX "okr_project_resource_resource_name_trgm_idx" ON "okr_project_resource" USING gin ("resource_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "okr_project_resource_resource_type_idx" ON "okr_project_resource" USING btree ("resource_type");--> statement-breakpoint
CREATE INDEX "okr_project_resource_project_role_trgm_idx" ON "okr_project_resource" USING gin ("project_role" gin_trgm_ops);