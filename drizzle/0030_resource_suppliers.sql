CREATE TABLE "crm_resource_supplier" (
	"correlation_key" varchar(64) PRIMARY KEY NOT NULL,
	"resource_key" varchar(64) NOT NULL,
	"supplier_key" varchar(64) NOT NULL,
	"relation" varchar(64) NOT NULL,
	"since" varchar(10),
	"remark" text,
	"belong_depart" varchar(64),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_by" varchar(64),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"del_flag" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "crm_resource_supplier_supplier_key_uq" ON "crm_resource_supplier" USING btree ("resource_key","supplier_key") WHERE del_flag = 0;--> statement-breakpoint
CREATE INDEX "crm_resource_supplier_create_time_idx" ON "crm_resource_supplier" USING btree ("create_time" DESC NULLS FIRST,"correlation_key");--> statement-breakpoint
CREATE INDEX "crm_resource_supplier_update_time_idx" ON "crm_resource_supplier" USING btree ("update_time","correlation_key");--> statement-breakpoint
CREATE INDEX "crm_resource_supplier_since_idx" ON "crm_resource_supplier" USING btree ("since","correlation_key");--> statement-breakpoint
CREATE INDEX "crm_resource_supplier_belong_depart_idx" ON "crm_resource_supplier" USING btree ("belong_depart","create_time" DESC NULLS FIRST,"correlation_key");--> statement-breakpoint
CREATE INDEX "crm_resource_supplier_resource_key_idx" ON "crm_resource_supplier" USING btree ("resource_key");--> statement-breakpoint
CREATE INDEX "crm_resource_supplier_supplier_key_idx" ON "crm_resource_supplier" USING btree ("supplier_key");--> statement-breakpoint
CREATE INDEX "crm_resource_supplier_relation_idx" ON "crm_resource_supplier" USING btree ("relation");