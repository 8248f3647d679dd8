import { userTaskOf } from '@/lib/contract/workflow-graph';
import { and, asc, eq, lte } from 'drizzle-orm';
import { translate } from '@/lib/i18n/messages';
import { defaultLocale } from '@/lib/i18n/locales';
import { nextTimeoutStep } from '@/lib/workflow/task-timeout';
import type { Db } from '../../../db/client';
import { wfTask, wfTimer } from '../../../db/schema';
import { approverOptions } from '../store/approver-facts';
import { dropSigners } from '../store/sign-state';
import { graphOf } from '../store/definitions';
import { addDuration, completeTask, fireBoundaryTimer, fireDelayTimer, rejectTask } from '../run/interpreter';
import { notifyOverdue } from '../store/notify';
import { addComments, applyStep, lockInstance, type InstanceRow } from '../store/store';
import { systemActor } from '../store/system-actor';
import { activeRecipientsOf } from '../store/task-recipients';

/**
 * Carries out the timers whose time has come, each in its own transaction that first locks the
 * instance, as every action does: a person approving the task at the same moment is served before
 * or after, never in between. The timer is read again under the lock and acts only if it is still
 * waiting and due and its task is still open; otherwise it is set aside. So however many scans run
 * (two processes, a retried job), each firing happens once.
 */

/** Timers handled per scan; the rest wait for the next one. */
const SCAN_LIMIT = 200;

type TimerRow = typeof wfTimer.$inferSelect;
export type TimerOutcome = 'REMIND' | 'TIMEOUT_APPROVE' | 'TIMEOUT_REJECT' | 'TIMER' | 'DELAY' | 'SKIPPED' | 'FAILED';

const note = (key: string) => translate(defaultLocale, key);

async function setAside(tx: Db, timer: TimerRow, status: 'DONE' | 'CANCELED'): Promise<'SKIPPED'> {
  await tx.update(wfTimer).set({ status }).where(eq(wfTimer.timer_key, timer.timer_key));
  return 'SKIPPED';
}

/** A task's timeout: the next reminder, or the automatic approval or rejection. */
async function fireTimeout(tx: Db, instance: InstanceRow, timer: TimerRow, now: Date): Promise<TimerOutcome> {
  const [task] = await tx.select().from(wfTask).where(eq(wfTask.task_key, timer.task_key)).limit(1);
  if (!task || task.status !== 'PENDING') return setAside(tx, timer, 'CANCELED');
  const graph = await graphOf(tx, instance.definition_key);
  const node = graph.nodes[task.node_id];
  const timeout = userTaskOf(node)?.timeout;
  if (!node || !timeout) return setAside(tx, timer, 'CANCELED');
  const actor = systemActor();
  const next = nextTimeoutStep(timeout, timer.fired);
  if (next === 'done') return setAside(tx, timer, 'DONE');
  if (next === 'remind') {
    const recipients = await activeRecipientsOf(tx, task);
    if (recipients.length) await notifyOverdue(tx, actor, task, recipients);
    await addComments(tx, instance.instance_key, actor, [{ action: 'REMIND', taskKey: task.task_key, nodeId: task.node_id, nodeName: task.task_name, comment: note('workflow.timer.remindNote') }]);
    const fired = timer.fired + 1;
    const more = nextTimeoutStep(timeout, fired) !== 'done';
    const fireAt = more && timeout.remindEvery ? addDuration(timer.fire_at, timeout.remindEvery) : null;
    await tx.update(wfTimer).set({ fired, fire_at: fireAt ?? timer.fire_at, status: fireAt ? 'WAITING' : 'DONE' }).where(eq(wfTimer.timer_key, timer.timer_key));
    await tx.update(wfTask).set({ remind_time: now }).where(eq(wfTask.task_key, task.task_key));
    return 'REMIND';
  }
  const approve = next === 'approve';
  const comment = note(approve ? 'workflow.timer.approveNote' : 'workflow.timer.rejectNote');
  const closed = await tx
    .update(wfTask)
    .set({ status: approve ? 'APPROVED' : 'REJECTED', handled_by: actor.userKey, comment, end_time: now })
    .where(and(eq(wfTask.task_key, task.task_key), eq(wfTask.status, 'PENDING')))
    .returning({ key: wfTask.task_key });
  if (closed.length === 0) return setAside(tx, timer, 'CANCELED');
  // The system decides for the whole task: signers added to it (加签) who have not acted are withdrawn,
  // and a delegate working on it has nothing left to hand back.
  await dropSigners(tx, task);
  const action = approve ? 'TIMEOUT_APPROVE' : 'TIMEOUT_REJECT';
  await addComments(tx, instance.instance_key, actor, [{ action, taskKey: task.task_key, nodeId: task.node_id, nodeName: task.task_name, comment }]);
  const options = { now, ...(await approverOptions(tx, graph, instance.initiator, instance.variables, instance.instance_key)) };
  const step = approve
    ? completeTask(graph, instance.engine_state, instance.variables, { tokenKey: task.token_key, loopCounter: task.loop_counter }, options)
    : rejectTask(graph, instance.engine_state, instance.variables, { tokenKey: task.token_key }, 'end', options);
  await tx.update(wfTimer).set({ status: 'DONE', fired: timer.fired + 1 }).where(eq(wfTimer.timer_key, timer.timer_key));
  await applyStep(tx, actor, instance, step, approve ? 'APPROVED' : 'REJECTED');
  return action;
}

