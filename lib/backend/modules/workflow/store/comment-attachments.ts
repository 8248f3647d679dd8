import { and, eq, inArray, sql } from 'drizzle-orm';
import { COMMENT_ATTACHMENT_GROUP, COMMENT_ATTACHMENT_KEPT_GROUP, type CommentAttachment } from '@/lib/contract/workflow-attachments';
import type { Db } from '../../../db/client';
import { sysFile, wfComment } from '../../../db/schema';
import type { Actor } from './store';
import { WorkflowError } from '../model/errors';

/**
 * The files a decision's comment carries. They were uploaded by the same person for a task they
 * hold (attachment-routes.ts); the decision takes them over, in its transaction, into its history
 * line, and moves them to the kept group: a file serves one comment only, so no later decision can
 * point at someone else's proof, and of two decisions naming one file at once only one gets it.
 */

/** The history line of an instance naming this file (the files of a comment live as long as its line). */
export function lineHolding(instanceKey: string, fileKey: string) {
  return and(eq(wfComment.instance_key, instanceKey), sql`${wfComment.attachments} @> ${JSON.stringify([{ file_key: fileKey }])}::jsonb`);
}

/**
 * The attachments a decision names, as its history line keeps them; null for none. Refused when
 * a file is not one the caller uploaded for a comment, or already belongs to a comment.
 */
export async function claimAttachments(tx: Db, actor: Pick<Actor, 'userKey'>, fileKeys: readonly string[] | undefined): Promise<CommentAttachment[] | null> {
  if (!fileKeys || fileKeys.length === 0) return null;
  return claimFiles(tx, actor, fileKeys, { uploaded: COMMENT_ATTACHMENT_GROUP, kept: COMMENT_ATTACHMENT_KEPT_GROUP });
}

/**
 * Takes over files the caller uploaded into a group (moving them to its kept group) and answers
 * them as they are kept; refused when one is not the caller's upload, or is already kept.
 */
export async function claimFiles(tx: Db, actor: Pick<Actor, 'userKey'>, fileKeys: readonly string[], groups: { uploaded: string; kept: string }): Promise<CommentAttachment[]> {
  if (fileKeys.length === 0) return [];
  const claimed = await tx
    .update(sysFile)
    .set({ file_group_key: groups.kept, update_by: actor.userKey, update_time: new Date() })
    .where(and(inArray(sysFile.file_key, [...fileKeys]), eq(sysFile.file_group_key, groups.uploaded), eq(sysFile.create_by, actor.userKey)))
    .returning({ file_key: sysFile.file_key, name: sysFile.original_name, size: sysFile.size, content_type: sysFile.content_type });
  const found = new Map(claimed.map((r) => [r.file_key, r]));
  const missing = fileKeys.filter((k) => !found.has(k));
  if (missing.length) {
    const [kept] = await tx
      .select({ name: sysFile.original_name })
      .from(sysFile)
      .where(and(inArray(sysFile.file_key, missing), eq(sysFile.file_group_key, groups.kept), eq(sysFile.create_by, actor.userKey)))
      .limit(1);
    throw kept ? new WorkflowError('workflow.attachment.alreadyUsed', { name: kept.name }) : new WorkflowError('workflow.attachment.notFound');
  }
  return fileKeys.map((k) => found.get(k)!);
}
