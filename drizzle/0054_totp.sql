CREATE TABLE "sys_password_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_key" varchar(64) NOT NULL,
	"password_hash" varchar(255) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_sign_in_challenge" (
	"challenge_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_key" varchar(64) NOT NULL,
	"app_key" varchar(64),
	"step" varchar(16) NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"expire_time" timestamp with time zone NOT NULL,
	"used_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_user_mfa" (
	"user_key" varchar(64) PRIMARY KEY NOT NULL,
	"secret_sealed" varchar(255) NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"confirmed_time" timestamp with time zone,
	"last_used_step" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user_recovery_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_key" varchar(64) NOT NULL,
	"code_hash" varchar(255) NOT NULL,
	"used_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_password_history_user" ON "sys_password_history" USING btree ("user_key","create_time");--> statement-breakpoint
CREATE INDEX "sys_user_recovery_code_user" ON "sys_user_recovery_code" USING btree ("user_key");