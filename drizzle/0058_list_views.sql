CREATE TABLE "sys_list_view" (
	"view_key" varchar(64) PRIMARY KEY NOT NULL,
	"entity" varchar(64) NOT NULL,
	"owner_key" varchar(64) NOT NULL,
	"name" varchar(64) NOT NULL,
	"settings" jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"share_roles" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"share_departments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_list_view_default" (
	"user_key" varchar(64) NOT NULL,
	"entity" varchar(64) NOT NULL,
	"view_key" varchar(64) NOT NULL,
	CONSTRAINT "sys_list_view_default_user_key_entity_pk" PRIMARY KEY("user_key","entity")
);
--> statement-breakpoint
ALTER TABLE "sys_list_view_default" ADD CONSTRAINT "sys_list_view_default_view_key_sys_list_view_view_key_fk" FOREIGN KEY ("view_key") REFERENCES "public"."sys_list_view"("view_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sys_list_view_owner_name_uq" ON "sys_list_view" USING btree ("owner_key","entity","name");--> statement-breakpoint
CREATE INDEX "sys_list_view_shared_idx" ON "sys_list_view" USING btree ("entity","shared");--> statement-breakpoint
CREATE INDEX "sys_list_view_default_view_idx" ON "sys_list_view_default" USING btree ("view_key");