CREATE TABLE "wf_print" (
	"code" varchar(10) PRIMARY KEY NOT NULL,
	"sha256" char(64) NOT NULL,
	"instance_key" varchar(64) NOT NULL,
	"issued_by" varchar(64) NOT NULL,
	"issue_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "wf_print_instance_idx" ON "wf_print" USING btree ("instance_key","issue_time");