CREATE TABLE "sys_oidc_flow" (
	"state_hash" varchar(64) PRIMARY KEY NOT NULL,
	"nonce" varchar(128) NOT NULL,
	"code_verifier" varchar(128) NOT NULL,
	"redirect_path" varchar(2000) NOT NULL,
	"redirect_uri" varchar(500) NOT NULL,
	"issuer" varchar(500) NOT NULL,
	"app_key" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"expire_time" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sys_oidc_flow_expire_idx" ON "sys_oidc_flow" USING btree ("expire_time");