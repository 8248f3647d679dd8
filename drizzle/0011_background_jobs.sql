CREATE TABLE "excel_import" (
	"import_key" varchar(36) PRIMARY KEY NOT NULL,
	"owner_key" varchar(64) NOT NULL,
	"app_key" varchar(64),
	"entity" varchar(64) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"locale" varchar(8) NOT NULL,
	"headers" jsonb NOT NULL,
	"targets" jsonb NOT NULL,
	"fixed" jsonb NOT NULL,
	"status" varchar(16) NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"succeeded" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"error_file" "bytea",
	"stopped_by" text,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"finish_time" timestamp with time zone,
	"expire_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "excel_import_failure" (
	"import_key" varchar(36) NOT NULL,
	"row_number" integer NOT NULL,
	"cells" jsonb NOT NULL,
	"reason" text NOT NULL,
	CONSTRAINT "excel_import_failure_import_key_row_number_pk" PRIMARY KEY("import_key","row_number")
);
--> statement-breakpoint
CREATE TABLE "excel_import_page" (
	"import_key" varchar(36) NOT NULL,
	"page_no" integer NOT NULL,
	"rows" jsonb NOT NULL,
	CONSTRAINT "excel_import_page_import_key_page_no_pk" PRIMARY KEY("import_key","page_no")
);
--> statement-breakpoint
CREATE TABLE "sys_job_run" (
	"run_id" serial PRIMARY KEY NOT NULL,
	"job_name" varchar(64) NOT NULL,
	"job_id" varchar(36) NOT NULL,
	"worker" varchar(128) NOT NULL,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"finish_time" timestamp with time zone,
	"outcome" varchar(16) DEFAULT 'running' NOT NULL,
	"detail" text
);
--> statement-breakpoint
ALTER TABLE "excel_import_failure" ADD CONSTRAINT "excel_import_failure_import_key_excel_import_import_key_fk" FOREIGN KEY ("import_key") REFERENCES "public"."excel_import"("import_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excel_import_page" ADD CONSTRAINT "excel_import_page_import_key_excel_import_import_key_fk" FOREIGN KEY ("import_key") REFERENCES "public"."excel_import"("import_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "excel_import_owner_idx" ON "excel_import" USING btree ("owner_key","status");--> statement-breakpoint
CREATE INDEX "excel_import_expire_idx" ON "excel_import" USING btree ("expire_time");--> statement-breakpoint
CREATE INDEX "sys_job_run_job_idx" ON "sys_job_run" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "sys_job_run_start_idx" ON "sys_job_run" USING btree ("start_time");