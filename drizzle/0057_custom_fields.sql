CREATE TABLE "sys_custom_field" (
	"field_key" varchar(64) PRIMARY KEY NOT NULL,
	"entity" varchar(64) NOT NULL,
	"column_name" varchar(64) NOT NULL,
	"label" varchar(64) NOT NULL,
	"label_en" varchar(128),
	"field_type" varchar(16) NOT NULL,
	"options" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"state" varchar(16) DEFAULT 'active' NOT NULL,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_custom_field_column_uq" ON "sys_custom_field" USING btree ("entity","column_name");--> statement-breakpoint
CREATE INDEX "sys_custom_field_entity_idx" ON "sys_custom_field" USING btree ("entity","sort");--> statement-breakpoint
-- A field added, changed or retired changes the shape of its kind: every process reads it again on its next call.
CREATE TRIGGER "sys_custom_field_access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_custom_field" FOR EACH STATEMENT EXECUTE FUNCTION "sys_access_changed"();
