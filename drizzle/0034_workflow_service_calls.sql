CREATE TABLE "wf_service_call" (
	"call_key" varchar(64) PRIMARY KEY NOT NULL,
	"instance_key" varchar(64) NOT NULL,
	"token_key" varchar(64) NOT NULL,
	"node_id" varchar(128) NOT NULL,
	"node_name" varchar(200),
	"request" jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'WAITING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" varchar(1000),
	"claim_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "wf_service_call_status_idx" ON "wf_service_call" USING btree ("status","create_time");--> statement-breakpoint
CREATE INDEX "wf_service_call_instance_idx" ON "wf_service_call" USING btree ("instance_key","status");