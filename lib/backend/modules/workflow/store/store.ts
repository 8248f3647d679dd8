import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { addComments } from './comments';
import type { InstanceStatus } from '@/lib/contract/workflow';
import { ResultCode } from '@/lib/contract/envelope';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { wfInstance, wfTask, wfTaskCandidate } from '../../../db/schema';
import { newRecordKey } from '../../../entity/crud';
import { notFound } from '../../../http/errors';
import { membersOfGroups, requireActiveUsers } from './assignment';
import { bindingOf } from './binding';
import { WorkflowError } from '../model/errors';
import type { StepResult } from '../run/interpreter';
import { cancelChildren, resumeParent, startChildren } from './call-activity';
import { applyEffects } from './listeners-apply';
import { notifyNewTasks, notifyOutcome, type NewTaskEvent, type TaskNotice } from './notify';
import { graphOf } from './definitions';
import { setTimers, type CreatedTask } from './timers';
import { EXCLUDED_CANDIDATE } from './task-recipients';
import { autoDecisionLines } from './approver-history';
import { applyServiceEffects, cancelServiceCalls } from './service-task-apply';

/** Reading and writing an instance inside an action's transaction. */

export type Actor = Pick<AuthContext, 'userKey' | 'realname' | 'roleCodes' | 'departKeys' | 'isAdmin'>;
export type InstanceRow = typeof wfInstance.$inferSelect;
export type TaskRow = typeof wfTask.$inferSelect;

/**
 * Locks the instance row until the transaction ends: actions on one instance run one at a time.
 * A called instance's callers are locked first, top down, since an action on a child may go on to
 * its caller and withdrawing a caller goes on to its children: every transaction takes the locks of
 * one family in the same order, so two of them wait for each other rather than deadlock. (The link
 * to the caller never changes, so it is read before locking.)
 */
export async function lockInstance(tx: Db, instanceKey: string): Promise<InstanceRow> {
  const [link] = await tx.select({ parent: wfInstance.parent_instance_key }).from(wfInstance).where(eq(wfInstance.instance_key, instanceKey)).limit(1);
  if (link?.parent) await lockInstance(tx, link.parent);
  const [row] = await tx.select().from(wfInstance).where(eq(wfInstance.instance_key, instanceKey)).for('update');
  if (!row) throw notFound('workflow.process.instanceNotFound');
  return row;
}

/** Locks the task's instance, then reads the task as it is now (after any action that went first). */
export async function lockTask(tx: Db, taskKey: string): Promise<{ instance: InstanceRow; task: TaskRow }> {
  const [ref] = await tx.select({ instance_key: wfTask.instance_key }).from(wfTask).where(eq(wfTask.task_key, taskKey)).limit(1);
  if (!ref) throw notFound('workflow.task.notFound');
  const instance = await lockInstance(tx, ref.instance_key);
  const [task] = await tx.select().from(wfTask).where(eq(wfTask.task_key, taskKey)).limit(1);
  return { instance, task: task! };
}

/** The caller holds the task: its assignee, or one of its candidates while it has none. */
export async function mayAct(tx: Db, actor: Pick<Actor, 'userKey' | 'roleCodes' | 'departKeys'>, task: TaskRow): Promise<boolean> {
  if (task.assignee) return task.assignee === actor.userKey;
  const groups = [...new Set([...actor.roleCodes, ...actor.departKeys])];
  const [hit] = await tx
    .select({ ref: wfTaskCandidate.ref })
    .from(wfTaskCandidate)
    .where(and(
      eq(wfTaskCandidate.task_key, task.task_key),
      or(
        and(eq(wfTaskCandidate.kind, 'user'), eq(wfTaskCandidate.ref, actor.userKey)),
        groups.length ? and(eq(wfTaskCandidate.kind, 'group'), inArray(wfTaskCandidate.ref, groups)) : undefined,
      ),
      sql`not exists (select 1 from ${wfTaskCandidate} x where x.task_key = ${task.task_key} and x.kind = ${EXCLUDED_CANDIDATE} and x.ref = ${actor.userKey})`,
    ))
    .limit(1);
  return Boolean(hit);
}

export { addComments, type CommentEntry } from './comments';
import type { CommentEntry } from './comments';

