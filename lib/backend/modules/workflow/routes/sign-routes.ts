import { actionAnswerSchema } from '@/lib/contract/workflow-answers';
import { ok } from '@/lib/contract/envelope';
import { addSignSchema, removeSignSchema } from '@/lib/contract/workflow';
import { defineCallRoute, type RouteDef } from '../../../http/route';
import { addSigners, removeSigner } from '../operations/add-sign';
import { workflowTaskCalls } from '@/lib/contract/workflow-task-calls';

/** 加签 and 减签 on a task. */

const TAG = 'workflow';

const addSign = defineCallRoute(workflowTaskCalls.addSign, {
  tag: TAG,
  summary: 'The holder of a waiting task adds signers (taskId, users, position BEFORE | AFTER, comment): BEFORE signers approve first and the task comes back to her; AFTER signers approve once she has, before the process moves on',
  input: addSignSchema,
  output: actionAnswerSchema,
  async handler({ db, auth, input }) {
    // The answer says where the task went: added before, it leaves the holder's list until they approve.
    return ok(await addSigners(db, auth, input), input.position === 'BEFORE' ? 'workflow.task.signAdded' : 'workflow.task.signAddedAfter');
  },
});

const removeSign = defineCallRoute(workflowTaskCalls.removeSign, {
  tag: TAG,
  summary: 'Whoever added a signer withdraws them while they have not acted (taskId: the signer’s task, comment); the last BEFORE signer withdrawn gives the task back, the last AFTER signer lets the process move on',
  input: removeSignSchema,
  output: actionAnswerSchema,
  async handler({ db, auth, input }) {
    return ok(await removeSigner(db, auth, input), 'workflow.task.signRemoved');
  },
});

export const signRoutes = [addSign, removeSign] as RouteDef<never>[];
