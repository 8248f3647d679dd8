CREATE TABLE "sys_record_redirect" (
	"entity" varchar(64) NOT NULL,
	"from_key" varchar(64) NOT NULL,
	"to_key" varchar(64) NOT NULL,
	"merged_by" varchar(64),
	"merged_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_record_redirect_entity_from_key_pk" PRIMARY KEY("entity","from_key")
);
--> statement-breakpoint
CREATE INDEX "sys_record_redirect_to_idx" ON "sys_record_redirect" USING btree ("entity","to_key");