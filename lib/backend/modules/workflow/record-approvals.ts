import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { wfInstance, wfTask } from '../../db/schema';
import type { ApprovalPort } from '../../entity/approval-port';
import { approvalReachesCaller } from './operations/access';
import { confirmTask, rejectTaskAction, startProcess } from './operations/actions';
import { processesOf, registerWorkflowBinding } from './store/binding';
import { pendingFor } from './routes/list-routes';
import { previewApprovers } from './routes/path-routes';
import { currentApprovers } from './store/current-approvers';
import { mayAct } from './store/store';
import { waitsForSigners } from './store/sign-state';
import { isDelegated } from './operations/task-guard';
import { readerNames } from './store/reader-names';

/**
 * The workflow engine as the entity engine's approval engine: what runs the approvals entities
 * declare. Handed to the engine by the composition root (lib/backend/areas.ts).
 */
export const workflowApprovals: ApprovalPort = {
  bind: registerWorkflowBinding,
  async start(tx, auth, request, locale) {
    const started = await startProcess(tx, auth, {
      model_key: request.modelKey,
      biz_type: request.bizType,
      businessKey: request.businessKey,
      title: request.title,
      formData: request.formData,
      variables: {},
      pickedApprovers: request.pickedApprovers,
    }, locale);
    return { instance_key: started.instance_key };
  },
  rounds: processesOf,
  async pendingTaskOf(db, auth, instanceKey, locale) {
    const tasks = await db.select().from(wfTask).where(and(eq(wfTask.instance_key, instanceKey), eq(wfTask.status, 'PENDING'))).orderBy(asc(wfTask.create_time), asc(wfTask.task_key));
    for (const task of tasks) {
      if (!(await mayAct(db, auth, task)) || (await waitsForSigners(db, task))) continue;
      const names = await readerNames(db, locale, [instanceKey]);
      return { ...task, task_name: names.step(instanceKey, task.node_id, task.task_name), delegated: isDelegated(task), signer: Boolean(task.sign_kind) };
    }
    return null;
  },
  approve: (db, auth, task) => confirmTask(db, auth, { taskId: task.taskKey, comment: task.comment, attachments: task.attachments ?? [], variables: {}, formData: {} }),
  reject: (db, auth, task) => rejectTaskAction(db, auth, { taskId: task.taskKey, comment: task.comment, attachments: task.attachments ?? [], rejectTo: 'end' }),
  reachesCaller: approvalReachesCaller,
  taskWaitsFor: (auth, taskKeyColumn) =>
    sql`exists (select 1 from ${wfTask} inner join ${wfInstance} on ${wfInstance.instance_key} = ${wfTask.instance_key} where ${wfTask.task_key} = ${taskKeyColumn} and ${pendingFor(auth)})`,
  preview: (db, auth, request, locale) =>
    previewApprovers(db, auth, { model_key: request.modelKey, businessKey: request.businessKey, formData: request.formData, pickedApprovers: request.pickedApprovers, owners: request.owners }, locale),
  currentApprovers,
  async moveRecords(tx, bizType, fromKeys, toKey) {
    if (fromKeys.length === 0) return;
    const moved = await tx.update(wfInstance).set({ business_key: toKey })
      .where(and(eq(wfInstance.biz_type, bizType), inArray(wfInstance.business_key, [...fromKeys])))
      .returning({ instance_key: wfInstance.instance_key });
    if (moved.length === 0) return;
    await tx.update(wfTask).set({ business_key: toKey }).where(inArray(wfTask.instance_key, moved.map((m) => m.instance_key)));
  },
};
