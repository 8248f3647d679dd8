CREATE TABLE "sys_search_entry" (
	"entity" varchar(64) NOT NULL,
	"record_key" varchar(64) NOT NULL,
	"haystack" text NOT NULL,
	"source_time" timestamp with time zone,
	CONSTRAINT "sys_search_entry_entity_record_key_pk" PRIMARY KEY("entity","record_key")
);
--> statement-breakpoint
CREATE INDEX "sys_search_entry_haystack_trgm_idx" ON "sys_search_entry" USING gin ("haystack" gin_trgm_ops);