import type { CommentAttachment } from '@/lib/contract/workflow-attachments';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { wfComment } from '../../../db/schema';

/** The lines of an instance's history (task/history/getCommentInfos). */

export interface CommentEntry {
  action: string;
  taskKey?: string | null;
  nodeId?: string | null;
  nodeName?: string | null;
  comment?: string | null;
  targetUser?: string | null;
  /** Everyone the entry names at once (the people copied). */
  targetUsers?: string[] | null;
  /** Files the comment carries (claimed with claimAttachments). */
  attachments?: CommentAttachment[] | null;
  /** The handwritten signature's file key (claimed with claimSignature). */
  signature?: string | null;
}

export async function addComments(tx: Db, instanceKey: string, actor: Pick<AuthContext, 'userKey' | 'realname'> | null, entries: CommentEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(wfComment).values(entries.map((e) => ({
    instance_key: instanceKey,
    task_key: e.taskKey ?? null,
    node_id: e.nodeId ?? null,
    node_name: e.nodeName ?? null,
    action: e.action,
    user_key: actor?.userKey ?? null,
    user_name: actor?.realname ?? null,
    target_user: e.targetUser ?? null,
    target_users: e.targetUsers ?? null,
    comment: e.comment ?? null,
    attachments: e.attachments?.length ? e.attachments : null,
    signature: e.signature ?? null,
  })));
}

