ALTER TABLE "wf_instance" ADD COLUMN "request_no" varchar(40);--> statement-breakpoint
CREATE UNIQUE INDEX "wf_instance_request_no_idx" ON "wf_instance" USING btree ("request_no");