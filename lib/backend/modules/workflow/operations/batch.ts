import { eq, inArray } from 'drizzle-orm';
import { confirmSchema, rejectSchema } from '@/lib/contract/workflow';
import type { BatchResult } from '@/lib/contract/workflow-answers';
import { formOf, userTaskOf, type GraphNode } from '@/lib/contract/workflow-graph';
import { batchExclusion, type BatchDecision, type BatchNeed } from '@/lib/workflow/batch-decision';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { wfInstance, wfTask } from '../../../db/schema';
import { ApiError } from '../../../http/errors';
import { logFailure } from '../../../http/failure-log';
import { WorkflowError } from '../model/errors';
import { graphOf } from '../store/definitions';
import { confirmTask, rejectTaskAction } from './actions';
import { editableFieldsOf } from '@/lib/contract/approval-form/field-rights';

/**
 * 批量审批: several waiting tasks decided with one comment. Each task runs the same action as a
 * single decision, in its own transaction, so one refusal never undoes another; a task whose
 * decision needs more than a comment (batch-decision.ts) is refused before anything is touched.
 */

interface TaskFacts {
  node_id: string;
  delegation: string | null;
}

/** What deciding a task at this node needs beyond a comment. */
export function needsOf(node: GraphNode | undefined, task: TaskFacts): BatchNeed[] {
  const needs: BatchNeed[] = [];
  if (task.delegation === 'PENDING') needs.push('delegated');
  if (node?.type === 'startEvent') needs.push('resubmit');
  const userTask = userTaskOf(node);
  if (userTask?.signatureRequired) needs.push('signature');
  // The task's own form fields, or designed-form controls its step lets the approver edit (字段权限).
  if ((node && formOf(node).length) || editableFieldsOf(userTask?.formRights).length) needs.push('form');
  if (userTask?.rejectCommentRequired) needs.push('rejectComment');
  return needs;
}

/** The list rows of awaiting my approval with what each one's decision needs. */
export async function withBatchNeeds<R extends { task_key: string; node_id: string; delegation: string | null; instance_key: string }>(db: Db, rows: R[]): Promise<(R & { batch_needs: BatchNeed[] })[]> {
  if (rows.length === 0) return [];
  const instances = await db
    .select({ instance_key: wfInstance.instance_key, definition_key: wfInstance.definition_key })
    .from(wfInstance)
    .where(inArray(wfInstance.instance_key, [...new Set(rows.map((r) => r.instance_key))]));
  const definitionOf = new Map(instances.map((i) => [i.instance_key, i.definition_key]));
  const answered = [];
  for (const row of rows) {
    const definitionKey = definitionOf.get(row.instance_key);
    const graph = definitionKey ? await graphOf(db, definitionKey) : null;
    answered.push({ ...row, batch_needs: needsOf(graph?.nodes[row.node_id], row) });
  }
  return answered;
}

/** Refuses a task the batch cannot decide, with the reason. */
async function checkBatchable(db: Db, taskKey: string, decision: BatchDecision, comment: string | undefined): Promise<void> {
  const [row] = await db
    .select({ task_name: wfTask.task_name, node_id: wfTask.node_id, delegation: wfTask.delegation, definition_key: wfInstance.definition_key })
    .from(wfTask)
    .innerJoin(wfInstance, eq(wfInstance.instance_key, wfTask.instance_key))
    .where(eq(wfTask.task_key, taskKey))
    .limit(1);
  // A task that does not exist is refused by the action itself, in its own words.
  if (!row) return;
  const graph = await graphOf(db, row.definition_key);
  const reason = batchExclusion(needsOf(graph.nodes[row.node_id], row), decision, comment);
  if (reason) throw new WorkflowError(`workflow.batch.needs.${reason}`, { task: row.task_name });
}

export interface BatchInput {
  taskIds: string[];
  decision: BatchDecision;
  comment?: string;
}

/** Decides each task on its own and answers each one's outcome; a refusal's reason in the caller's words. */
export async function batchDecide(db: Db, auth: AuthContext, input: BatchInput, t: (key: string) => string): Promise<BatchResult> {
  const results: BatchResult = [];
  for (const taskId of input.taskIds) {
    try {
      await checkBatchable(db, taskId, input.decision, input.comment);
      if (input.decision === 'approve') await confirmTask(db, auth, confirmSchema.parse({ taskId, comment: input.comment }));
      else await rejectTaskAction(db, auth, rejectSchema.parse({ taskId, comment: input.comment, rejectTo: 'end' }));
      results.push({ task_key: taskId, ok: true, message: null });
    } catch (error) {
      if (!(error instanceof ApiError)) logFailure(`batch decision of task ${taskId}`, error);
      results.push({ task_key: taskId, ok: false, message: t(error instanceof ApiError ? error.message : 'api.serverError') });
    }
  }
  return results;
}
