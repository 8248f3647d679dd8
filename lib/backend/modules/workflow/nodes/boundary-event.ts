import { boundaryTimerOf } from '../model/compile-timers';
import type { Token } from '@/lib/contract/workflow-engine-state';
import type { BoundaryEventNode } from '@/lib/contract/workflow-graph';
import type { Agenda, NodeBehaviour } from './behaviour';

/**
 * A timer boundary event on a user task (timers.ts sets its timer when the task is entered). No
 * flow leads into it: a path passes it only when the timer fires.
 */
export const boundaryEvent: NodeBehaviour<BoundaryEventNode> = {
  compile: (ctx) => ({ boundaryTimer: boundaryTimerOf(ctx.element, ctx.check, ctx.property) }),
  arrive: (run, token) => run.leave(token),
  ahead: (walk, node) => walk.pass(node),
  exits: 'open',
  shape: { entry: true },
};

/**
 * The timer fires on the user task its token waits at: an interrupting one withdraws the task (all
 * its instances) and the token leaves by the event's flows; a non-interrupting one leaves the task
 * open and a new token leaves. False when the token no longer waits there.
 */
export function fireBoundary(run: Agenda, tokenKey: string, boundary: BoundaryEventNode): boolean {
  const token = run.state.tokens.find((t) => t.key === tokenKey);
  if (!token || token.state !== 'TASK' || token.nodeId !== boundary.boundaryTimer.attachedTo) return false;
  if (boundary.boundaryTimer.interrupting) {
    run.closedTokens.add(token.key);
    token.prevTaskNode = token.nodeId;
    delete token.mi;
    token.nodeId = boundary.id;
    run.leave(token);
  } else {
    const fork: Token = { key: run.newKey(), nodeId: boundary.id, state: 'TASK', prevTaskNode: token.prevTaskNode };
    run.state.tokens.push(fork);
    run.leave(fork);
  }
  return true;
}
