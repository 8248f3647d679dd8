CREATE TABLE "sys_audit_log" (
	"audit_key" varchar(64) PRIMARY KEY NOT NULL,
	"entity" varchar(64) NOT NULL,
	"record_key" varchar(64) NOT NULL,
	"action" varchar(16) NOT NULL,
	"changes" jsonb NOT NULL,
	"operator" varchar(64),
	"operator_name" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_position" (
	"position_key" varchar(64) PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"rank" integer,
	"description" text,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_audit_log_record_idx" ON "sys_audit_log" USING btree ("entity","record_key","create_time");--> statement-breakpoint
CREATE INDEX "sys_position_create_time_idx" ON "sys_position" USING btree ("create_time");