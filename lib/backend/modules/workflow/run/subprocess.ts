import type { Token } from '@/lib/contract/workflow-engine-state';
import type { ProcessGraph } from '@/lib/contract/workflow-graph';

/**
 * Embedded sub-processes. Their elements are nodes of the same graph, marked with the sub-process
 * they sit in (scope). A token entering a sub-process waits at it (state SUB) while a token of its
 * own (parent: the waiting token) leaves the inner start event; when the last token inside has
 * ended, the waiting token leaves the sub-process by its outgoing flows.
 */

/** The sub-processes around a node, outermost first. */
export function scopeChain(graph: ProcessGraph, nodeId: string): string[] {
  const chain: string[] = [];
  for (let scope = graph.nodes[nodeId]?.scope; scope; scope = graph.nodes[scope]?.scope) chain.unshift(scope);
  return chain;
}

/** The keys of every token inside the scope a waiting token holds open, at any depth. */
export function tokensWithin(tokens: readonly Token[], scopeKey: string): string[] {
  const inside: string[] = [];
  const open = [scopeKey];
  while (open.length > 0) {
    const parent = open.pop()!;
    for (const t of tokens) {
      if (t.parent === parent) {
        inside.push(t.key);
        open.push(t.key);
      }
    }
  }
  return inside;
}
