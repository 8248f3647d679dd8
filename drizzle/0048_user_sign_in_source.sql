ALTER TABLE "sys_user" ADD COLUMN "auth_source" varchar(64) DEFAULT 'local' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_user" ADD COLUMN "external_id" varchar(512);--> statement-breakpoint
CREATE INDEX "sys_user_auth_source_idx" ON "sys_user" USING btree ("auth_source");