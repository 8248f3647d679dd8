import { and, eq, inArray } from 'drizzle-orm';
import { USER_STATUS_NORMAL } from '../../auth/context';
import type { Db } from '../../db/client';
import { sysUser, wfTaskCandidate } from '../../db/schema';
import { membersOfGroups } from './assignment';

/**
 * Who a waiting task is with now: its assignee, or while it has none every candidate user and every
 * member of its candidate groups; only active users (a reminder to a frozen account reaches nobody).
 */
export async function activeRecipientsOf(tx: Db, task: { task_key: string; assignee: string | null }): Promise<string[]> {
  let recipients = task.assignee ? [task.assignee] : [];
  if (!task.assignee) {
    const candidates = await tx.select({ kind: wfTaskCandidate.kind, ref: wfTaskCandidate.ref }).from(wfTaskCandidate).where(eq(wfTaskCandidate.task_key, task.task_key));
    const users = candidates.filter((c) => c.kind === 'user').map((c) => c.ref);
    const members = await membersOfGroups(tx, candidates.filter((c) => c.kind === 'group').map((c) => c.ref));
    recipients = [...new Set([...users, ...members])];
  }
  if (recipients.length === 0) return [];
  const active = await tx
    .select({ key: sysUser.user_key })
    .from(sysUser)
    .where(and(inArray(sysUser.user_key, recipients), eq(sysUser.status, USER_STATUS_NORMAL), eq(sysUser.del_flag, 0)));
  return active.map((u) => u.key);
}
