import type { ParallelGatewayNode } from '@/lib/contract/workflow-graph';
import type { NodeBehaviour } from './behaviour';

/** A parallel gateway: a join waits (state JOIN) until a token came by each incoming flow; then every outgoing flow is taken. */
export const parallelGateway: NodeBehaviour<ParallelGatewayNode> = {
  compile: () => ({}),
  arrive(run, token, node) {
    if (node.incoming.length > 1) {
      const waiting = run.state.tokens.filter((t) => t.key !== token.key && t.nodeId === node.id && t.state === 'JOIN');
      if (waiting.length + 1 < node.incoming.length) {
        token.state = 'JOIN';
        return;
      }
      for (const t of waiting.slice(0, node.incoming.length - 1)) run.removeToken(t.key);
    }
    run.leaveAlong(token, node.outgoing.map((id) => run.graph.flows[id]!));
  },
  ahead: (walk, node) => walk.pass(node),
  exits: 'all',
  shape: {},
};
