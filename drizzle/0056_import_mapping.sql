ALTER TABLE "excel_import" ADD COLUMN "match_field" varchar(64);--> statement-breakpoint
ALTER TABLE "excel_import" ADD COLUMN "updated" integer DEFAULT 0 NOT NULL;