CREATE TABLE "notify_outbox" (
	"outbox_key" varchar(64) PRIMARY KEY NOT NULL,
	"user_key" varchar(64) NOT NULL,
	"channel" varchar(16) NOT NULL,
	"event" varchar(32) NOT NULL,
	"title" varchar(500) NOT NULL,
	"text" text NOT NULL,
	"link" varchar(2000),
	"status" varchar(16) DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" jsonb,
	"dedupe_key" varchar(200),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_time" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "notify_outbox_due_idx" ON "notify_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "notify_outbox_list_idx" ON "notify_outbox" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "notify_outbox_dedupe_idx" ON "notify_outbox" USING btree ("dedupe_key");