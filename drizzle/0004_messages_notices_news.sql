CREATE TABLE "biz_news" (
	"news_key" varchar(64) PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"news_category_key" varchar(64) NOT NULL,
	"priority" varchar(8) DEFAULT 'NORMAL' NOT NULL,
	"news_content" text NOT NULL,
	"attachment" text,
	"status" varchar(16) DEFAULT 'DRAFT' NOT NULL,
	"publisher" varchar(64),
	"publisher_name" varchar(64),
	"publish_date" timestamp with time zone,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biz_news_category" (
	"news_category_key" varchar(64) PRIMARY KEY NOT NULL,
	"category_name" varchar(64) NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "biz_message_category" ALTER COLUMN "category_type" SET DATA TYPE varchar(64);--> statement-breakpoint
ALTER TABLE "biz_message" ADD COLUMN "ref_key" text;--> statement-breakpoint
ALTER TABLE "biz_message" ADD COLUMN "dept_key" text;--> statement-breakpoint
ALTER TABLE "biz_message_category" ADD COLUMN "del_flag" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "biz_news_public_idx" ON "biz_news" USING btree ("status","news_category_key","publish_date");--> statement-breakpoint
CREATE INDEX "biz_news_create_time_idx" ON "biz_news" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "biz_news_category_category_name_uq" ON "biz_news_category" USING btree ("category_name") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "biz_news_category_create_time_idx" ON "biz_news_category" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "biz_message_category_category_name_uq" ON "biz_message_category" USING btree ("category_type","category_name") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "biz_message_category_create_time_idx" ON "biz_message_category" USING btree ("create_time");