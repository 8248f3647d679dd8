-- The application's own row (its name, station name and logo) is answered to every visitor of the
-- login page, and a process that keeps its callers (PGlite) keeps it beside them: a change to it
-- notifies the same channel, so the next call reads it anew. An insert changes nothing kept (an
-- unknown app key is never kept).
CREATE TRIGGER "sys_app_session_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "sys_app" FOR EACH STATEMENT EXECUTE FUNCTION "sys_session_changed"();
