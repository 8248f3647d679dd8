ALTER TABLE "wf_instance" ADD COLUMN "urge_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wf_task" ADD COLUMN "delegator" varchar(64);--> statement-breakpoint
ALTER TABLE "wf_task" ADD COLUMN "delegation" varchar(16);