/**
 * A timer that moves a path on: a boundary event's (the path leaves by the event, withdrawing the
 * task when interrupting) or a delay's (the path waiting there goes on).
 */
async function fireOnPath(tx: Db, instance: InstanceRow, timer: TimerRow, now: Date): Promise<TimerOutcome> {
  const graph = await graphOf(tx, instance.definition_key);
  const node = graph.nodes[timer.node_id];
  const options = async () => ({ now, ...(await approverOptions(tx, graph, instance.initiator, instance.variables, instance.instance_key)) });
  const step = node?.type === 'boundaryEvent'
    ? fireBoundaryTimer(graph, instance.engine_state, instance.variables, { tokenKey: timer.token_key, boundaryId: node.id }, await options())
    : node?.type === 'delay' ? fireDelayTimer(graph, instance.engine_state, instance.variables, { tokenKey: timer.token_key, nodeId: node.id }, await options()) : null;
  if (!node || !step) return setAside(tx, timer, 'CANCELED');
  const actor = systemActor();
  const comment = node.type === 'delay' ? 'workflow.timer.delayDoneNote' : node.type === 'boundaryEvent' && node.boundaryTimer.interrupting ? 'workflow.timer.boundaryNote' : 'workflow.timer.boundaryForkNote';
  await addComments(tx, instance.instance_key, actor, [{ action: node.type === 'delay' ? 'DELAY_END' : 'TIMER', nodeId: node.id, nodeName: node.name, comment: note(comment) }]);
  await tx.update(wfTimer).set({ status: 'DONE', fired: timer.fired + 1 }).where(eq(wfTimer.timer_key, timer.timer_key));
  await applyStep(tx, actor, instance, step, 'APPROVED');
  return node.type === 'delay' ? 'DELAY' : 'TIMER';
}

/** Fires one timer as of `now`, if it still should: answers what it did. */
export async function fireTimer(db: Db, timerKey: string, now: Date): Promise<TimerOutcome> {
  return db.transaction(async (tx) => {
    const [ref] = await tx.select({ instance_key: wfTimer.instance_key }).from(wfTimer).where(eq(wfTimer.timer_key, timerKey)).limit(1);
    if (!ref) return 'SKIPPED';
    const instance = await lockInstance(tx, ref.instance_key);
    const [timer] = await tx.select().from(wfTimer).where(eq(wfTimer.timer_key, timerKey)).limit(1);
    if (!timer || timer.status !== 'WAITING' || timer.fire_at > now) return 'SKIPPED';
    if (instance.status !== 'RUNNING') return setAside(tx, timer, 'CANCELED');
    return timer.kind === 'TIMEOUT' ? fireTimeout(tx, instance, timer, now) : fireOnPath(tx, instance, timer, now);
  });
}

/** Every timer due by `now` (the clock, or a test's), oldest first, optionally of one instance; answers what each did. */
export async function fireDueTimers(db: Db, now: Date = new Date(), options: { instanceKey?: string; limit?: number } = {}): Promise<TimerOutcome[]> {
  const due = await db
    .select({ key: wfTimer.timer_key })
    .from(wfTimer)
    .where(and(eq(wfTimer.status, 'WAITING'), lte(wfTimer.fire_at, now), options.instanceKey ? eq(wfTimer.instance_key, options.instanceKey) : undefined))
    .orderBy(asc(wfTimer.fire_at))
    .limit(options.limit ?? SCAN_LIMIT);
  const outcomes: TimerOutcome[] = [];
  for (const { key } of due) {
    try {
      outcomes.push(await fireTimer(db, key, now));
    } catch (error) {
      // The step the timer would take cannot run (say, nobody to give the next task to): it is
      // rolled back, the task stays with its approvers, and the timer is not tried again and again.
      console.error(`Workflow timer ${key} failed:`, error instanceof Error ? error.message : error);
      await db.update(wfTimer).set({ status: 'FAILED' }).where(and(eq(wfTimer.timer_key, key), eq(wfTimer.status, 'WAITING')));
      outcomes.push('FAILED');
    }
  }
  return outcomes;
}
