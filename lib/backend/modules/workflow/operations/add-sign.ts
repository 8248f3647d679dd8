import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { addSignSchema, removeSignSchema } from '@/lib/contract/workflow';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { wfInstance, wfTask } from '../../../db/schema';
import { newRecordKey } from '../../../entity/crud';
import { answer, type ActionAnswer } from './actions';
import { approverOptions } from '../store/approver-facts';
import { requireDeciders } from './participants';
import { graphOf } from '../store/definitions';
import { stale, WorkflowError } from '../model/errors';
import { completeTask } from '../run/interpreter';
import { notifyNewTasks } from '../store/notify';
import { removalReleases } from '../store/sign-state';
import { addComments, applyStep, type InstanceRow } from '../store/store';
import { actionableTask, authorizedTask } from './task-guard';

/**
 * 加签 and 减签: the holder of a task adds signers before herself (their tasks are created now and
 * hers waits until they have approved) or after her (their tasks are created when she approves,
 * and the process moves on once they have). Modelled as extra tasks of the same path and node,
 * never as a change of the deployed graph. Whoever added a signer withdraws them while they have
 * not acted. Both run under the instance lock like every action.
 */

type AddSignInput = z.output<typeof addSignSchema>;
type RemoveSignInput = z.output<typeof removeSignSchema>;

const touch = (tx: Db, instance: InstanceRow) =>
  tx.update(wfInstance).set({ revision: sql`${wfInstance.revision} + 1` }).where(eq(wfInstance.instance_key, instance.instance_key));

export async function addSigners(db: Db, auth: AuthContext, input: AddSignInput): Promise<ActionAnswer> {
  const users = input.users.filter((u) => u !== auth.userKey);
  if (users.length < input.users.length) throw new WorkflowError('workflow.sign.toSelf');
  return db.transaction(async (tx) => {
    const { instance, task } = await actionableTask(tx, auth, 'addSign', input.taskId);
    const graph = await graphOf(tx, instance.definition_key);
    if (graph.nodes[task.node_id]?.type !== 'userTask') throw new WorkflowError('workflow.sign.notApproval');
    await requireDeciders(tx, instance, graph, users, task.task_name);
    const present = await tx
      .select({ assignee: wfTask.assignee })
      .from(wfTask)
      .where(and(eq(wfTask.parent_task_key, task.task_key), inArray(wfTask.status, ['PENDING', 'PLANNED'])));
    const twice = users.find((u) => present.some((p) => p.assignee === u));
    if (twice) throw new WorkflowError('workflow.sign.already', { task: task.task_name });
    const before = input.position === 'BEFORE';
    const rows = users.map((user) => ({
      task_key: newRecordKey(),
      instance_key: instance.instance_key,
      token_key: task.token_key,
      node_id: task.node_id,
      task_name: task.task_name,
      loop_counter: task.loop_counter,
      model_key: task.model_key,
      process_name: task.process_name,
      title: task.title,
      business_key: task.business_key,
      initiator: task.initiator,
      initiator_name: task.initiator_name,
      assignee: user,
      // Who added the signer: the one who may withdraw them.
      owner: auth.userKey,
      parent_task_key: task.task_key,
      sign_kind: input.position,
      status: before ? 'PENDING' : 'PLANNED',
      due_date: task.due_date,
      priority: task.priority,
      form_key: task.form_key,
    }));
    await tx.insert(wfTask).values(rows);
    // A candidates' task is claimed by whoever adds signers to it: it comes back to her.
    if (!task.assignee) await tx.update(wfTask).set({ assignee: auth.userKey }).where(eq(wfTask.task_key, task.task_key));
    if (before) {
      await notifyNewTasks(tx, auth, rows.map((r) => ({ taskKey: r.task_key, taskName: r.task_name, title: instance.title, initiatorName: instance.initiator_name, recipients: [r.assignee] })));
    }
    await addComments(tx, instance.instance_key, auth, [
      { action: before ? 'ADD_SIGN_BEFORE' : 'ADD_SIGN_AFTER', taskKey: task.task_key, nodeId: task.node_id, nodeName: task.task_name, comment: input.comment, targetUsers: users },
    ]);
    await touch(tx, instance);
    return answer(tx, instance.instance_key);
  });
}

export async function removeSigner(db: Db, auth: AuthContext, input: RemoveSignInput): Promise<ActionAnswer> {
  return db.transaction(async (tx) => {
    // The table lets whoever added the signer withdraw them while the request runs.
    const { instance, task } = await authorizedTask(tx, auth, 'removeSign', input.taskId);
    if (!task.sign_kind || !task.parent_task_key) throw new WorkflowError('workflow.sign.notSigner', { task: task.task_name });
    const removed = await tx
      .update(wfTask)
      .set({ status: 'CANCELED', end_time: new Date() })
      .where(and(eq(wfTask.task_key, task.task_key), inArray(wfTask.status, ['PENDING', 'PLANNED'])))
      .returning({ key: wfTask.task_key });
    if (removed.length === 0) throw stale('workflow.sign.alreadyActed', { task: task.task_name });
    await addComments(tx, instance.instance_key, auth, [
      { action: 'REMOVE_SIGN', taskKey: task.parent_task_key, nodeId: task.node_id, nodeName: task.task_name, comment: input.comment, targetUser: task.assignee },
    ]);
    if (await removalReleases(tx, auth, instance, task)) {
      const graph = await graphOf(tx, instance.definition_key);
      const step = completeTask(graph, instance.engine_state, instance.variables, { tokenKey: task.token_key, loopCounter: task.loop_counter }, await approverOptions(tx, graph, instance.initiator, instance.variables, instance.instance_key));
      await applyStep(tx, auth, instance, step, 'APPROVED');
    } else {
      await touch(tx, instance);
    }
    return answer(tx, instance.instance_key);
  });
}
