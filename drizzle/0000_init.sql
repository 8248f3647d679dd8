CREATE TABLE "sys_app" (
	"app_key" varchar(64) PRIMARY KEY NOT NULL,
	"app_name" varchar(100) NOT NULL,
	"station_name" varchar(100),
	"station_logo" text,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_file" (
	"file_key" varchar(64) PRIMARY KEY NOT NULL,
	"storage_name" varchar(128) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"content_type" varchar(128) NOT NULL,
	"size" integer NOT NULL,
	"file_group_key" varchar(64),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role_permission" (
	"role_key" varchar(64) NOT NULL,
	"permission_key" varchar(64) NOT NULL,
	CONSTRAINT "sys_role_permission_role_key_permission_key_pk" PRIMARY KEY("role_key","permission_key")
);
--> statement-breakpoint
CREATE TABLE "sys_token" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_key" varchar(64) NOT NULL,
	"app_key" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"expire_time" timestamp with time zone NOT NULL,
	"revoke_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_user_depart" (
	"user_key" varchar(64) NOT NULL,
	"depart_key" varchar(64) NOT NULL,
	CONSTRAINT "sys_user_depart_user_key_depart_key_pk" PRIMARY KEY("user_key","depart_key")
);
--> statement-breakpoint
CREATE TABLE "sys_user_role" (
	"user_key" varchar(64) NOT NULL,
	"role_key" varchar(64) NOT NULL,
	CONSTRAINT "sys_user_role_user_key_role_key_pk" PRIMARY KEY("user_key","role_key")
);
--> statement-breakpoint
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
CREATE TABLE "sys_audit_log" (
	"audit_key" varchar(64) PRIMARY KEY NOT NULL,
	"entity" varchar(64) NOT NULL,
	"record_key" varchar(64) NOT NULL,
	"action" varchar(16) NOT NULL,
	"changes" jsonb NOT NULL,
	"operator" varchar(64),
	"operator_name" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_depart" (
	"depart_key" varchar(64) PRIMARY KEY NOT NULL,
	"depart_name" varchar(100) NOT NULL,
	"parent_key" varchar(64),
	"org_code" varchar(64) NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
	"description" text,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dict" (
	"dict_key" varchar(64) PRIMARY KEY NOT NULL,
	"dict_code" varchar(64) NOT NULL,
	"dict_name" varchar(64) NOT NULL,
	"tree" boolean,
	"description" text,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dict_item" (
	"item_key" varchar(64) PRIMARY KEY NOT NULL,
	"dict_key" varchar(64) NOT NULL,
	"item_value" varchar(64) NOT NULL,
	"item_text" varchar(100) NOT NULL,
	"parent_key" varchar(64),
	"sort_no" integer,
	"status" varchar(64) NOT NULL,
	"description" text,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_permission" (
	"permission_key" varchar(64) PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"name" varchar(100) NOT NULL,
	"menu_type" varchar(64) DEFAULT '1' NOT NULL,
	"parent_key" varchar(64),
	"path" varchar(255),
	"component" varchar(255),
	"redirect" varchar(255),
	"icon" varchar(64),
	"perms" varchar(255),
	"sort_no" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"always_show" boolean DEFAULT false NOT NULL,
	"keep_alive" boolean DEFAULT false NOT NULL,
	"internal_or_external" boolean DEFAULT false NOT NULL,
	"url" varchar(255),
	"route" varchar(64) DEFAULT '1' NOT NULL,
	"prevent" varchar(255),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_position" (
	"position_key" varchar(64) PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"rank" integer,
	"description" text,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"role_key" varchar(64) PRIMARY KEY NOT NULL,
	"role_code" varchar(64) NOT NULL,
	"role_name" varchar(64) NOT NULL,
	"description" text,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user" (
	"user_key" varchar(64) PRIMARY KEY NOT NULL,
	"username" varchar(18) NOT NULL,
	"realname" varchar(64) NOT NULL,
	"phone" varchar(128),
	"email" varchar(128),
	"sex" varchar(64) DEFAULT '1' NOT NULL,
	"birthday" varchar(10),
	"avatar" text,
	"status" varchar(64) DEFAULT '1' NOT NULL,
	"password_hash" varchar(255) NOT NULL,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_file_storage_name_uq" ON "sys_file" USING btree ("storage_name");--> statement-breakpoint
CREATE INDEX "sys_token_user_idx" ON "sys_token" USING btree ("user_key");--> statement-breakpoint
CREATE INDEX "sys_user_depart_depart_idx" ON "sys_user_depart" USING btree ("depart_key");--> statement-breakpoint
CREATE INDEX "sys_user_setting_user_idx" ON "sys_user_setting" USING btree ("user_key");--> statement-breakpoint
CREATE INDEX "biz_message_type_idx" ON "biz_message" USING btree ("message_type","status");--> statement-breakpoint
CREATE INDEX "biz_message_acceptor_ref_idx" ON "biz_message_acceptor" USING btree ("ref_key","read_status");--> statement-breakpoint
CREATE INDEX "sys_audit_log_record_idx" ON "sys_audit_log" USING btree ("entity","record_key","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_depart_org_code_uq" ON "sys_depart" USING btree ("org_code") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "sys_depart_create_time_idx" ON "sys_depart" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_dict_code_uq" ON "sys_dict" USING btree ("dict_code") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "sys_dict_create_time_idx" ON "sys_dict" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_item_item_value_uq" ON "sys_dict_item" USING btree ("dict_key","item_value") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "sys_dict_item_create_time_idx" ON "sys_dict_item" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_permission_name_uq" ON "sys_permission" USING btree ("name") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "sys_permission_create_time_idx" ON "sys_permission" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_position_code_uq" ON "sys_position" USING btree ("code") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "sys_position_create_time_idx" ON "sys_position" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_role_code_uq" ON "sys_role" USING btree ("role_code") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "sys_role_create_time_idx" ON "sys_role" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_username_uq" ON "sys_user" USING btree ("username") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "sys_user_create_time_idx" ON "sys_user" USING btree ("create_time");