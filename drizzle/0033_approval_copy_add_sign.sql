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
ALTER TABLE "wf_comment" ADD COLUMN "target_users" jsonb;--> statement-breakpoint
ALTER TABLE "wf_task" ADD COLUMN "parent_task_key" varchar(64);--> statement-breakpoint
ALTER TABLE "wf_task" ADD COLUMN "sign_kind" varchar(8);--> statement-breakpoint
CREATE UNIQUE INDEX "wf_copy_instance_user_uq" ON "wf_copy" USING btree ("instance_key","user_key");--> statement-breakpoint
CREATE INDEX "wf_copy_user_idx" ON "wf_copy" USING btree ("user_key","create_time");