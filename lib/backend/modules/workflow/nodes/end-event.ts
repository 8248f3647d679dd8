import type { ModdleElement } from 'bpmn-moddle';
import type { EndEventNode } from '@/lib/contract/workflow-graph';
import { tokensWithin } from '../run/subprocess';
import type { NodeBehaviour } from './behaviour';

/** An end event ends its path; a terminate end event ends every path of its own (sub-)process. */
export const endEvent: NodeBehaviour<EndEventNode> = {
  // The shared rule let through no definition or one terminate definition.
  compile: (ctx) => ({ terminate: ((ctx.element.eventDefinitions as ModdleElement[] | undefined) ?? []).length === 1 }),
  arrive(run, token, node) {
    run.markFinished(node.id);
    run.listen(node.listeners, 'end', node.name || node.id);
    run.removeToken(token.key);
    if (node.terminate) for (const key of token.parent ? tokensWithin(run.state.tokens, token.parent) : run.state.tokens.map((t) => t.key)) run.removeToken(key);
    if (run.state.tokens.length === 0) run.listen(run.graph.listeners, 'end', run.graph.name || run.graph.processId);
    run.pathEnded(token);
  },
  // An unnamed end is named by the caller (结束), not by its generated id.
  ahead: (walk, node) => walk.push({ ...walk.blank(node), name: node.name ?? '', state: 'end' }, { once: true }),
  exits: 'open',
  shape: { mayEnd: true },
};
