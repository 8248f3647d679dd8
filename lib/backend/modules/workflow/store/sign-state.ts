import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sysUser, wfInstance, wfTask } from '../../../db/schema';
import { notifyNewTasks } from './notify';
import type { Actor, InstanceRow, TaskRow } from './store';

/**
 * Where a task stands with its added signers (加签). Signers are wf_task rows of the same token
 * and node, linked by parent_task_key: BEFORE signers wait now and hold the parent back, AFTER
 * signers are PLANNED until the parent is approved, then waited for before the process moves on.
 */

/** The parent has BEFORE signers still to approve: its holder waits. */
export async function waitsForSigners(tx: Db, task: Pick<TaskRow, 'task_key'>): Promise<boolean> {
  const [row] = await tx
    .select({ key: wfTask.task_key })
    .from(wfTask)
    .where(and(eq(wfTask.parent_task_key, task.task_key), eq(wfTask.sign_kind, 'BEFORE'), eq(wfTask.status, 'PENDING')))
    .limit(1);
  return Boolean(row);
}

/** For the pending list: the task (the row of the enclosing query) is not held back by BEFORE signers. */
export function notWaitingForSigners(): SQL {
  return sql`not exists (select 1 from ${wfTask} s where s.parent_task_key = ${wfTask.task_key} and s.sign_kind = 'BEFORE' and s.status = 'PENDING')`;
}

async function openSiblings(tx: Db, task: TaskRow, kind: 'BEFORE' | 'AFTER'): Promise<number> {
  const rows = await tx
    .select({ key: wfTask.task_key })
    .from(wfTask)
    .where(and(eq(wfTask.parent_task_key, task.parent_task_key!), eq(wfTask.sign_kind, kind), inArray(wfTask.status, ['PENDING', 'PLANNED']), ne(wfTask.task_key, task.task_key)));
  return rows.length;
}

async function parentOf(tx: Db, task: TaskRow): Promise<TaskRow | null> {
  if (!task.parent_task_key) return null;
  const [row] = await tx.select().from(wfTask).where(eq(wfTask.task_key, task.parent_task_key)).limit(1);
  return row ?? null;
}

/** The last BEFORE signer is done: the task is back with its holder, who is told. */
async function giveBack(tx: Db, actor: Actor, instance: InstanceRow, parent: TaskRow | null): Promise<void> {
  if (!parent || parent.status !== 'PENDING' || !parent.assignee || parent.assignee === actor.userKey) return;
  await notifyNewTasks(tx, actor, [{ taskKey: parent.task_key, taskName: parent.task_name, title: instance.title, initiatorName: instance.initiator_name, recipients: [parent.assignee] }]);
}

/**
 * After an approval was recorded: whether signers still hold the process at this task (true: no
 * step now). A BEFORE signer never moves it (the task returns to its holder when the last one is
 * done); the holder's approval wakes the AFTER signers she added; the last AFTER signer lets it go.
 */
export async function signersHold(tx: Db, actor: Actor, instance: InstanceRow, task: TaskRow, variables: Record<string, unknown>): Promise<boolean> {
  let hold = false;
  if (task.sign_kind === 'BEFORE') {
    if ((await openSiblings(tx, task, 'BEFORE')) === 0) await giveBack(tx, actor, instance, await parentOf(tx, task));
    hold = true;
  } else if (task.sign_kind === 'AFTER') {
    hold = (await openSiblings(tx, task, 'AFTER')) > 0;
  } else {
    const woken = await tx
      .update(wfTask)
      .set({ status: 'PENDING', create_time: new Date() })
      .where(and(eq(wfTask.parent_task_key, task.task_key), eq(wfTask.sign_kind, 'AFTER'), eq(wfTask.status, 'PLANNED')))
      .returning({ task_key: wfTask.task_key, task_name: wfTask.task_name, assignee: wfTask.assignee });
    await notifyNewTasks(tx, actor, woken.map((w) => ({ taskKey: w.task_key, taskName: w.task_name, title: instance.title, initiatorName: instance.initiator_name, recipients: w.assignee ? [w.assignee] : [] })));
    hold = woken.length > 0;
  }
  // What the approver submitted is kept for the step the last signer takes.
  if (hold) await tx.update(wfInstance).set({ variables, revision: sql`${wfInstance.revision} + 1` }).where(eq(wfInstance.instance_key, instance.instance_key));
  return hold;
}

/** After a signer was removed (减签): whether the process may move on now at the parent's path. */
export async function removalReleases(tx: Db, actor: Actor, instance: InstanceRow, signer: TaskRow): Promise<boolean> {
  const parent = await parentOf(tx, signer);
  if (signer.sign_kind === 'BEFORE') {
    if ((await openSiblings(tx, signer, 'BEFORE')) === 0) await giveBack(tx, actor, instance, parent);
    return false;
  }
  // An AFTER signer removed once the holder approved, with nobody else to wait for.
  return parent?.status === 'APPROVED' && (await openSiblings(tx, signer, 'AFTER')) === 0;
}

/** The holder rejected or returned the task: the signers she added have nothing left to sign. */
export async function dropSigners(tx: Db, task: Pick<TaskRow, 'task_key'>): Promise<void> {
  await tx
    .update(wfTask)
    .set({ status: 'CANCELED', end_time: new Date() })
    .where(and(eq(wfTask.parent_task_key, task.task_key), inArray(wfTask.status, ['PENDING', 'PLANNED'])));
}

/** The signers added to a task who have not acted yet, for its detail: the one who added them may withdraw them. */
export async function openSignersOf(tx: Db, actor: Pick<Actor, 'userKey'>, taskKey: string) {
  const rows = await tx
    .select({ task_key: wfTask.task_key, assignee: wfTask.assignee, assignee_name: sysUser.realname, sign_kind: wfTask.sign_kind, status: wfTask.status, owner: wfTask.owner })
    .from(wfTask)
    .leftJoin(sysUser, eq(sysUser.user_key, wfTask.assignee))
    .where(and(eq(wfTask.parent_task_key, taskKey), inArray(wfTask.status, ['PENDING', 'PLANNED'])))
    .orderBy(wfTask.create_time, wfTask.task_key);
  return rows.map(({ owner, ...r }) => ({ ...r, removable: owner === actor.userKey }));
}
