import { describe, expect, it } from 'vitest';
import { buildBpmn, type BuildProcess } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { compileModel } from '@/lib/backend/modules/workflow/nodes/compile';
import { completeTask, returnToNode, startInstance } from '@/lib/backend/modules/workflow/run/interpreter';
import { passedUserTasks } from '@/lib/backend/modules/workflow/run/return-nodes';
import { userTaskOf } from '@/lib/contract/workflow-graph';

/** Returning to any passed step (allowReturn = any), and the node properties the engine reads. */

const chain: BuildProcess = {
  id: 'three', name: '三级审批', nodes: [
    { id: 'start', type: 'startEvent', at: [0, 0] },
    { id: 'a', type: 'userTask', name: '一审', at: [1, 0], attrs: { assignee: 'u1' }, properties: { copyTo: 'u7, u8,u7' } },
    { id: 'b', type: 'userTask', name: '二审', at: [2, 0], attrs: { assignee: 'u2' }, properties: { rejectCommentRequired: 'true' } },
    { id: 'c', type: 'userTask', name: '三审', at: [3, 0], attrs: { assignee: 'u3' }, properties: { allowReturn: 'any' } },
    { id: 'end', type: 'endEvent', at: [4, 0] },
  ],
  flows: [{ id: 'f0', from: 'start', to: 'a' }, { id: 'f1', from: 'a', to: 'b' }, { id: 'f2', from: 'b', to: 'c' }, { id: 'f3', from: 'c', to: 'end' }],
};

describe('return to a passed step', () => {
  it('lists the passed user tasks in order and restarts at the chosen one with its handler', async () => {
    const graph = await compileModel(buildBpmn(chain));
    let step = startInstance(graph, {});
    for (const _ of ['a', 'b']) step = completeTask(graph, step.state, step.variables, { tokenKey: step.newTasks[0]!.tokenKey, loopCounter: null });
    expect(step.newTasks.map((t) => t.nodeId)).toEqual(['c']);
    expect(passedUserTasks(graph, step.state, 'c')).toEqual([{ node_id: 'a', name: '一审' }, { node_id: 'b', name: '二审' }]);
    const back = returnToNode(graph, step.state, step.variables, { tokenKey: step.newTasks[0]!.tokenKey }, 'a', { assigneeFor: () => 'u9' });
    expect(back.newTasks.map((t) => [t.nodeId, t.assignee])).toEqual([['a', 'u9']]);
    expect(back.state.tokens.map((t) => t.nodeId)).toEqual(['a']);
    expect(back.state.rejectedNodes).toContain('c');
  });

  it('reads copyTo (each user once), rejectCommentRequired and allowReturn = any from the task’s properties', async () => {
    const graph = await compileModel(buildBpmn(chain));
    expect(userTaskOf(graph.nodes.a)!.copyTo).toEqual(['u7', 'u8']);
    expect(userTaskOf(graph.nodes.b)!.rejectCommentRequired).toBe(true);
    expect(userTaskOf(graph.nodes.a)!.rejectCommentRequired).toBe(false);
    expect(userTaskOf(graph.nodes.c)!.returnTargets).toEqual(['any']);
  });
});
