CREATE TABLE "notify_digest_day" (
	"user_key" varchar(64) NOT NULL,
	"business_date" date NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notify_digest_day_user_key_business_date_pk" PRIMARY KEY("user_key","business_date")
);
--> statement-breakpoint
CREATE TABLE "notify_digest_item" (
	"item_key" varchar(64) PRIMARY KEY NOT NULL,
	"user_key" varchar(64) NOT NULL,
	"channel" varchar(16) NOT NULL,
	"event" varchar(32) NOT NULL,
	"title" varchar(500) NOT NULL,
	"link" varchar(1000),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"digest_key" varchar(200),
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notify_digest_item_waiting_idx" ON "notify_digest_item" USING btree ("user_key","channel","digest_key");