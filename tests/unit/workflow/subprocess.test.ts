import { describe, expect, it } from 'vitest';
import { buildBpmn, type BuildProcess } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { compileModel } from '@/lib/backend/modules/workflow/nodes/compile';
import { completeTask, rejectTask, startInstance, type StepResult } from '@/lib/backend/modules/workflow/run/interpreter';
import type { ProcessGraph } from '@/lib/contract/workflow-graph';

/** Embedded sub-processes: scoped tokens enter at the inner start and leave when the inside has ended. */

const MODEL: BuildProcess = {
  id: 'with_sub', name: '子流程', nodes: [
    { id: 'start', type: 'startEvent', at: [0, 1] },
    { id: 'apply', type: 'userTask', name: '申请', at: [1, 1], attrs: { assignee: 'me' } },
    {
      id: 'review', type: 'subProcess', name: '联合审核', at: [3, 1],
      inner: {
        nodes: [
          { id: 'in_start', type: 'startEvent', at: [2, 1] },
          { id: 'in_fork', type: 'parallelGateway', at: [3, 1] },
          { id: 'legal', type: 'userTask', name: '法务', at: [4, 0], attrs: { assignee: 'legal' } },
          { id: 'money', type: 'userTask', name: '财务', at: [4, 2], attrs: { assignee: 'fin' } },
          { id: 'in_end_a', type: 'endEvent', at: [5, 0] },
          { id: 'in_end_b', type: 'endEvent', at: [5, 2] },
        ],
        flows: [
          { id: 'i0', from: 'in_start', to: 'in_fork' }, { id: 'i1', from: 'in_fork', to: 'legal' }, { id: 'i2', from: 'in_fork', to: 'money' },
          { id: 'i3', from: 'legal', to: 'in_end_a' }, { id: 'i4', from: 'money', to: 'in_end_b' },
        ],
      },
    },
    { id: 'boss', type: 'userTask', name: '总经理', at: [7, 1], attrs: { assignee: 'boss' } },
    { id: 'end', type: 'endEvent', at: [8, 1] },
  ],
  flows: [
    { id: 'f0', from: 'start', to: 'apply' }, { id: 'f1', from: 'apply', to: 'review' },
    { id: 'f2', from: 'review', to: 'boss' }, { id: 'f3', from: 'boss', to: 'end' },
  ],
};

const approve = (graph: ProcessGraph, step: StepResult, nodeId: string) => {
  const token = step.state.tokens.find((t) => t.nodeId === nodeId);
  if (!token) throw new Error(`no token at ${nodeId}`);
  return completeTask(graph, step.state, step.variables, { tokenKey: token.key, loopCounter: null });
};
const where = (step: StepResult) => step.state.tokens.map((t) => `${t.nodeId}:${t.state}`).sort();

describe('embedded sub-process', () => {
  it('starts inside on entering, and leaves by its outgoing flow when every inner path has ended', async () => {
    const graph = await compileModel(buildBpmn(MODEL));
    const started = startInstance(graph, {});
    const inside = approve(graph, started, 'apply');
    expect(where(inside)).toEqual(['legal:TASK', 'money:TASK', 'review:SUB']);
    expect(inside.newTasks.map((t) => t.nodeId).sort()).toEqual(['legal', 'money']);
    const half = approve(graph, inside, 'legal');
    expect(where(half)).toEqual(['money:TASK', 'review:SUB']);
    const out = approve(graph, half, 'money');
    expect(where(out)).toEqual(['boss:TASK']);
    expect(out.newTasks.map((t) => t.nodeId)).toEqual(['boss']);
    expect(out.state.finishedNodes).toEqual(expect.arrayContaining(['review', 'in_end_a', 'in_end_b']));
    expect(approve(graph, out, 'boss').ended).toBe(true);
  });

  it('a terminate end inside ends only the sub-process', async () => {
    const terminating: BuildProcess = {
      ...MODEL,
      nodes: MODEL.nodes.map((n) => (n.id === 'review' ? { ...n, inner: { ...n.inner!, nodes: n.inner!.nodes.map((m) => (m.id === 'in_end_a' ? { ...m, terminate: true } : m)) } } : n)),
    };
    const graph = await compileModel(buildBpmn(terminating));
    const inside = approve(graph, startInstance(graph, {}), 'apply');
    const out = approve(graph, inside, 'legal');
    expect(where(out)).toEqual(['boss:TASK']);
    expect(out.closedTokens).toContain(inside.state.tokens.find((t) => t.nodeId === 'money')!.key);
  });

  it('a return to a task inside places the token back inside the sub-process', async () => {
    const graph = await compileModel(buildBpmn(MODEL));
    const inside = approve(graph, startInstance(graph, {}), 'apply');
    const out = approve(graph, approve(graph, inside, 'legal'), 'money');
    const back = rejectTask(graph, out.state, out.variables, { tokenKey: out.state.tokens[0]!.key }, 'previous', { assigneeFor: () => 'fin' });
    expect(where(back)).toEqual(['money:TASK', 'review:SUB']);
    const again = approve(graph, back, 'money');
    expect(where(again)).toEqual(['boss:TASK']);
  });

  it('needs one start event inside, and keeps flows from crossing its border', async () => {
    const noStart: BuildProcess = {
      ...MODEL,
      nodes: MODEL.nodes.map((n) => (n.id === 'review' ? { ...n, inner: { nodes: n.inner!.nodes.filter((m) => m.id !== 'in_start'), flows: n.inner!.flows.filter((f) => f.id !== 'i0') } } : n)),
    };
    await expect(compileModel(buildBpmn(noStart))).rejects.toThrow('workflow.deploy.subProcessStart');
    const crossing = buildBpmn(MODEL).replace('<bpmn:sequenceFlow id="f2" sourceRef="review" targetRef="boss">', '<bpmn:sequenceFlow id="f2" sourceRef="legal" targetRef="boss">');
    await expect(compileModel(crossing)).rejects.toThrow('workflow.deploy.danglingFlow');
  });
});
