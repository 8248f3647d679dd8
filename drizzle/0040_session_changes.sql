-- Tells a process that keeps its signed-in callers (PGlite) that what a token establishes may have
-- changed: a token revoked, a user frozen, renamed or deleted. Sent at the commit of the statement's
-- transaction, to whoever listens.
CREATE FUNCTION "sys_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sys_session_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sys_token_session_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "sys_token" FOR EACH STATEMENT EXECUTE FUNCTION "sys_session_changed"();--> statement-breakpoint
CREATE TRIGGER "sys_user_session_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "sys_user" FOR EACH STATEMENT EXECUTE FUNCTION "sys_session_changed"();--> statement-breakpoint
-- Roles and departments are part of what a token establishes too, and the access version read with it.
CREATE OR REPLACE FUNCTION "sys_access_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "sys_access_version" SET "version" = "version" + 1 WHERE "id" = 1;
  PERFORM pg_notify('sys_session_changed', '');
  RETURN NULL;
END
$$;
