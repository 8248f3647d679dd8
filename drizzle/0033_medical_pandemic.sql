ALTER TABLE "wf_instance" ADD COLUMN "parent_instance_key" varchar(64);--> statement-breakpoint
ALTER TABLE "wf_instance" ADD COLUMN "parent_token_key" varchar(64);--> statement-breakpoint
CREATE INDEX "wf_instance_parent_idx" ON "wf_instance" USING btree ("parent_instance_key");