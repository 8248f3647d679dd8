ALTER TABLE "sys_depart" ADD COLUMN "depart_name_en" varchar(100);--> statement-breakpoint
ALTER TABLE "sys_role" ADD COLUMN "role_name_en" varchar(100);--> statement-breakpoint
ALTER TABLE "wf_model" ADD COLUMN "name_en" varchar(100);--> statement-breakpoint
ALTER TABLE "wf_model" ADD COLUMN "category_en" varchar(100);