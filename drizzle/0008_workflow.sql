CREATE TABLE "wf_comment" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"instance_key" varchar(64) NOT NULL,
	"task_key" varchar(64),
	"node_id" varchar(128),
	"node_name" varchar(200),
	"action" varchar(16) NOT NULL,
	"user_key" varchar(64),
	"user_name" varchar(64),
	"target_user" varchar(64),
	"comment" varchar(1000),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_definition" (
	"definition_key" varchar(64) PRIMARY KEY NOT NULL,
	"model_key" varchar(64) NOT NULL,
	"process_key" varchar(128) NOT NULL,
	"version" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"xml" text NOT NULL,
	"graph" jsonb NOT NULL,
	"deploy_by" varchar(64),
	"deploy_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_instance" (
	"instance_key" varchar(64) PRIMARY KEY NOT NULL,
	"definition_key" varchar(64) NOT NULL,
	"model_key" varchar(64) NOT NULL,
	"process_key" varchar(128) NOT NULL,
	"process_name" varchar(200) NOT NULL,
	"version" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"business_key" varchar(128),
	"biz_type" varchar(64),
	"status" varchar(16) NOT NULL,
	"initiator" varchar(64) NOT NULL,
	"initiator_name" varchar(64) NOT NULL,
	"variables" jsonb NOT NULL,
	"form_data" jsonb NOT NULL,
	"engine_state" jsonb NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wf_model" (
	"model_key" varchar(64) PRIMARY KEY NOT NULL,
	"process_key" varchar(128) NOT NULL,
	"name" varchar(200) NOT NULL,
	"category" varchar(64),
	"description" varchar(500),
	"xml" text NOT NULL,
	"status" varchar(16) DEFAULT 'DRAFT' NOT NULL,
	"suspended" boolean DEFAULT false NOT NULL,
	"latest_version" integer DEFAULT 0 NOT NULL,
	"del_flag" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_task" (
	"task_key" varchar(64) PRIMARY KEY NOT NULL,
	"instance_key" varchar(64) NOT NULL,
	"token_key" varchar(64) NOT NULL,
	"node_id" varchar(128) NOT NULL,
	"task_name" varchar(200) NOT NULL,
	"loop_counter" integer,
	"model_key" varchar(64) NOT NULL,
	"process_name" varchar(200) NOT NULL,
	"title" varchar(200) NOT NULL,
	"business_key" varchar(128),
	"initiator" varchar(64) NOT NULL,
	"initiator_name" varchar(64) NOT NULL,
	"assignee" varchar(64),
	"owner" varchar(64),
	"status" varchar(16) DEFAULT 'PENDING' NOT NULL,
	"handled_by" varchar(64),
	"comment" varchar(1000),
	"due_date" timestamp with time zone,
	"priority" integer DEFAULT 50 NOT NULL,
	"form_key" varchar(200),
	"remind_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "wf_task_candidate" (
	"task_key" varchar(64) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"ref" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_transfer" (
	"transfer_key" varchar(64) PRIMARY KEY NOT NULL,
	"task_key" varchar(64) NOT NULL,
	"instance_key" varchar(64) NOT NULL,
	"from_user" varchar(64) NOT NULL,
	"to_user" varchar(64) NOT NULL,
	"message" varchar(1000),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "wf_comment_instance_idx" ON "wf_comment" USING btree ("instance_key","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_definition_model_version_uq" ON "wf_definition" USING btree ("model_key","version");--> statement-breakpoint
CREATE INDEX "wf_instance_initiator_idx" ON "wf_instance" USING btree ("initiator","start_time");--> statement-breakpoint
CREATE INDEX "wf_instance_business_idx" ON "wf_instance" USING btree ("biz_type","business_key");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_model_process_key_uq" ON "wf_model" USING btree ("process_key");--> statement-breakpoint
CREATE INDEX "wf_task_instance_idx" ON "wf_task" USING btree ("instance_key","status");--> statement-breakpoint
CREATE INDEX "wf_task_assignee_idx" ON "wf_task" USING btree ("assignee","status","create_time");--> statement-breakpoint
CREATE INDEX "wf_task_handled_idx" ON "wf_task" USING btree ("handled_by","end_time");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_task_candidate_uq" ON "wf_task_candidate" USING btree ("task_key","kind","ref");--> statement-breakpoint
CREATE INDEX "wf_task_candidate_ref_idx" ON "wf_task_candidate" USING btree ("ref","kind");--> statement-breakpoint
CREATE INDEX "wf_transfer_from_idx" ON "wf_transfer" USING btree ("from_user","create_time");--> statement-breakpoint
CREATE INDEX "wf_transfer_to_idx" ON "wf_transfer" USING btree ("to_user","create_time");