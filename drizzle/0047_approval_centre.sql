CREATE TABLE "wf_draft" (
	"draft_key" varchar(64) PRIMARY KEY NOT NULL,
	"user_key" varchar(64) NOT NULL,
	"model_key" varchar(64) NOT NULL,
	"title" varchar(200),
	"form_data" jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wf_model" ADD COLUMN "icon" varchar(64);--> statement-breakpoint
ALTER TABLE "wf_model" ADD COLUMN "start_scope" jsonb;--> statement-breakpoint
CREATE INDEX "wf_draft_user_idx" ON "wf_draft" USING btree ("user_key","update_time");