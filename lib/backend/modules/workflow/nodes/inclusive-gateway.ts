import type { Token } from '@/lib/contract/workflow-engine-state';
import { WorkflowError } from '../model/errors';
import type { InclusiveGatewayNode } from '@/lib/contract/workflow-graph';
import { inclusiveExits, readyToJoin } from '../run/inclusive';
import type { Agenda, NodeBehaviour } from './behaviour';

/** An inclusive gateway (inclusive.ts): a fork takes every true flow; a join waits (state JOIN) until no other token can reach it. */

function fork(run: Agenda, token: Token, node: InclusiveGatewayNode): void {
  const exits = inclusiveExits(run.graph, node, (flow) => run.condition(flow));
  if (exits.length === 0) throw new WorkflowError('workflow.run.noPath', { node: node.name || node.id });
  run.leaveAlong(token, exits);
}

/** Merges the tokens waiting at an inclusive join into one that goes on, when no other can still arrive. */
function fireJoin(run: Agenda, node: InclusiveGatewayNode): boolean {
  const waiting = readyToJoin(run.graph, run.state.tokens, node.id);
  if (!waiting) return false;
  const [keep, ...merged] = waiting;
  for (const t of merged) run.removeToken(t.key);
  keep!.state = 'TASK';
  fork(run, keep!, node);
  return true;
}

export const inclusiveGateway: NodeBehaviour<InclusiveGatewayNode> = {
  compile: () => ({}),
  arrive(run, token, node) {
    if (node.incoming.length > 1) {
      token.state = 'JOIN';
      fireJoin(run, node);
      return;
    }
    fork(run, token, node);
  },
  ahead: (walk, node) => walk.pass(node),
  exits: 'open',
  shape: {},
  /**
   * A path that ended or turned elsewhere may be what a waiting join waited for: after every step,
   * the first join nothing can reach any more goes on (the agenda asks again until none does).
   */
  settle(run) {
    for (const token of run.state.tokens) {
      const node = run.graph.nodes[token.nodeId];
      if (token.state === 'JOIN' && node?.type === 'inclusiveGateway' && fireJoin(run, node)) return true;
    }
    return false;
  },
};
