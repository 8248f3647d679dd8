import { describe, expect, it } from 'vitest';
import { buildBpmn, type BuildProcess } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { compileModel } from '@/lib/backend/modules/workflow/nodes/compile';
import { canReach } from '@/lib/backend/modules/workflow/run/inclusive';
import { completeTask, startInstance, type StepResult } from '@/lib/backend/modules/workflow/run/interpreter';

/**
 * The inclusive gateway: the fork follows every true condition (else the default), the join waits
 * for exactly the tokens that can still reach it.
 */

const model = (p: BuildProcess) => compileModel(buildBpmn(p));

/** start → fork → (legal if amount > 100 | finance if needsBudget | else clerk) → join → boss → end */
const REVIEW: BuildProcess = {
  id: 'or_review', name: '会审', nodes: [
    { id: 'start', type: 'startEvent', at: [0, 0] },
    { id: 'fork', type: 'inclusiveGateway', at: [1, 0], defaultFlow: 'toClerk' },
    { id: 'legal', type: 'userTask', name: '法务', at: [2, 0], attrs: { assignee: 'legal' } },
    { id: 'finance', type: 'userTask', name: '财务', at: [2, 1], attrs: { assignee: 'fin' } },
    { id: 'clerk', type: 'userTask', name: '文员', at: [2, 2], attrs: { assignee: 'clerk' } },
    { id: 'join', type: 'inclusiveGateway', at: [3, 0] },
    { id: 'boss', type: 'userTask', name: '总经理', at: [4, 0], attrs: { assignee: 'boss' } },
    { id: 'end', type: 'endEvent', at: [5, 0] },
  ],
  flows: [
    { id: 'f0', from: 'start', to: 'fork' },
    { id: 'toLegal', from: 'fork', to: 'legal', condition: '${amount > 100}' },
    { id: 'toFinance', from: 'fork', to: 'finance', condition: '${needsBudget}' },
    { id: 'toClerk', from: 'fork', to: 'clerk' },
    { id: 'l1', from: 'legal', to: 'join' }, { id: 'f1', from: 'finance', to: 'join' }, { id: 'c1', from: 'clerk', to: 'join' },
    { id: 'j1', from: 'join', to: 'boss' }, { id: 'b1', from: 'boss', to: 'end' },
  ],
};

const approve = (graph: Awaited<ReturnType<typeof model>>, step: StepResult, nodeId: string) => {
  const task = step.newTasks.find((t) => t.nodeId === nodeId) ?? null;
  const token = step.state.tokens.find((t) => t.nodeId === nodeId);
  if (!token) throw new Error(`no token at ${nodeId}`);
  return completeTask(graph, step.state, step.variables, { tokenKey: task?.tokenKey ?? token.key, loopCounter: null });
};

const waitingAt = (step: StepResult) => step.state.tokens.map((t) => `${t.nodeId}:${t.state}`).sort();

