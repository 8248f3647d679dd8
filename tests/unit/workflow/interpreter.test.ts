import { describe, expect, it } from 'vitest';
import { buildBpmn, type BuildProcess } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { compileModel } from '@/lib/backend/modules/workflow/nodes/compile';
import { addDuration, completeTask, rejectTask, startInstance } from '@/lib/backend/modules/workflow/run/interpreter';

/** The interpreter on compiled graphs, without a database. */

const model = (p: BuildProcess) => compileModel(buildBpmn(p));

const review: BuildProcess = {
  id: 'review', name: '审核', nodes: [
    { id: 'start', type: 'startEvent', at: [0, 0] },
    { id: 'first', type: 'userTask', name: '初审', at: [1, 0], attrs: { assignee: '${initiatorLeader}', dueDate: 'P1D', priority: '${amount > 100 ? 80 : 20}' } },
    { id: 'gw', type: 'exclusiveGateway', at: [2, 0], defaultFlow: 'small' },
    { id: 'second', type: 'userTask', name: '复审', at: [3, 1], attrs: { candidateUsers: 'u1,u2', candidateGroups: 'finance' } },
    { id: 'end', type: 'endEvent', at: [4, 0] },
  ],
  flows: [
    { id: 'f0', from: 'start', to: 'first' }, { id: 'f1', from: 'first', to: 'gw' },
    { id: 'large', from: 'gw', to: 'second', condition: '${amount > 100}' }, { id: 'small', from: 'gw', to: 'end' },
    { id: 'f2', from: 'second', to: 'end' },
  ],
};

describe('interpreter', () => {
  it('evaluates the assignment of a new task and waits there', async () => {
    const graph = await model(review);
    const now = new Date('2026-03-01T08:00:00Z');
    const step = startInstance(graph, { initiator: 'me', initiatorLeader: 'boss', amount: 500 }, { now });
    expect(step.ended).toBe(false);
    expect(step.newTasks).toEqual([expect.objectContaining({ nodeId: 'first', assignee: 'boss', priority: 80, dueDate: new Date('2026-03-02T08:00:00Z') })]);
    expect(step.state.tokens).toHaveLength(1);
    expect(step.state.takenFlows).toEqual(['f0']);
  });

  it('takes the conditional flow or the default after the gateway', async () => {
    const graph = await model(review);
    const large = startInstance(graph, { amount: 500, initiatorLeader: 'boss' });
    const next = completeTask(graph, large.state, large.variables, { tokenKey: large.newTasks[0]!.tokenKey, loopCounter: null });
    expect(next.newTasks.map((t) => [t.nodeId, t.candidateUsers, t.candidateGroups])).toEqual([['second', ['u1', 'u2'], ['finance']]]);
    const small = startInstance(graph, { amount: 50, initiatorLeader: 'boss' });
    const done = completeTask(graph, small.state, small.variables, { tokenKey: small.newTasks[0]!.tokenKey, loopCounter: null });
    expect(done.ended).toBe(true);
    expect(done.state.takenFlows).toEqual(expect.arrayContaining(['f0', 'f1', 'small']));
  });

  it('fails the step, naming the variable and the flow, when a gateway condition reads what the instance lacks', async () => {
    const graph = await model(review);
    const started = startInstance(graph, { initiatorLeader: 'boss' });
    const complete = () => completeTask(graph, started.state, started.variables, { tokenKey: started.newTasks[0]!.tokenKey, loopCounter: null });
    expect(complete).toThrow(expect.objectContaining({ name: 'WorkflowError', message: expect.stringContaining('workflow.run.unknownVariable') }));
    expect(complete).toThrow(/variable=amount/);
    expect(complete).toThrow(/flow=large/);
  });

  it('does not change the state it was given', async () => {
    const graph = await model(review);
    const started = startInstance(graph, { amount: 500, initiatorLeader: 'boss' });
    const frozen = JSON.stringify(started.state);
    completeTask(graph, started.state, started.variables, { tokenKey: started.newTasks[0]!.tokenKey, loopCounter: null });
    expect(JSON.stringify(started.state)).toBe(frozen);
  });

  it('returns to the previous task or the initiator, withdrawing every path', async () => {
    const graph = await model(review);
    const started = startInstance(graph, { amount: 500, initiator: 'me', initiatorLeader: 'boss' });
    const second = completeTask(graph, started.state, started.variables, { tokenKey: started.newTasks[0]!.tokenKey, loopCounter: null });
    const back = rejectTask(graph, second.state, second.variables, { tokenKey: second.newTasks[0]!.tokenKey }, 'previous', { assigneeFor: () => 'boss-2' });
    expect(back.newTasks.map((t) => [t.nodeId, t.assignee])).toEqual([['first', 'boss-2']]);
    expect(back.state.rejectedNodes).toEqual(['second']);
    const toInitiator = rejectTask(graph, second.state, second.variables, { tokenKey: second.newTasks[0]!.tokenKey }, 'initiator');
    expect(toInitiator.newTasks.map((t) => [t.nodeId, t.assignee])).toEqual([['start', 'me']]);
    const ended = rejectTask(graph, second.state, second.variables, { tokenKey: second.newTasks[0]!.tokenKey }, 'end');
    expect(ended.ended).toBe(true);
    expect(ended.newTasks).toEqual([]);
  });

  it('adds ISO 8601 durations', () => {
    const from = new Date('2026-01-31T00:00:00Z');
    expect(addDuration(from, 'P1M')?.toISOString()).toBe('2026-03-03T00:00:00.000Z');
    expect(addDuration(from, 'PT1H30M')?.toISOString()).toBe('2026-01-31T01:30:00.000Z');
    expect(addDuration(from, 'P1W2D')?.toISOString()).toBe('2026-02-09T00:00:00.000Z');
    expect(addDuration(from, 'P')).toBeNull();
    expect(addDuration(from, 'tomorrow')).toBeNull();
  });
});
