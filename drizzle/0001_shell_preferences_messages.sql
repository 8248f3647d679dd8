CREATE TABLE "sys_user_favorite" (
	"user_key" varchar(64) NOT NULL,
	"permission_key" varchar(64) NOT NULL,
	"menu_type" smallint DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_user_favorite_user_key_permission_key_pk" PRIMARY KEY("user_key","permission_key")
);
--> statement-breakpoint
CREATE TABLE "sys_user_setting" (
	"user_key" varchar(64) NOT NULL,
	"setting_key" varchar(64) NOT NULL,
	"value" jsonb NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_user_setting_user_key_setting_key_pk" PRIMARY KEY("user_key","setting_key")
);
--> statement-breakpoint
CREATE TABLE "biz_message" (
	"message_key" varchar(64) PRIMARY KEY NOT NULL,
	"message_type" varchar(16) NOT NULL,
	"message_category_key" varchar(64),
	"title" varchar(200),
	"message_content" text NOT NULL,
	"priority" varchar(8) DEFAULT 'NORMAL' NOT NULL,
	"status" varchar(16) DEFAULT 'PUBLISHED' NOT NULL,
	"attachment" text,
	"publisher" varchar(64),
	"publisher_name" varchar(64),
	"publish_time" timestamp with time zone,
	"biz_link" varchar(255),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biz_message_acceptor" (
	"message_key" varchar(64) NOT NULL,
	"ref_key" varchar(64) NOT NULL,
	"read_status" varchar(8) DEFAULT 'UNREAD' NOT NULL,
	"read_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "biz_message_acceptor_message_key_ref_key_pk" PRIMARY KEY("message_key","ref_key")
);
--> statement-breakpoint
CREATE TABLE "biz_message_category" (
	"message_category_key" varchar(64) PRIMARY KEY NOT NULL,
	"category_name" varchar(64) NOT NULL,
	"category_type" varchar(16) NOT NULL,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_user_setting_user_idx" ON "sys_user_setting" USING btree ("user_key");--> statement-breakpoint
CREATE INDEX "biz_message_type_idx" ON "biz_message" USING btree ("message_type","status");--> statement-breakpoint
CREATE INDEX "biz_message_acceptor_ref_idx" ON "biz_message_acceptor" USING btree ("ref_key","read_status");