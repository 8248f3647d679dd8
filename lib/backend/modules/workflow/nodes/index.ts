import type { GraphNode } from '@/lib/contract/workflow-graph';
import type { Agenda, NodeBehaviour, NodeBehaviours } from './behaviour';
import { boundaryEvent } from './boundary-event';
import { callActivity } from './call-activity';
import { delay } from './delay';
import { endEvent } from './end-event';
import { exclusiveGateway } from './exclusive-gateway';
import { inclusiveGateway } from './inclusive-gateway';
import { parallelGateway } from './parallel-gateway';
import { plainTask } from './plain-task';
import { scriptTask } from './script-task';
import { serviceTask } from './service-task';
import { startEvent } from './start-event';
import { subProcess } from './sub-process';
import { userTask } from './user-task';

/** Every node kind's behaviour, by kind: the one table the agenda, the path ahead and the deploy dispatch through. */
export const NODE_BEHAVIOURS: NodeBehaviours = {
  startEvent,
  endEvent,
  userTask,
  task: plainTask,
  exclusiveGateway,
  parallelGateway,
  inclusiveGateway,
  scriptTask,
  subProcess,
  callActivity,
  serviceTask,
  boundaryEvent,
  delay,
};

/** The behaviour of a node's kind, typed for that node. */
export function behaviourOf<N extends GraphNode>(node: N): NodeBehaviour<N> {
  return NODE_BEHAVIOURS[node.type] as unknown as NodeBehaviour<N>;
}

/** After a step, the kinds with waiting tokens that may go on now do so, until none does. */
export function settleAll(run: Agenda): void {
  const settlers = Object.values(NODE_BEHAVIOURS).flatMap((b) => (b.settle ? [b.settle] : []));
  while (settlers.some((settle) => settle(run)));
}
