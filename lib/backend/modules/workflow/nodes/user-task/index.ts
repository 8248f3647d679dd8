import type { UserTaskNode } from '@/lib/contract/workflow-graph';
import type { NodeBehaviour } from '../behaviour';
import { userTaskStep } from './ahead';
import { compileUserTask } from './compile';
import { enterUserTask } from './run';

/**
 * A user task: the token waits (state TASK) while its task orders are open; the holders' decisions
 * (decide.ts) move it on. On the path ahead it shows who approves; a rule that rejects by itself
 * ends the path there.
 */
export const userTask: NodeBehaviour<UserTaskNode> = {
  compile: compileUserTask,
  arrive: enterUserTask,
  left(token, node) {
    token.prevTaskNode = node.id;
  },
  ahead(walk, node) {
    const step = userTaskStep(walk, node);
    walk.push(step);
    if (step.state === 'auto' && step.note?.key === 'workflow.auto.nobodyRejected') return;
    walk.pass(node);
  },
  exits: 'open',
  shape: { mayEnd: true },
};
