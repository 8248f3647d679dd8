CREATE TABLE "sys_user_position" (
	"user_key" varchar(64) NOT NULL,
	"position_key" varchar(64) NOT NULL,
	CONSTRAINT "sys_user_position_user_key_position_key_pk" PRIMARY KEY("user_key","position_key")
);
--> statement-breakpoint
CREATE INDEX "sys_user_position_position_idx" ON "sys_user_position" USING btree ("position_key");