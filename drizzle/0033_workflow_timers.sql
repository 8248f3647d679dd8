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
CREATE INDEX "wf_timer_due_idx" ON "wf_timer" USING btree ("status","fire_at");--> statement-breakpoint
CREATE INDEX "wf_timer_instance_idx" ON "wf_timer" USING btree ("instance_key","status");