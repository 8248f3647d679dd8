ALTER TABLE "crm_business" ADD COLUMN "won_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crm_customer" ADD COLUMN "sign_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crm_order" ADD COLUMN "confirm_time" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "crm_business_won_time_idx" ON "crm_business" USING btree ("won_time","business_key");--> statement-breakpoint
CREATE INDEX "crm_customer_sign_time_idx" ON "crm_customer" USING btree ("sign_time","customer_key");--> statement-breakpoint
CREATE INDEX "crm_order_confirm_time_idx" ON "crm_order" USING btree ("confirm_time","order_key");--> statement-breakpoint
UPDATE "crm_customer" SET "sign_time" = "update_time" WHERE "status" = 'signed' AND "sign_time" IS NULL;--> statement-breakpoint
UPDATE "crm_business" SET "won_time" = "update_time" WHERE "stage" = 'won' AND "won_time" IS NULL;--> statement-breakpoint
UPDATE "crm_order" SET "confirm_time" = "update_time" WHERE "status" IN ('confirmed', 'completed') AND "confirm_time" IS NULL;
