import { WorkflowError } from '../model/errors';
import type { ExclusiveGatewayNode } from '@/lib/contract/workflow-graph';
import type { NodeBehaviour } from './behaviour';

/** An exclusive gateway takes the first true flow in model order, else its default. */
export const exclusiveGateway: NodeBehaviour<ExclusiveGatewayNode> = {
  compile: () => ({}),
  arrive(run, token, node) {
    const flow = node.outgoing.filter((id) => id !== node.defaultFlow).map((id) => run.graph.flows[id]!).find((f) => run.condition(f));
    const exit = flow ?? (node.defaultFlow ? run.graph.flows[node.defaultFlow]! : null);
    if (!exit) throw new WorkflowError('workflow.run.noPath', { node: node.name || node.id });
    run.leaveAlong(token, [exit]);
  },
  ahead: (walk, node) => walk.pass(node),
  exits: 'first',
  shape: {},
};
