import { extAttr } from '../model/bpmn-read';
import type { StartEventNode } from '@/lib/contract/workflow-graph';
import type { NodeBehaviour } from './behaviour';

/** The start event: where the initiator's form is declared; a token leaves it at once. */
export const startEvent: NodeBehaviour<StartEventNode> = {
  compile: (ctx) => ({ form: ctx.formFields(), initiatorVariable: extAttr(ctx.element, 'initiator', ctx.dialect) }),
  arrive: (run, token) => run.leave(token),
  ahead: (walk, node) => walk.pass(node),
  exits: 'open',
  shape: { entry: true },
};
