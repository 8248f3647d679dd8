CREATE TABLE "sys_login_code" (
	"code_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_key" varchar(64) NOT NULL,
	"app_key" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"expire_time" timestamp with time zone NOT NULL,
	"used_time" timestamp with time zone
);
