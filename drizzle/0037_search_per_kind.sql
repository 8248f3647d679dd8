DROP INDEX "sys_search_entry_haystack_trgm_idx";--> statement-breakpoint
CREATE INDEX "sys_search_entry_clue_trgm_idx" ON "sys_search_entry" USING gin ("haystack" gin_trgm_ops) WHERE entity = 'clue';--> statement-breakpoint
CREATE INDEX "sys_search_entry_customer_trgm_idx" ON "sys_search_entry" USING gin ("haystack" gin_trgm_ops) WHERE entity = 'customer';--> statement-breakpoint
CREATE INDEX "sys_search_entry_customerContact_trgm_idx" ON "sys_search_entry" USING gin ("haystack" gin_trgm_ops) WHERE entity = 'customerContact';--> statement-breakpoint
CREATE INDEX "sys_search_entry_business_trgm_idx" ON "sys_search_entry" USING gin ("haystack" gin_trgm_ops) WHERE entity = 'business';--> statement-breakpoint
CREATE INDEX "sys_search_entry_project_trgm_idx" ON "sys_search_entry" USING gin ("haystack" gin_trgm_ops) WHERE entity = 'project';--> statement-breakpoint
CREATE INDEX "sys_search_entry_contract_trgm_idx" ON "sys_search_entry" USING gin ("haystack" gin_trgm_ops) WHERE entity = 'contract';--> statement-breakpoint
CREATE INDEX "sys_search_entry_knowledge_trgm_idx" ON "sys_search_entry" USING gin ("haystack" gin_trgm_ops) WHERE entity = 'knowledge';--> statement-breakpoint
CREATE INDEX "sys_search_entry_supplier_trgm_idx" ON "sys_search_entry" USING gin ("haystack" gin_trgm_ops) WHERE entity = 'supplier';--> statement-breakpoint
CREATE INDEX "sys_search_entry_resource_trgm_idx" ON "sys_search_entry" USING gin ("haystack" gin_trgm_ops) WHERE entity = 'resource';--> statement-breakpoint
-- The haystack now also holds the pairs of neighbouring Chinese characters: entries are written anew at the next start.
DELETE FROM "sys_search_entry";
