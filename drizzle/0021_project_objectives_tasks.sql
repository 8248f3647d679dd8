CREATE TABLE "okr_key_result" (
	"key_result_key" varchar(64) PRIMARY KEY NOT NULL,
	"objective_key" varchar(64) NOT NULL,
	"title" varchar(200) NOT NULL,
	"owner" varchar(64) NOT NULL,
	"weight" integer DEFAULT 1 NOT NULL,
	"target_value" numeric(20, 6),
	"current_value" numeric(20, 6),
	"unit" varchar(20),
	"progress" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "okr_key_result_check_in" (
	"check_in_key" varchar(64) PRIMARY KEY NOT NULL,
	"key_result_key" varchar(64) NOT NULL,
	"progress" integer NOT NULL,
	"current_value" numeric(20, 6),
	"note" text NOT NULL,
	"check_in_time" timestamp with time zone,
	"checked_by" varchar(64),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "okr_objective" (
	"objective_key" varchar(64) PRIMARY KEY NOT NULL,
	"project_key" varchar(64) NOT NULL,
	"title" varchar(200) NOT NULL,
	"owner" varchar(64) NOT NULL,
	"weight" integer DEFAULT 1 NOT NULL,
	"start_date" varchar(10),
	"end_date" varchar(10),
	"progress" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "okr_task" (
	"task_key" varchar(64) PRIMARY KEY NOT NULL,
	"project_key" varchar(64) NOT NULL,
	"title" varchar(200) NOT NULL,
	"status" varchar(64) DEFAULT 'todo' NOT NULL,
	"priority" varchar(64) DEFAULT 'medium' NOT NULL,
	"assignee" varchar(64),
	"due_date" varchar(10),
	"key_result_key" varchar(64),
	"parent_task_key" varchar(64),
	"description" text,
	"attachments" text,
	"done_time" timestamp with time zone,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "okr_task_comment" (
	"comment_key" varchar(64) PRIMARY KEY NOT NULL,
	"task_key" varchar(64) NOT NULL,
	"content" text NOT NULL,
	"comment_time" timestamp with time zone,
	"commenter" varchar(64),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "okr_key_result_create_time_idx" ON "okr_key_result" USING btree ("create_time","key_result_key");--> statement-breakpoint
CREATE INDEX "okr_key_result_update_time_idx" ON "okr_key_result" USING btree ("update_time","key_result_key");--> statement-breakpoint
CREATE INDEX "okr_key_result_progress_idx" ON "okr_key_result" USING btree ("progress","key_result_key");--> statement-breakpoint
CREATE INDEX "okr_key_result_objective_key_idx" ON "okr_key_result" USING btree ("objective_key");--> statement-breakpoint
CREATE INDEX "okr_key_result_title_trgm_idx" ON "okr_key_result" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "okr_key_result_owner_idx" ON "okr_key_result" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "okr_key_result_check_in_check_in_time_idx" ON "okr_key_result_check_in" USING btree ("check_in_time" DESC NULLS FIRST,"check_in_key");--> statement-breakpoint
CREATE INDEX "okr_key_result_check_in_create_time_idx" ON "okr_key_result_check_in" USING btree ("create_time","check_in_key");--> statement-breakpoint
CREATE INDEX "okr_key_result_check_in_update_time_idx" ON "okr_key_result_check_in" USING btree ("update_time","check_in_key");--> statement-breakpoint
CREATE INDEX "okr_key_result_check_in_key_result_key_idx" ON "okr_key_result_check_in" USING btree ("key_result_key");--> statement-breakpoint
CREATE INDEX "okr_objective_create_time_idx" ON "okr_objective" USING btree ("create_time","objective_key");--> statement-breakpoint
CREATE INDEX "okr_objective_update_time_idx" ON "okr_objective" USING btree ("update_time","objective_key");--> statement-breakpoint
CREATE INDEX "okr_objective_progress_idx" ON "okr_objective" USING btree ("progress","objective_key");--> statement-breakpoint
CREATE INDEX "okr_objective_project_key_idx" ON "okr_objective" USING btree ("project_key");--> statement-breakpoint
CREATE INDEX "okr_objective_title_trgm_idx" ON "okr_objective" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "okr_objective_owner_idx" ON "okr_objective" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "okr_task_create_time_idx" ON "okr_task" USING btree ("create_time" DESC NULLS FIRST,"task_key");--> statement-breakpoint
CREATE INDEX "okr_task_update_time_idx" ON "okr_task" USING btree ("update_time","task_key");--> statement-breakpoint
CREATE INDEX "okr_task_due_date_idx" ON "okr_task" USING btree ("due_date","task_key");--> statement-breakpoint
CREATE INDEX "okr_task_project_key_idx" ON "okr_task" USING btree ("project_key");--> statement-breakpoint
CREATE INDEX "okr_task_title_trgm_idx" ON "okr_task" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "okr_task_status_idx" ON "okr_task" USING btree ("status");--> statement-breakpoint
CREATE INDEX "okr_task_priority_idx" ON "okr_task" USING btree ("priority");--> statement-breakpoint
CREATE INDEX "okr_task_assignee_idx" ON "okr_task" USING btree ("assignee");--> statement-breakpoint
CREATE INDEX "okr_task_comment_comment_time_idx" ON "okr_task_comment" USING btree ("comment_time" DESC NULLS FIRST,"comment_key");--> statement-breakpoint
CREATE INDEX "okr_task_comment_create_time_idx" ON "okr_task_comment" USING btree ("create_time","comment_key");--> statement-breakpoint
CREATE INDEX "okr_task_comment_update_time_idx" ON "okr_task_comment" USING btree ("update_time","comment_key");--> statement-breakpoint
CREATE INDEX "okr_task_comment_task_key_idx" ON "okr_task_comment" USING btree ("task_key");