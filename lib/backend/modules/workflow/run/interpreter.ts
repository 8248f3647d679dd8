import { Run } from './agenda';
import type { EngineState, Token } from '@/lib/contract/workflow-engine-state';
import type { ProcessGraph } from '@/lib/contract/workflow-graph';
import { fireBoundary } from '../nodes/boundary-event';
import { resumeCall } from '../nodes/call-activity';
import { fireDelay } from '../nodes/delay';
import { resumeHttp } from '../nodes/service-task';
import { completeUserTask, restartAt, voteAgainst } from '../nodes/user-task/decide';
import type { StepOptions, StepResult } from './step-result';

/**
 * The process interpreter: what can happen to an instance, each as one step of the agenda
 * (agenda.ts) that moves tokens until each waits or ends. It is pure: it reads the state and
 * variables it is given and answers the new state and the tasks to create or cancel; the caller
 * persists them in one transaction.
 */

export type { StepOptions, StepResult } from './step-result';
export { addDuration } from '../model/duration';

/** Starts an instance: one token leaves the start event. */
export function startInstance(graph: ProcessGraph, variables: Record<string, unknown>, options: StepOptions = {}): StepResult {
  const run = new Run(graph, { tokens: [], finishedNodes: [], takenFlows: [], rejectedNodes: [] }, variables, options);
  const token: Token = { key: run.newKey(), nodeId: graph.startNodeId, state: 'TASK', prevTaskNode: null };
  run.state.tokens.push(token);
  run.listen(graph.listeners, 'start', graph.name || graph.processId);
  const start = run.node(graph.startNodeId);
  run.listen(start.listeners, 'start', start.name || start.id);
  run.leave(token);
  return run.result();
}

/** Approves one task of a token (loopCounter for an instance of a multi-instance task). */
export function completeTask(graph: ProcessGraph, state: EngineState, variables: Record<string, unknown>, task: { tokenKey: string; loopCounter: number | null }, options: StepOptions = {}): StepResult {
  const run = new Run(graph, state, variables, options);
  completeUserTask(run, task.tokenKey, task.loopCounter);
  return run.result();
}

export type RejectMode = 'end' | 'previous' | 'initiator';

/**
 * Rejects a task: the process ends as rejected, or every path is withdrawn and the process waits
 * at the previous user task (given back to whoever handled it) or at the initiator.
 */
export function rejectTask(graph: ProcessGraph, state: EngineState, variables: Record<string, unknown>, task: { tokenKey: string }, mode: RejectMode, options: StepOptions = {}): StepResult {
  const run = new Run(graph, state, variables, options);
  const token = run.token(task.tokenKey);
  run.markRejected(token.nodeId);
  if (mode === 'end') {
    run.stopAll();
    return run.result();
  }
  const previous = mode === 'previous' ? token.prevTaskNode : null;
  if (previous) restartAt(run, previous, options.assigneeFor?.(previous) ?? null);
  else restartAt(run, graph.startNodeId, typeof variables.initiator === 'string' ? variables.initiator : null);
  return run.result();
}

/**
 * A rejection that a pass-by-ratio task may tolerate: the task waits for its other approvers, or
 * the process ends as rejected once the ratio can no longer be reached. Null when the task has no
 * ratio (the caller rejects as usual).
 */
export function rejectVote(graph: ProcessGraph, state: EngineState, variables: Record<string, unknown>, task: { tokenKey: string; loopCounter: number | null }, options: StepOptions = {}): StepResult | null {
  const run = new Run(graph, state, variables, options);
  return voteAgainst(run, task.tokenKey, task.loopCounter) ? run.result() : null;
}

/**
 * A timer boundary event fires on the user task its token waits at (nodes/boundary-event.ts).
 * Answers null when the token no longer waits there.
 */
export function fireBoundaryTimer(graph: ProcessGraph, state: EngineState, variables: Record<string, unknown>, timer: { tokenKey: string; boundaryId: string }, options: StepOptions = {}): StepResult | null {
  const run = new Run(graph, state, variables, options);
  const boundary = run.node(timer.boundaryId);
  if (boundary.type !== 'boundaryEvent' || !fireBoundary(run, timer.tokenKey, boundary)) return null;
  return run.result();
}

/** A delay's timer fires (nodes/delay.ts): its token goes on. Answers null when no token waits there any more. */
export function fireDelayTimer(graph: ProcessGraph, state: EngineState, variables: Record<string, unknown>, timer: { tokenKey: string; nodeId: string }, options: StepOptions = {}): StepResult | null {
  const run = new Run(graph, state, variables, options);
  const node = run.node(timer.nodeId);
  if (node.type !== 'delay' || !fireDelay(run, timer.tokenKey, node)) return null;
  return run.result();
}

/** A called process's instance ended: the call activity's token goes on. */
export function resumeCallActivity(graph: ProcessGraph, state: EngineState, variables: Record<string, unknown>, call: { tokenKey: string; childVariables: Record<string, unknown> }, options: StepOptions = {}): StepResult {
  const run = new Run(graph, state, variables, options);
  resumeCall(run, call.tokenKey, call.childVariables);
  return run.result();
}

/** An HTTP task's call came back: its path goes on (answer null: a failure the task ignores, no result stored). */
export function resumeHttpTask(graph: ProcessGraph, state: EngineState, variables: Record<string, unknown>, call: { tokenKey: string; answer: { value: unknown } | null }, options: StepOptions = {}): StepResult {
  const run = new Run(graph, state, variables, options);
  resumeHttp(run, call.tokenKey, call.answer);
  return run.result();
}

/** Cancels every path (the initiator withdrew the process). */
export function stopInstance(graph: ProcessGraph, state: EngineState, variables: Record<string, unknown>): StepResult {
  const run = new Run(graph, state, variables, {});
  run.stopAll();
  return run.result();
}

/**
 * Returns a task to a user task the instance passed (allowReturn = any): every path is withdrawn
 * and the process waits there, given back to whoever handled it.
 */
export function returnToNode(graph: ProcessGraph, state: EngineState, variables: Record<string, unknown>, task: { tokenKey: string }, nodeId: string, options: StepOptions = {}): StepResult {
  const run = new Run(graph, state, variables, options);
  run.markRejected(run.token(task.tokenKey).nodeId);
  restartAt(run, nodeId, options.assigneeFor?.(nodeId) ?? null);
  return run.result();
}