describe('inclusive gateway', () => {
  it('forks along every true condition and joins when both paths arrived', async () => {
    const graph = await model(REVIEW);
    const started = startInstance(graph, { amount: 500, needsBudget: true });
    expect(started.newTasks.map((t) => t.nodeId).sort()).toEqual(['finance', 'legal']);
    const one = approve(graph, started, 'legal');
    expect(waitingAt(one)).toEqual(['finance:TASK', 'join:JOIN']);
    expect(one.newTasks).toEqual([]);
    const both = approve(graph, { ...one, newTasks: started.newTasks }, 'finance');
    expect(waitingAt(both)).toEqual(['boss:TASK']);
    expect(both.newTasks.map((t) => t.nodeId)).toEqual(['boss']);
  });

  it('with one true condition, the join goes on after that one path', async () => {
    const graph = await model(REVIEW);
    const started = startInstance(graph, { amount: 500, needsBudget: false });
    expect(started.newTasks.map((t) => t.nodeId)).toEqual(['legal']);
    const next = approve(graph, started, 'legal');
    expect(next.newTasks.map((t) => t.nodeId)).toEqual(['boss']);
  });

  it('takes the default flow only when no condition holds', async () => {
    const graph = await model(REVIEW);
    const started = startInstance(graph, { amount: 5, needsBudget: false });
    expect(started.newTasks.map((t) => t.nodeId)).toEqual(['clerk']);
    expect(started.state.takenFlows).toContain('toClerk');
  });

  it('fails the step when a condition reads a variable the instance lacks', async () => {
    const graph = await model(REVIEW);
    expect(() => startInstance(graph, { amount: 500 })).toThrow(/variable=needsBudget/);
  });

  it('refuses to go on when no condition holds and there is no default', async () => {
    const noDefault: BuildProcess = {
      ...REVIEW,
      nodes: REVIEW.nodes.map((n) => (n.id === 'fork' ? { ...n, defaultFlow: undefined } : n)),
      flows: REVIEW.flows.map((f) => (f.id === 'toClerk' ? { ...f, condition: '${amount < 0}' } : f)),
    };
    const graph = await model(noDefault);
    expect(() => startInstance(graph, { amount: 5, needsBudget: false })).toThrow('workflow.run.noPath');
  });

  it('releases a waiting join when the other path ends elsewhere', async () => {
    // The finance path may stop at its own end event instead of reaching the join.
    const detour: BuildProcess = {
      ...REVIEW,
      nodes: [...REVIEW.nodes, { id: 'xgw', type: 'exclusiveGateway', at: [3, 1], defaultFlow: 'x2' }, { id: 'stop', type: 'endEvent', at: [4, 1] }],
      flows: [
        ...REVIEW.flows.filter((f) => f.id !== 'f1'),
        { id: 'f1', from: 'finance', to: 'xgw' },
        { id: 'x1', from: 'xgw', to: 'stop', condition: '${budgetRefused}' },
        { id: 'x2', from: 'xgw', to: 'join' },
      ],
    };
    const graph = await model(detour);
    const started = startInstance(graph, { amount: 500, needsBudget: true, budgetRefused: true });
    const legalDone = approve(graph, started, 'legal');
    expect(waitingAt(legalDone)).toEqual(['finance:TASK', 'join:JOIN']);
    const financeDone = approve(graph, legalDone, 'finance');
    expect(waitingAt(financeDone)).toEqual(['boss:TASK']);
    expect(financeDone.state.finishedNodes).toContain('stop');
  });

  it('does not wait for a token that has already passed beyond the join', async () => {
    // A parallel fork before the OR fork: the path through 'side' never comes back to the join.
    const mixed: BuildProcess = {
      id: 'mixed', name: '混合', nodes: [
        { id: 'start', type: 'startEvent', at: [0, 0] },
        { id: 'par', type: 'parallelGateway', at: [1, 0] },
        { id: 'side', type: 'userTask', at: [2, 2], attrs: { assignee: 'x' } },
        { id: 'fork', type: 'inclusiveGateway', at: [2, 0] },
        { id: 'a', type: 'userTask', at: [3, 0], attrs: { assignee: 'a' } },
        { id: 'b', type: 'userTask', at: [3, 1], attrs: { assignee: 'b' } },
        { id: 'join', type: 'inclusiveGateway', at: [4, 0] },
        { id: 'end', type: 'endEvent', at: [5, 0] },
        { id: 'end2', type: 'endEvent', at: [5, 2] },
      ],
      flows: [
        { id: 's', from: 'start', to: 'par' }, { id: 'p1', from: 'par', to: 'fork' }, { id: 'p2', from: 'par', to: 'side' },
        { id: 'side1', from: 'side', to: 'end2' },
        { id: 'fa', from: 'fork', to: 'a', condition: '${true}' }, { id: 'fb', from: 'fork', to: 'b', condition: '${false}' },
        { id: 'a1', from: 'a', to: 'join' }, { id: 'b1', from: 'b', to: 'join' }, { id: 'j', from: 'join', to: 'end' },
      ],
    };
    const graph = await model(mixed);
    const started = startInstance(graph, {});
    expect(started.newTasks.map((t) => t.nodeId).sort()).toEqual(['a', 'side']);
    const aDone = approve(graph, started, 'a');
    expect(waitingAt(aDone)).toEqual(['side:TASK']);
    expect(aDone.state.finishedNodes).toContain('end');
  });

  it('answers reachability along flows, cycles included', async () => {
    const graph = await model(REVIEW);
    expect(canReach(graph, 'legal', 'join')).toBe(true);
    expect(canReach(graph, 'boss', 'join')).toBe(false);
    expect(canReach(graph, 'join', 'join')).toBe(false);
  });
});
