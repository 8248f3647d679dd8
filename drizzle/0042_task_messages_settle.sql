ALTER TABLE "biz_message" ADD COLUMN "task_key" varchar(64);--> statement-breakpoint
CREATE INDEX "biz_message_task_idx" ON "biz_message" USING btree ("task_key");--> statement-breakpoint
-- Messages written before the column name their task only in their link.
UPDATE "biz_message" SET "task_key" = substring("biz_link" from '^/home/workbench/pending\?taskId=([^&#]+)')
  WHERE "message_type" = 'BUSINESS' AND "biz_link" LIKE '/home/workbench/pending?taskId=%';--> statement-breakpoint
-- A business message about an approval task is handled for a recipient once the task no longer
-- waits for them: it was decided (by anyone, a timer included), canceled (a withdrawal, a path that
-- closed), or it now lies with someone else (handed over, delegated, claimed by another candidate).
-- Every path that changes a task passes here, so no action can forget it.
CREATE FUNCTION "biz_message_settle_for_task"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "biz_message_acceptor" a SET "read_status" = 'READED', "read_time" = now()
  FROM "biz_message" m
  WHERE m."task_key" = NEW."task_key" AND a."message_key" = m."message_key" AND a."read_status" = 'UNREAD'
    AND (NEW."status" <> 'PENDING' OR (NEW."assignee" IS NOT NULL AND a."ref_key" <> NEW."assignee"));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "wf_task_settles_messages" AFTER UPDATE OF "status", "assignee" ON "wf_task" FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."assignee" IS DISTINCT FROM NEW."assignee")
  EXECUTE FUNCTION "biz_message_settle_for_task"();--> statement-breakpoint
-- What already no longer waits for its recipients.
UPDATE "biz_message_acceptor" a SET "read_status" = 'READED', "read_time" = now()
  FROM "biz_message" m JOIN "wf_task" t ON t."task_key" = m."task_key"
  WHERE a."message_key" = m."message_key" AND a."read_status" = 'UNREAD'
    AND (t."status" <> 'PENDING' OR (t."assignee" IS NOT NULL AND a."ref_key" <> t."assignee"));
