CREATE TABLE "sys_track_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event" varchar(64) NOT NULL,
	"page" varchar(255) NOT NULL,
	"label" varchar(100),
	"user_key" varchar(64) NOT NULL,
	"app_key" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_track_log_event_time_idx" ON "sys_track_log" USING btree ("event","create_time");