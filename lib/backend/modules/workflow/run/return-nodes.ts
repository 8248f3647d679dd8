import type { EngineState } from '@/lib/contract/workflow-engine-state';
import type { ProcessGraph } from '@/lib/contract/workflow-graph';

/**
 * The user tasks a return may go back to when the model allows any (allowReturn = any): those the
 * instance has passed, in the order it passed them, apart from the task returning.
 */
export function passedUserTasks(graph: ProcessGraph, state: Pick<EngineState, 'finishedNodes'>, currentNodeId: string): { node_id: string; name: string }[] {
  return state.finishedNodes
    .filter((id) => id !== currentNodeId && graph.nodes[id]?.type === 'userTask')
    .map((id) => ({ node_id: id, name: graph.nodes[id]!.name ?? id }));
}
