CREATE TABLE "sys_saved_query" (
	"query_key" varchar(64) PRIMARY KEY NOT NULL,
	"owner_key" varchar(64) NOT NULL,
	"save_code" varchar(128) NOT NULL,
	"name" varchar(50) NOT NULL,
	"match_type" varchar(8) NOT NULL,
	"rules" jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_depart" ADD COLUMN "region" varchar(64);--> statement-breakpoint
CREATE UNIQUE INDEX "sys_saved_query_owner_name_uq" ON "sys_saved_query" USING btree ("owner_key","save_code","name");--> statement-breakpoint
CREATE INDEX "sys_saved_query_shared_idx" ON "sys_saved_query" USING btree ("save_code","shared");