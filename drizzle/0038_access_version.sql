CREATE TABLE "sys_access_version" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "sys_access_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Moves the version with every statement that changes who may reach what, in that statement's transaction.
CREATE FUNCTION "sys_access_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "sys_access_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sys_depart_access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_depart" FOR EACH STATEMENT EXECUTE FUNCTION "sys_access_changed"();--> statement-breakpoint
CREATE TRIGGER "sys_role_access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_role" FOR EACH STATEMENT EXECUTE FUNCTION "sys_access_changed"();--> statement-breakpoint
CREATE TRIGGER "sys_permission_access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_permission" FOR EACH STATEMENT EXECUTE FUNCTION "sys_access_changed"();--> statement-breakpoint
CREATE TRIGGER "sys_role_permission_access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_role_permission" FOR EACH STATEMENT EXECUTE FUNCTION "sys_access_changed"();--> statement-breakpoint
CREATE TRIGGER "sys_user_role_access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_user_role" FOR EACH STATEMENT EXECUTE FUNCTION "sys_access_changed"();--> statement-breakpoint
CREATE TRIGGER "sys_depart_permission_access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_depart_permission" FOR EACH STATEMENT EXECUTE FUNCTION "sys_access_changed"();--> statement-breakpoint
CREATE TRIGGER "sys_user_depart_access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_user_depart" FOR EACH STATEMENT EXECUTE FUNCTION "sys_access_changed"();--> statement-breakpoint
CREATE TRIGGER "sys_permission_group_access_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sys_permission_group" FOR EACH STATEMENT EXECUTE FUNCTION "sys_access_changed"();
