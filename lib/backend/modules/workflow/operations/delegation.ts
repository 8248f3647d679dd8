import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { delegateSchema, resolveSchema } from '@/lib/contract/workflow';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { wfInstance, wfTask } from '../../../db/schema';
import { answer, type ActionAnswer } from './actions';
import { claimAttachments } from '../store/comment-attachments';
import { requireDeciders } from './participants';
import { graphOf } from '../store/definitions';
import { stale, WorkflowError } from '../model/errors';
import { notifyDelegation } from '../store/notify';
import { runAssignmentListeners } from './reassign-listeners';
import { addComments, type InstanceRow } from '../store/store';
import { actionableTask, authorizedTask, isDelegated } from './task-guard';

/**
 * Delegation (委派): the holder of a task asks a colleague to work on it. The delegate finds it
 * among their pending tasks and can only hand it back with their findings (完成委派); the task then
 * returns to its holder, who still approves or rejects it. Unlike a hand-over (转办) the task
 * stays the holder's: while it is out nobody decides it.
 */

type DelegateInput = z.output<typeof delegateSchema>;
type ResolveInput = z.output<typeof resolveSchema>;

const touch = (tx: Db, instance: InstanceRow) =>
  tx.update(wfInstance).set({ revision: sql`${wfInstance.revision} + 1` }).where(eq(wfInstance.instance_key, instance.instance_key));

export async function delegateTask(db: Db, auth: AuthContext, input: DelegateInput): Promise<ActionAnswer> {
  if (input.delegateTo === auth.userKey) throw new WorkflowError('workflow.delegate.toSelf');
  return db.transaction(async (tx) => {
    const { instance, task } = await actionableTask(tx, auth, 'delegate', input.taskId);
    const graph = await graphOf(tx, instance.definition_key);
    if (graph.nodes[task.node_id]?.type !== 'userTask') throw new WorkflowError('workflow.delegate.notApproval');
    await requireDeciders(tx, instance, graph, [input.delegateTo], task.task_name);
    const attachments = await claimAttachments(tx, auth, input.attachments);
    // The task may have been a candidates' task: delegating claims it for the caller, who gets it back.
    await tx
      .update(wfTask)
      .set({ assignee: input.delegateTo, delegator: auth.userKey, delegation: 'PENDING' })
      .where(and(eq(wfTask.task_key, task.task_key), eq(wfTask.status, 'PENDING')));
    await runAssignmentListeners(tx, auth, instance, graph, task, input.delegateTo);
    await addComments(tx, instance.instance_key, auth, [{ action: 'DELEGATE', taskKey: task.task_key, nodeId: task.node_id, nodeName: task.task_name, comment: input.comment, targetUser: input.delegateTo, attachments }]);
    await notifyDelegation(tx, auth, task, 'delegated', input.delegateTo);
    await touch(tx, instance);
    return answer(tx, instance.instance_key);
  });
}

export async function resolveTask(db: Db, auth: AuthContext, input: ResolveInput): Promise<ActionAnswer> {
  return db.transaction(async (tx) => {
    // The table lets only the delegate resolve, while the request runs; the task must still be out with her.
    const { instance, task } = await authorizedTask(tx, auth, 'resolve', input.taskId);
    if (task.status !== 'PENDING' || !isDelegated(task) || task.assignee !== auth.userKey || !task.delegator) throw stale('workflow.delegate.notDelegated', { task: task.task_name });
    const attachments = await claimAttachments(tx, auth, input.attachments);
    const back = await tx
      .update(wfTask)
      .set({ assignee: task.delegator, delegation: 'RESOLVED' })
      .where(and(eq(wfTask.task_key, task.task_key), eq(wfTask.status, 'PENDING'), eq(wfTask.delegation, 'PENDING')))
      .returning({ key: wfTask.task_key });
    if (back.length === 0) throw stale('workflow.delegate.notDelegated', { task: task.task_name });
    await runAssignmentListeners(tx, auth, instance, await graphOf(tx, instance.definition_key), task, task.delegator);
    await addComments(tx, instance.instance_key, auth, [{ action: 'RESOLVE', taskKey: task.task_key, nodeId: task.node_id, nodeName: task.task_name, comment: input.comment, targetUser: task.delegator, attachments }]);
    await notifyDelegation(tx, auth, task, 'resolved', task.delegator);
    await touch(tx, instance);
    return answer(tx, instance.instance_key);
  });
}