/** Writes the tasks a step ordered, with their candidates, and tells their approvers. */
async function createTasks(tx: Db, actor: Actor, instance: InstanceRow, step: StepResult, taskEvent: NewTaskEvent): Promise<CreatedTask[]> {
  if (step.newTasks.length === 0) return [];
  for (const t of step.newTasks) await requireActiveUsers(tx, [...(t.assignee ? [t.assignee] : []), ...t.candidateUsers], t.name);
  const groupMembers = new Map<string, string[]>();
  const notices: TaskNotice[] = [];
  const rows: (typeof wfTask.$inferInsert)[] = [];
  const candidates: (typeof wfTaskCandidate.$inferInsert)[] = [];
  const standIns: CommentEntry[] = [];
  for (const order of step.newTasks) {
    let recipients: string[];
    if (order.assignee) {
      recipients = [order.assignee];
    } else {
      const groupKey = order.candidateGroups.join(',');
      if (!groupMembers.has(groupKey)) groupMembers.set(groupKey, await membersOfGroups(tx, order.candidateGroups));
      // Members with an interest in the request are not offered it (segregation of duties).
      recipients = [...new Set([...order.candidateUsers, ...groupMembers.get(groupKey)!])].filter((u) => !order.exclude?.includes(u));
      if (recipients.length === 0 && order.standIn) {
        await requireActiveUsers(tx, [order.standIn], order.name);
        order.assignee = order.standIn;
        recipients = [order.standIn];
        standIns.push(...autoDecisionLines([{ action: 'REASSIGN', nodeId: order.nodeId, nodeName: order.name, reason: 'workflow.auto.initiatorToLeader', values: {}, targetUser: order.standIn }]));
      }
    }
    if (recipients.length === 0) throw new WorkflowError('workflow.assign.nobody', { task: order.name });
    const taskKey = newRecordKey();
    rows.push({
      task_key: taskKey,
      instance_key: instance.instance_key,
      token_key: order.tokenKey,
      node_id: order.nodeId,
      task_name: order.name.slice(0, 200),
      loop_counter: order.loopCounter,
      model_key: instance.model_key,
      process_name: instance.process_name,
      title: instance.title,
      business_key: instance.business_key,
      initiator: instance.initiator,
      initiator_name: instance.initiator_name,
      assignee: order.assignee,
      owner: null,
      status: 'PENDING',
      due_date: order.dueDate,
      priority: order.priority,
      form_key: order.formKey,
    });
    if (!order.assignee) {
      for (const ref of order.candidateUsers) candidates.push({ task_key: taskKey, kind: 'user', ref });
      for (const ref of order.candidateGroups) candidates.push({ task_key: taskKey, kind: 'group', ref: ref.slice(0, 64) });
      for (const ref of order.candidateGroups.length ? order.exclude ?? [] : []) candidates.push({ task_key: taskKey, kind: EXCLUDED_CANDIDATE, ref });
    }
    notices.push({ taskKey, taskName: order.name, title: instance.title, initiatorName: instance.initiator_name, recipients });
  }
  await tx.insert(wfTask).values(rows);
  if (candidates.length) await tx.insert(wfTaskCandidate).values(candidates).onConflictDoNothing();
  if (standIns.length) await addComments(tx, instance.instance_key, null, standIns);
  await notifyNewTasks(tx, actor, notices, taskEvent);
  return rows.map((r) => ({ task_key: r.task_key, token_key: r.token_key, node_id: r.node_id, loop_counter: r.loop_counter ?? null, due_date: r.due_date ?? null }));
}

/**
 * Persists what the interpreter decided: open tasks of closed paths are canceled, new tasks are
 * created, the instance's state is rewritten; an instance with no path left ends with endStatus,
 * its bound record and its initiator are told. The new tasks' holders are told how they reached
 * them (taskEvent: a return tells them so).
 */
export async function applyStep(tx: Db, actor: Actor, instance: InstanceRow, step: StepResult, endStatus: Exclude<InstanceStatus, 'RUNNING'>, taskEvent: NewTaskEvent = 'taskAssigned'): Promise<InstanceStatus> {
  const now = new Date();
  // Signers added after a holder (PLANNED) go with the path they were waiting on.
  const open = inArray(wfTask.status, ['PENDING', 'PLANNED']);
  if (step.ended) {
    await tx.update(wfTask).set({ status: 'CANCELED', end_time: now }).where(and(eq(wfTask.instance_key, instance.instance_key), open));
  } else if (step.closedTokens.length) {
    await tx
      .update(wfTask)
      .set({ status: 'CANCELED', end_time: now })
      .where(and(eq(wfTask.instance_key, instance.instance_key), inArray(wfTask.token_key, step.closedTokens), open));
  }
  await cancelServiceCalls(tx, instance.instance_key, step);
  const created = await createTasks(tx, actor, instance, step, taskEvent);
  if (created.length || step.effects.some((e) => e.kind === 'delay')) await setTimers(tx, await graphOf(tx, instance.definition_key), instance.instance_key, step, created, now);
  await addComments(tx, instance.instance_key, null, autoDecisionLines(step.autoNotes));
  if (step.autoRejected) endStatus = 'REJECTED';
  const status: InstanceStatus = step.ended ? endStatus : 'RUNNING';
  await tx
    .update(wfInstance)
    .set({
      engine_state: step.state,
      variables: step.variables,
      status,
      end_time: step.ended ? now : null,
      revision: sql`${wfInstance.revision} + 1`,
    })
    .where(eq(wfInstance.instance_key, instance.instance_key));
  // After the state is written: a called instance that ends at once resumes this one from it.
  await applyEffects(tx, actor, instance, step.effects);
  await applyServiceEffects(tx, actor, instance, step.effects);
  await startChildren(tx, actor, instance, step.effects, applyStep);
  await cancelChildren(tx, actor, instance, step, applyStep);
  if (step.ended) {
    if (endStatus === 'APPROVED') await addComments(tx, instance.instance_key, null, [{ action: 'END' }]);
    await reportStatus(tx, actor, instance, status);
    if (status === 'APPROVED' || status === 'REJECTED') await notifyOutcome(tx, actor, instance, status);
    await resumeParent(tx, actor, instance, status, step.variables, applyStep);
  }
  return status;
}

/** Tells the bound business record (if any) its process's new status. */
export async function reportStatus(tx: Db, actor: Actor, instance: InstanceRow, status: InstanceStatus): Promise<void> {
  if (!instance.biz_type || !instance.business_key) return;
  const binding = bindingOf(instance.biz_type);
  // A record's status moves only through the model its kind declares.
  if (instance.model_key !== binding.modelKey) throw new WorkflowError('workflow.binding.wrongModel', { process: instance.process_name }, ResultCode.forbidden);
  await binding.onStatus(tx, {
    businessKey: instance.business_key,
    instanceKey: instance.instance_key,
    processKey: instance.process_key,
    status,
    actorKey: actor.userKey,
    actorName: actor.realname,
  });
}
