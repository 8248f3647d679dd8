import { compileCallActivity } from '../model/call-compile';
import { mapVariables } from '../run/call-activity-run';
import { WorkflowError } from '../model/errors';
import type { CallActivityNode } from '@/lib/contract/workflow-graph';
import type { Agenda, NodeBehaviour } from './behaviour';

/**
 * A call activity (call-activity-run.ts): the token waits (state CALL) while the store starts the
 * called process as a child instance; the child's end resumes it.
 */
export const callActivity: NodeBehaviour<CallActivityNode> = {
  compile: (ctx) => ({ callActivity: compileCallActivity(ctx.element) }),
  arrive(run, token, node) {
    const def = node.callActivity;
    token.state = 'CALL';
    const source = node.name || node.id;
    run.effects.push({ kind: 'startChild', tokenKey: token.key, nodeId: node.id, processKey: def.calledElement, variables: mapVariables(def.inputs, run.variables, source), source });
  },
  ahead: (walk, node) => walk.pass(node),
  exits: 'open',
  shape: { mayEnd: true },
};

/** The called instance ended: its variables passed out land here, and the token leaves the call activity. */
export function resumeCall(run: Agenda, tokenKey: string, childVariables: Record<string, unknown>): void {
  const token = run.token(tokenKey);
  const node = run.node(token.nodeId);
  if (token.state !== 'CALL' || node.type !== 'callActivity') throw new WorkflowError('workflow.run.tokenGone');
  Object.assign(run.variables, mapVariables(node.callActivity.outputs, childVariables, node.name || node.id));
  token.state = 'TASK';
  run.leave(token);
}
