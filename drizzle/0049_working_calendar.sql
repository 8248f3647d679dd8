CREATE TABLE "working_calendar_day" (
	"day" varchar(10) PRIMARY KEY NOT NULL,
	"working" boolean NOT NULL,
	"name" varchar(50) NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
