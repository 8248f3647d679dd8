CREATE TABLE "crm_activity" (
	"activity_key" varchar(64) PRIMARY KEY NOT NULL,
	"activity_name" varchar(100) NOT NULL,
	"activity_type" varchar(64) NOT NULL,
	"channel_key" varchar(64),
	"start_date" varchar(10) NOT NULL,
	"end_date" varchar(10) NOT NULL,
	"budget" numeric(18, 2),
	"status" varchar(64) DEFAULT 'planned' NOT NULL,
	"owner" varchar(64),
	"content" text,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_channel" (
	"channel_key" varchar(64) PRIMARY KEY NOT NULL,
	"channel_name" varchar(50) NOT NULL,
	"channel_type" varchar(64) NOT NULL,
	"status" varchar(64) DEFAULT '1' NOT NULL,
	"owner" varchar(64),
	"remark" text,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_customer_follow" RENAME TO "crm_follow";--> statement-breakpoint
ALTER TABLE "crm_follow" RENAME COLUMN "customer_key" TO "subject_key";--> statement-breakpoint
ALTER TABLE "crm_follow" ADD COLUMN "subject_kind" varchar(64) DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_follow" ALTER COLUMN "subject_kind" DROP DEFAULT;--> statement-breakpoint
DROP INDEX "crm_customer_follow_follow_time_idx";--> statement-breakpoint
DROP INDEX "crm_customer_follow_create_time_idx";--> statement-breakpoint
DROP INDEX "crm_customer_follow_update_time_idx";--> statement-breakpoint
DROP INDEX "crm_customer_follow_belong_depart_idx";--> statement-breakpoint
DROP INDEX "crm_customer_follow_customer_key_idx";--> statement-breakpoint
DROP INDEX "crm_customer_follow_follow_type_idx";--> statement-breakpoint
DROP INDEX "crm_customer_follow_follower_idx";--> statement-breakpoint
ALTER TABLE "crm_clue" ADD COLUMN "channel_key" varchar(64);--> statement-breakpoint
ALTER TABLE "crm_clue" ADD COLUMN "activity_key" varchar(64);--> statement-breakpoint
ALTER TABLE "crm_clue" ADD COLUMN "in_pool" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "crm_clue" ADD COLUMN "distribute_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crm_clue" ADD COLUMN "last_follow_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crm_clue" ADD COLUMN "next_follow_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crm_clue" ADD COLUMN "invalid_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "crm_clue" ADD COLUMN "customer_key" varchar(64);--> statement-breakpoint
ALTER TABLE "crm_clue" ADD COLUMN "business_key" varchar(64);--> statement-breakpoint
ALTER TABLE "crm_clue" ADD COLUMN "convert_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crm_clue" ADD COLUMN "belong_depart" varchar(64);--> statement-breakpoint
ALTER TABLE "crm_customer" ADD COLUMN "clue_key" varchar(64);--> statement-breakpoint
CREATE INDEX "crm_activity_start_date_idx" ON "crm_activity" USING btree ("start_date" DESC NULLS FIRST,"activity_key");--> statement-breakpoint
CREATE INDEX "crm_activity_create_time_idx" ON "crm_activity" USING btree ("create_time","activity_key");--> statement-breakpoint
CREATE INDEX "crm_activity_update_time_idx" ON "crm_activity" USING btree ("update_time","activity_key");--> statement-breakpoint
CREATE INDEX "crm_activity_budget_idx" ON "crm_activity" USING btree ("budget","activity_key");--> statement-breakpoint
CREATE INDEX "crm_activity_activity_name_trgm_idx" ON "crm_activity" USING gin ("activity_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_activity_activity_type_idx" ON "crm_activity" USING btree ("activity_type");--> statement-breakpoint
CREATE INDEX "crm_activity_channel_key_idx" ON "crm_activity" USING btree ("channel_key");--> statement-breakpoint
CREATE INDEX "crm_activity_status_idx" ON "crm_activity" USING btree ("status");--> statement-breakpoint
CREATE INDEX "crm_activity_owner_idx" ON "crm_activity" USING btree ("owner");--> statement-breakpoint
CREATE UNIQUE INDEX "crm_channel_channel_name_uq" ON "crm_channel" USING btree ("channel_name") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "crm_channel_create_time_idx" ON "crm_channel" USING btree ("create_time" DESC NULLS FIRST,"channel_key");--> statement-breakpoint
CREATE INDEX "crm_channel_update_time_idx" ON "crm_channel" USING btree ("update_time","channel_key");--> statement-breakpoint
CREATE INDEX "crm_channel_channel_name_trgm_idx" ON "crm_channel" USING gin ("channel_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "crm_channel_channel_type_idx" ON "crm_channel" USING btree ("channel_type");--> statement-breakpoint
CREATE INDEX "crm_channel_status_idx" ON "crm_channel" USING btree ("status");--> statement-breakpoint
CREATE INDEX "crm_channel_owner_idx" ON "crm_channel" USING btree ("owner");--> statement-breakpoint
CREATE INDEX "crm_clue_distribute_time_idx" ON "crm_clue" USING btree ("distribute_time","clue_key");--> statement-breakpoint
CREATE INDEX "crm_clue_last_follow_time_idx" ON "crm_clue" USING btree ("last_follow_time","clue_key");--> statement-breakpoint
CREATE INDEX "crm_clue_next_follow_time_idx" ON "crm_clue" USING btree ("next_follow_time","clue_key");--> statement-breakpoint
CREATE INDEX "crm_clue_belong_depart_idx" ON "crm_clue" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"clue_key");--> statement-breakpoint
CREATE INDEX "crm_clue_channel_key_idx" ON "crm_clue" USING btree ("channel_key");--> statement-breakpoint
CREATE INDEX "crm_clue_activity_key_idx" ON "crm_clue" USING btree ("activity_key");--> statement-breakpoint
CREATE INDEX "crm_follow_follow_time_idx" ON "crm_follow" USING btree ("follow_time" DESC NULLS FIRST,"follow_key");--> statement-breakpoint
CREATE INDEX "crm_follow_create_time_idx" ON "crm_follow" USING btree ("create_time","follow_key");--> statement-breakpoint
CREATE INDEX "crm_follow_update_time_idx" ON "crm_follow" USING btree ("update_time","follow_key");--> statement-breakpoint
CREATE INDEX "crm_follow_belong_depart_idx" ON "crm_follow" USING btree ("belong_depart","follow_time" DESC NULLS FIRST,"follow_key");--> statement-breakpoint
CREATE INDEX "crm_follow_subject_key_idx" ON "crm_follow" USING btree ("subject_key","subject_kind");--> statement-breakpoint
CREATE INDEX "crm_follow_follow_type_idx" ON "crm_follow" USING btree ("follow_type");--> statement-breakpoint
CREATE INDEX "crm_follow_follower_idx" ON "crm_follow" USING btree ("follower");