CREATE TABLE "excel_import_written" (
	"import_key" varchar(36) NOT NULL,
	"record_key" varchar(64) NOT NULL,
	"row_number" integer NOT NULL,
	CONSTRAINT "excel_import_written_import_key_record_key_pk" PRIMARY KEY("import_key","record_key")
);
--> statement-breakpoint
ALTER TABLE "excel_import" ADD COLUMN "duplicate_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "excel_import" ADD COLUMN "duplicates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "excel_import_written" ADD CONSTRAINT "excel_import_written_import_key_excel_import_import_key_fk" FOREIGN KEY ("import_key") REFERENCES "public"."excel_import"("import_key") ON DELETE cascade ON UPDATE no action;