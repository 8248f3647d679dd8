import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sysUser, wfTask, wfTaskCandidate } from '../../../db/schema';
import { activeStaff, membersOfGroups } from './assignment';

/** The candidate row kind of a member kept from a task offered to their group (segregation of duties). */
export const EXCLUDED_CANDIDATE = 'excluded';

type CandidateRow = { kind: string; ref: string };

/**
 * Whom a task without an assignee is offered to: its candidate users and the active members of its
 * candidate groups, less those kept from it. Group members are read once per group.
 */
export async function offeredTo(db: Db, candidates: readonly CandidateRow[], members = new Map<string, string[]>()): Promise<string[]> {
  const keys: string[] = [];
  for (const c of candidates) {
    if (c.kind === 'user') keys.push(c.ref);
    else if (c.kind === 'group') {
      if (!members.has(c.ref)) members.set(c.ref, await membersOfGroups(db, [c.ref]));
      keys.push(...members.get(c.ref)!);
    }
  }
  const excluded = new Set(candidates.filter((c) => c.kind === EXCLUDED_CANDIDATE).map((c) => c.ref));
  return [...new Set(keys)].filter((k) => !excluded.has(k));
}

/**
 * Who a waiting task is with now: its assignee, or while it has none whom it is offered to; only
 * active staff (a reminder to a frozen account reaches nobody).
 */
export async function activeRecipientsOf(tx: Db, task: { task_key: string; assignee: string | null }): Promise<string[]> {
  let recipients = task.assignee ? [task.assignee] : [];
  if (!task.assignee) {
    const candidates = await tx.select({ kind: wfTaskCandidate.kind, ref: wfTaskCandidate.ref }).from(wfTaskCandidate).where(eq(wfTaskCandidate.task_key, task.task_key));
    recipients = await offeredTo(tx, candidates);
  }
  if (recipients.length === 0) return [];
  const active = await tx.select({ key: sysUser.user_key }).from(sysUser).where(and(inArray(sysUser.user_key, recipients), activeStaff));
  return active.map((u) => u.key);
}

/** Everyone a request's waiting tasks are with now (assignees, or whom an unclaimed task is offered to). */
export async function openTaskHolders(tx: Db, instanceKey: string): Promise<string[]> {
  const open = await tx.select({ task_key: wfTask.task_key, assignee: wfTask.assignee }).from(wfTask).where(and(eq(wfTask.instance_key, instanceKey), eq(wfTask.status, 'PENDING')));
  const holders = new Set<string>();
  for (const task of open) for (const user of await activeRecipientsOf(tx, task)) holders.add(user);
  return [...holders];
}
