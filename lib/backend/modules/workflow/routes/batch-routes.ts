import { ok } from '@/lib/contract/envelope';
import { batchDecideSchema, WORKFLOW_RIGHTS } from '@/lib/contract/workflow';
import { batchResultSchema } from '@/lib/contract/workflow-answers';
import { defineCallRoute, type RouteDef } from '../../../http/route';
import { authorizeStart } from '../operations/authorize';
import { batchDecide } from '../operations/batch';
import { workflowTaskCalls } from '@/lib/contract/workflow-task-calls';

/** 批量审批 from awaiting my approval. */

const batch = defineCallRoute(workflowTaskCalls.batchDecide, {
  tag: 'workflow',
  permission: WORKFLOW_RIGHTS.pending,
  summary: 'Approve or reject several waiting tasks with one comment (taskIds, at most 100; decision approve | reject; comment): each is decided on its own like a single decision; answers each task’s outcome (ok, or the reason it was refused). A task needing a signature, its form, a resubmission, a required reason or a hand-back is refused',
  input: batchDecideSchema,
  output: batchResultSchema,
  async handler({ db, auth, input, t }) {
    authorizeStart(auth);
    return ok(await batchDecide(db, auth, input, t), 'workflow.batch.done');
  },
});

export const batchRoutes = [batch] as RouteDef<never>[];
