import type { Token } from '@/lib/contract/workflow-engine-state';
import type { GraphFlow, GraphNode, ProcessGraph } from '@/lib/contract/workflow-graph';

/**
 * The inclusive gateway (OR). Its fork takes every flow whose condition holds, else its default.
 * Its join follows the standard rule: a token waiting there goes on once no other token of the
 * instance can still reach the gateway, so it waits for exactly the paths the fork (or anything
 * upstream) really started, however they branched or ended on the way.
 */

/** The flows the fork leaves by: every true (or unconditioned) non-default flow, else the default; empty when neither. */
export function inclusiveExits(graph: ProcessGraph, node: GraphNode, holds: (flow: GraphFlow) => boolean): GraphFlow[] {
  const taken = node.outgoing.filter((id) => id !== node.defaultFlow).map((id) => graph.flows[id]!).filter(holds);
  if (taken.length > 0) return taken;
  return node.defaultFlow ? [graph.flows[node.defaultFlow]!] : [];
}

/** Whether a path leads from one node to another along sequence flows (a node reaches itself only through a cycle). */
export function canReach(graph: ProcessGraph, from: string, to: string): boolean {
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.pop()!;
    for (const flowId of graph.nodes[id]?.outgoing ?? []) {
      const target = graph.flows[flowId]!.target;
      if (target === to) return true;
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return false;
}

/** The tokens waiting at a join, when none of the instance's other tokens can still arrive there; null otherwise. */
export function readyToJoin(graph: ProcessGraph, tokens: Token[], nodeId: string): Token[] | null {
  const waiting = tokens.filter((t) => t.nodeId === nodeId && t.state === 'JOIN');
  if (waiting.length === 0) return null;
  const others = tokens.filter((t) => !(t.nodeId === nodeId && t.state === 'JOIN'));
  return others.some((t) => t.nodeId === nodeId || canReach(graph, t.nodeId, nodeId)) ? null : waiting;
}
