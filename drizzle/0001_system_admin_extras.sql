CREATE TABLE "sys_depart_permission" (
	"depart_key" varchar(64) NOT NULL,
	"permission_key" varchar(64) NOT NULL,
	CONSTRAINT "sys_depart_permission_depart_key_permission_key_pk" PRIMARY KEY("depart_key","permission_key")
);
--> statement-breakpoint
CREATE TABLE "sys_app_binding" (
	"binding_key" varchar(64) PRIMARY KEY NOT NULL,
	"app_key" varchar(64) NOT NULL,
	"app_name" varchar(100) NOT NULL,
	"app_url" varchar(255),
	"status" varchar(64) DEFAULT '1' NOT NULL,
	"description" text,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_base_info" (
	"info_key" varchar(64) PRIMARY KEY NOT NULL,
	"station_name" varchar(64) NOT NULL,
	"station_logo" text,
	"company_name" varchar(100),
	"contact_phone" varchar(32),
	"contact_email" varchar(128),
	"address" varchar(255),
	"icp" varchar(64),
	"description" text,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_permission_group" (
	"group_key" varchar(64) PRIMARY KEY NOT NULL,
	"group_name" varchar(64) NOT NULL,
	"member_keys" text,
	"permission_keys" text,
	"description" text,
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_app_binding_app_key_uq" ON "sys_app_binding" USING btree ("app_key") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "sys_app_binding_create_time_idx" ON "sys_app_binding" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "sys_base_info_create_time_idx" ON "sys_base_info" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_permission_group_group_name_uq" ON "sys_permission_group" USING btree ("group_name") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "sys_permission_group_create_time_idx" ON "sys_permission_group" USING btree ("create_time");