CREATE TABLE "sys_search_word" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_search_word_trgm_idx" ON "sys_search_word" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "sys_search_word" ("word") SELECT DISTINCT w FROM "sys_search_entry", regexp_split_to_table("haystack", '[^a-z]+') AS w WHERE length(w) BETWEEN 4 AND 1000 ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "sys_search_entry" ALTER COLUMN "haystack" SET STATISTICS 10;--> statement-breakpoint
ANALYZE "sys_search_entry";
