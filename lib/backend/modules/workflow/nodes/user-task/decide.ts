import { ratioThresholds } from '@/lib/workflow/approver-rule';
import { WorkflowError } from '../../model/errors';
import { evaluateCondition, ExpressionError } from '../../model/expression';
import type { UserTaskNode } from '@/lib/contract/workflow-graph';
import { DEFAULT_PRIORITY, enterUserTask, instanceVariables, order } from './run';
import type { Agenda } from '../behaviour';

/** What the holders of a user task decide: an approval, a tolerated rejection, a return that restarts at a task. */

function completion(node: UserTaskNode, text: string, variables: Record<string, unknown>): boolean {
  try {
    return evaluateCondition(text, variables);
  } catch (error) {
    if (error instanceof ExpressionError) throw new WorkflowError('workflow.run.badExpression', { node: node.name || node.id, detail: error.message });
    throw error;
  }
}

/** Completion of one task (an approval): a multi-instance activity may wait for more. */
export function completeUserTask(run: Agenda, tokenKey: string, loopCounter: number | null): void {
  const token = run.token(tokenKey);
  const node = run.node(token.nodeId);
  if (node.type !== 'userTask') {
    // The initiator resubmitted after a return (the token waits at the start): the process runs again from there.
    run.leave(token);
    return;
  }
  const mi = node.userTask.multiInstance;
  const task = { name: node.name || node.id, nodeId: node.id };
  run.listen(node.taskListeners, 'complete', task.name, { ...instanceVariables(run, token, node, loopCounter), task });
  if (!token.mi || !mi || loopCounter === null) {
    run.leave(token);
    return;
  }
  token.mi.completed += 1;
  token.mi.active -= 1;
  const variables = instanceVariables(run, token, node, loopCounter);
  const ratio = node.userTask.passRatio;
  const done = token.mi.completed >= token.mi.total
    || (ratio ? token.mi.completed >= ratioThresholds(ratio, token.mi.total).approvalsNeeded : false)
    || (mi.completionCondition ? completion(node, mi.completionCondition, variables) : false);
  if (done) {
    // The rest of a countersign / or-sign is no longer needed.
    run.closedTokens.add(token.key);
    run.leave(token);
    return;
  }
  if (token.mi.sequential) {
    token.mi.active += 1;
    order(run, token, node, token.mi.completed + (token.mi.rejected ?? 0));
  }
}

/**
 * A rejection of one instance of a pass-by-ratio task: tolerated while the ratio can still be
 * reached (the next approver of a sequential one is asked), else the process ends as rejected.
 * Answers false when the task is not such a task (an ordinary reject applies).
 */
export function voteAgainst(run: Agenda, tokenKey: string, loopCounter: number | null): boolean {
  const token = run.token(tokenKey);
  const node = run.node(token.nodeId);
  const ratio = node.type === 'userTask' ? node.userTask.passRatio : null;
  if (node.type !== 'userTask' || !ratio || !token.mi || loopCounter === null) return false;
  token.mi.rejected = (token.mi.rejected ?? 0) + 1;
  token.mi.active -= 1;
  if (token.mi.rejected > ratioThresholds(ratio, token.mi.total).rejectionsAllowed) {
    run.markRejected(node.id);
    run.stopAll();
    return true;
  }
  if (token.mi.sequential) {
    token.mi.active += 1;
    order(run, token, node, token.mi.completed + token.mi.rejected);
  }
  return true;
}

/** All paths are withdrawn and one token waits at the given user task (or the initiator's start). */
export function restartAt(run: Agenda, nodeId: string, assignee: string | null): void {
  run.stopAll();
  const node = run.node(nodeId);
  const token = run.placeToken(nodeId, null);
  if (node.type === 'startEvent') {
    run.newTasks.push({
      tokenKey: token.key, nodeId, name: node.name || run.graph.name || nodeId, loopCounter: null,
      assignee, candidateUsers: [], candidateGroups: [], dueDate: null, priority: DEFAULT_PRIORITY, formKey: null,
    });
    return;
  }
  if (node.type !== 'userTask') throw new WorkflowError('workflow.run.unknownNode', { node: nodeId });
  if (node.userTask.multiInstance || !assignee) enterUserTask(run, token, node);
  else order(run, token, node, null, assignee);
}
