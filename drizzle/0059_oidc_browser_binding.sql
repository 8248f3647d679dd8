ALTER TABLE "sys_oidc_flow" ADD COLUMN "binding_hash" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_oidc_flow" ADD COLUMN "link_user_key" varchar(64);