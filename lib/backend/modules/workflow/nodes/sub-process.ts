import type { Token } from '@/lib/contract/workflow-engine-state';
import type { SubProcessNode } from '@/lib/contract/workflow-graph';
import type { NodeBehaviour } from './behaviour';

/**
 * An embedded sub-process (subprocess.ts): the token waits at it (state SUB) while one of its own
 * leaves the inner start event; the agenda leaves the sub-process when the last path inside ends.
 */
export const subProcess: NodeBehaviour<SubProcessNode> = {
  // The inner start is found once the elements inside are read (subprocess-compile.ts).
  compile: () => ({ innerStart: '' }),
  arrive(run, token, node) {
    token.state = 'SUB';
    const start = run.node(node.innerStart);
    const inner: Token = { key: run.newKey(), nodeId: start.id, state: 'TASK', prevTaskNode: token.prevTaskNode, parent: token.key };
    run.state.tokens.push(inner);
    run.listen(start.listeners, 'start', start.name || start.id);
    run.leave(inner);
  },
  ahead: (walk, node) => walk.pass(node),
  exits: 'open',
  shape: { mayEnd: true },
};
