import type { PlainTaskNode } from '@/lib/contract/workflow-graph';
import type { NodeBehaviour } from './behaviour';

/** A task without behaviour (bpmn:Task, bpmn:ManualTask): the token passes through. */
export const plainTask: NodeBehaviour<PlainTaskNode> = {
  compile: () => ({}),
  arrive: (run, token) => run.leave(token),
  ahead: (walk, node) => walk.pass(node),
  exits: 'open',
  shape: { mayEnd: true },
};
