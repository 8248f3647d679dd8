import { and, inArray, lt, not, sql } from 'drizzle-orm';
import { FORM_FILE_GROUP } from '@/lib/contract/approval-form/attachments';
import { COMMENT_ATTACHMENT_GROUP } from '@/lib/contract/workflow-attachments';
import { SIGNATURE_GROUP } from '@/lib/contract/workflow-signature';
import type { Db } from '../../../db/client';
import { sysFile, wfDraft } from '../../../db/schema';
import type { FileStorage } from '../../../storage/file-storage';

/**
 * Files uploaded for an approval that no request took over: a form's attachment, a comment's file
 * or a signature whose form or decision was never sent. A request's claim moves a file to its kept
 * group, so what is still in an upload group a day later belongs to nothing and is removed, row and
 * bytes (the bytes after the row, so a reader never finds a row without them).
 */

/** How long an upload waits for the request that names it. */
export const UNCLAIMED_UPLOAD_HOURS = 24;

const UPLOAD_GROUPS = [FORM_FILE_GROUP, COMMENT_ATTACHMENT_GROUP, SIGNATURE_GROUP];

/** A saved draft (草稿) naming the file anywhere in its values keeps it for the start that will claim it. */
const namedByDraft = sql`exists (select 1 from ${wfDraft} where jsonb_path_exists(${wfDraft.form_data}, '$.** ? (@ == $key)', jsonb_build_object('key', ${sysFile.file_key})))`;

export async function sweepUnclaimedUploads(db: Db, storage: FileStorage, now: Date): Promise<number> {
  const before = new Date(now.getTime() - UNCLAIMED_UPLOAD_HOURS * 3_600_000);
  const gone = await db.select({ key: sysFile.file_key }).from(sysFile).where(and(inArray(sysFile.file_group_key, UPLOAD_GROUPS), lt(sysFile.create_time, before), not(namedByDraft))).limit(500);
  if (gone.length === 0) return 0;
  // Only rows still unclaimed and in no draft go: a start or a draft may have taken one meanwhile.
  const removed = await db.delete(sysFile).where(and(inArray(sysFile.file_key, gone.map((f) => f.key)), inArray(sysFile.file_group_key, UPLOAD_GROUPS), not(namedByDraft))).returning({ storage: sysFile.storage_name });
  for (const file of removed) await storage.remove(file.storage);
  return removed.length;
}
