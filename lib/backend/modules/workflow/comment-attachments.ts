import { and, eq, inArray, sql } from 'drizzle-orm';
import { COMMENT_ATTACHMENT_GROUP, type CommentAttachment } from '@/lib/contract/workflow-attachments';
import type { Db } from '../../db/client';
import { sysFile, wfComment } from '../../db/schema';
import type { Actor } from './store';
import { WorkflowError } from './errors';

/**
 * The files a decision's comment carries. They were uploaded by the same person for a task they
 * hold (attachment-routes.ts); the decision takes them over, in its transaction, into its history
 * line. A file serves one comment only, so a second decision cannot point at someone else's proof.
 */

/** The comment naming this file, if any (the files of a comment live as long as its line). */
export function commentHolding(fileKey: string) {
  return sql`${wfComment.attachments} @> ${JSON.stringify([{ file_key: fileKey }])}::jsonb`;
}

/**
 * The attachments a decision names, as its history line keeps them; null for none. Refused when
 * a file is not one the caller uploaded for a comment, or already belongs to another comment.
 */
export async function claimAttachments(tx: Db, actor: Pick<Actor, 'userKey'>, fileKeys: readonly string[] | undefined): Promise<CommentAttachment[] | null> {
  if (!fileKeys || fileKeys.length === 0) return null;
  const rows = await tx
    .select({ file_key: sysFile.file_key, name: sysFile.original_name, size: sysFile.size, content_type: sysFile.content_type })
    .from(sysFile)
    .where(and(inArray(sysFile.file_key, [...fileKeys]), eq(sysFile.file_group_key, COMMENT_ATTACHMENT_GROUP), eq(sysFile.create_by, actor.userKey)));
  const found = new Map(rows.map((r) => [r.file_key, r]));
  const missing = fileKeys.find((k) => !found.has(k));
  if (missing) throw new WorkflowError('workflow.attachment.notFound');
  for (const key of fileKeys) {
    const [used] = await tx.select({ seq: wfComment.seq }).from(wfComment).where(commentHolding(key)).limit(1);
    if (used) throw new WorkflowError('workflow.attachment.alreadyUsed', { name: found.get(key)!.name });
  }
  return fileKeys.map((k) => found.get(k)!);
}
