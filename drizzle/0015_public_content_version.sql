CREATE TABLE "public_content_version" (
	"topic" varchar(32) PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"change_time" timestamp with time zone DEFAULT now() NOT NULL
);
