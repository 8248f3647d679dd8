CREATE TABLE "sys_user_position" (
	"user_key" varchar(64) NOT NULL,
	"position_key" varchar(64) NOT NULL,
	CONSTRAINT "sys_user_position_user_key_position_key_pk" PRIMARY KEY("user_key","position_key")
);
--> statement-breakpoint
CREATE TABLE "wf_copy" (
	"copy_key" varchar(64) PRIMARY KEY NOT NULL,
	"instance_key" varchar(64) NOT NULL,
	"user_key" varchar(64) NOT NULL,
	"task_key" varchar(64),
	"node_id" varchar(128),
	"node_name" varchar(200),
	"from_user" varchar(64),
	"from_user_name" varchar(64),
	"comment" varchar(1000),
	"read_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_timer" (
	"timer_key" varchar(64) PRIMARY KEY NOT NULL,
	"instance_key" varchar(64) NOT NULL,
	"task_key" varchar(64) NOT NULL,
	"token_key" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"node_id" varchar(128) NOT NULL,
	"fire_at" timestamp with time zone NOT NULL,
	"fired" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'WAITING' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wf_comment" ADD COLUMN "target_users" jsonb;--> statement-breakpoint
ALTER TABLE "wf_instance" ADD COLUMN "parent_instance_key" varchar(64);--> statement-breakpoint
ALTER TABLE "wf_instance" ADD COLUMN "parent_token_key" varchar(64);--> statement-breakpoint
ALTER TABLE "wf_task" ADD COLUMN "parent_task_key" varchar(64);--> statement-breakpoint
ALTER TABLE "wf_task" ADD COLUMN "sign_kind" varchar(8);--> statement-breakpoint
CREATE INDEX "sys_user_position_position_idx" ON "sys_user_position" USING btree ("position_key");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_copy_instance_user_uq" ON "wf_copy" USING btree ("instance_key","user_key");--> statement-breakpoint
CREATE INDEX "wf_copy_user_idx" ON "wf_copy" USING btree ("user_key","create_time");--> statement-breakpoint
CREATE INDEX "wf_timer_due_idx" ON "wf_timer" USING btree ("status","fire_at");--> statement-breakpoint
CREATE INDEX "wf_timer_instance_idx" ON "wf_timer" USING btree ("instance_key","status");--> statement-breakpoint
CREATE INDEX "wf_instance_parent_idx" ON "wf_instance" USING btree ("parent_instance_key");