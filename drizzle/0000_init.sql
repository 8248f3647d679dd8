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
CREATE TABLE "sys_depart" (
	"depart_key" varchar(64) PRIMARY KEY NOT NULL,
	"parent_key" varchar(64),
	"depart_name" varchar(100) NOT NULL,
	"org_code" varchar(64) NOT NULL,
	"sort_no" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "sys_permission" (
	"permission_key" varchar(64) PRIMARY KEY NOT NULL,
	"parent_key" varchar(64),
	"name" varchar(100) NOT NULL,
	"title" varchar(100) NOT NULL,
	"path" varchar(255),
	"component" varchar(255),
	"redirect" varchar(255),
	"icon" varchar(64),
	"menu_type" smallint DEFAULT 1 NOT NULL,
	"perms" varchar(255),
	"sort_no" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"always_show" boolean DEFAULT false NOT NULL,
	"keep_alive" boolean DEFAULT false NOT NULL,
	"internal_or_external" boolean DEFAULT false NOT NULL,
	"url" varchar(255),
	"route" varchar(1) DEFAULT '1' NOT NULL,
	"prevent" varchar(255),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role" (
	"role_key" varchar(64) PRIMARY KEY NOT NULL,
	"role_code" varchar(64) NOT NULL,
	"role_name" varchar(64) NOT NULL,
	"description" varchar(255),
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
CREATE TABLE "sys_user" (
	"user_key" varchar(64) PRIMARY KEY NOT NULL,
	"username" varchar(64) NOT NULL,
	"realname" varchar(64) NOT NULL,
	"password_hash" text NOT NULL,
	"phone" varchar(32),
	"email" varchar(128),
	"avatar" text,
	"sex" smallint DEFAULT 1 NOT NULL,
	"birthday" varchar(10),
	"status" smallint DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
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
CREATE INDEX "sys_depart_parent_idx" ON "sys_depart" USING btree ("parent_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_depart_org_code_uq" ON "sys_depart" USING btree ("org_code");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_file_storage_name_uq" ON "sys_file" USING btree ("storage_name");--> statement-breakpoint
CREATE INDEX "sys_permission_parent_idx" ON "sys_permission" USING btree ("parent_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_role_code_uq" ON "sys_role" USING btree ("role_code");--> statement-breakpoint
CREATE INDEX "sys_token_user_idx" ON "sys_token" USING btree ("user_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_user_username_uq" ON "sys_user" USING btree ("username");--> statement-breakpoint
CREATE INDEX "sys_user_depart_depart_idx" ON "sys_user_depart" USING btree ("depart_key");