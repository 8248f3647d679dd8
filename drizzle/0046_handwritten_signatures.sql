CREATE TABLE "wf_default_signature" (
	"user_key" varchar(64) PRIMARY KEY NOT NULL,
	"file_key" varchar(64) NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wf_comment" ADD COLUMN "signature" varchar(64);