CREATE TABLE "crm_clue" (
	"clue_key" varchar(64) PRIMARY KEY NOT NULL,
	"contact_name" varchar(50) NOT NULL,
	"company_name" varchar(100),
	"mobile" varchar(128) NOT NULL,
	"email" varchar(128),
	"source" varchar(64) DEFAULT 'manual' NOT NULL,
	"intention" varchar(100),
	"region" varchar(64),
	"content" text,
	"status" varchar(64) DEFAULT 'new' NOT NULL,
	"follower" varchar(64),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "crm_clue_create_time_idx" ON "crm_clue" USING btree ("create_time");