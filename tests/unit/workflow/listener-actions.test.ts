import { describe, expect, it } from 'vitest';
import { buildBpmn, type BuildProcess } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { compileModel } from '@/lib/backend/modules/workflow/nodes/compile';
import { completeTask, rejectTask, startInstance } from '@/lib/backend/modules/workflow/run/interpreter';
import { readDialectXml } from '@/lib/workflow/dialect-moddle';
import { parseListenerAction } from '@/lib/workflow/listener-actions';
import type { ModdleNode } from '@/lib/workflow/moddle-node';
import { modelProblems } from '@/lib/workflow/runnable';

/**
 * Execution and task listeners of expression type calling the built-in actions: setVariable
 * changes the variables in the step, notify and setBusinessStatus become effects for the store.
 */

const PROCESS: BuildProcess = {
  id: 'listened', name: '监听', listeners: [
    { kind: 'execution', event: 'start', expression: "${setVariable('trail', 'p')}" },
    { kind: 'execution', event: 'end', expression: "${setBusinessStatus('APPROVED')}" },
  ],
  nodes: [
    { id: 'start', type: 'startEvent', at: [0, 0] },
    {
      id: 'review', type: 'userTask', name: '审核', at: [1, 0], attrs: { assignee: '${initiator}' },
      listeners: [
        { kind: 'execution', event: 'start', expression: "${setVariable('trail', trail + '>review')}" },
        { kind: 'execution', event: 'end', expression: "${setVariable('trail', trail + '<review')}" },
        { kind: 'task', event: 'assignment', expression: "${notify(task.assignee, '请审核：' + task.name)}" },
        { kind: 'task', event: 'create', expression: "${setVariable('created', task.name)}" },
        { kind: 'task', event: 'complete', expression: "${notify(initiator, '已审核，金额 ' + amount)}" },
      ],
    },
    { id: 'end', type: 'endEvent', at: [2, 0] },
  ],
  flows: [
    { id: 'f0', from: 'start', to: 'review', listeners: [{ kind: 'execution', event: 'take', expression: "${setVariable('trail', trail + '-f0')}" }] },
    { id: 'f1', from: 'review', to: 'end' },
  ],
};

const problemsOf = async (xml: string) => modelProblems((await readDialectXml(xml)).rootElement as unknown as ModdleNode).map((p) => `${p.elementId}:${p.values.element}`);

describe('listener actions', () => {
  it('reads the built-in calls and nothing else', () => {
    expect(parseListenerAction("${setVariable('level', amount > 1 ? 'a, b' : 'c')}")).toEqual({ action: 'setVariable', args: ["'level'", "amount > 1 ? 'a, b' : 'c'"] });
    expect(parseListenerAction("#{notify([initiator, 'u2'], 'hi')}")?.action).toBe('notify');
    expect(parseListenerAction("${setBusinessStatus('APPROVED')}")).toEqual({ action: 'setBusinessStatus', args: ["'APPROVED'"] });
    expect(parseListenerAction("${setBusinessStatus('DONE')}")).toBeNull();
    expect(parseListenerAction("${setVariable(name, 1)}")).toBeNull();
    expect(parseListenerAction("${setVariable('x')}")).toBeNull();
    expect(parseListenerAction('${myBean.doIt(execution)}')).toBeNull();
    expect(parseListenerAction("${notify(initiator, 'a')} and more")).toBeNull();
  });

  it('are runnable for the designer and the deploy; class listeners and other events are not', async () => {
    expect(await problemsOf(buildBpmn(PROCESS))).toEqual([]);
    const classListener = buildBpmn(PROCESS).replace('expression="${setBusinessStatus(&#39;APPROVED&#39;)}"', 'class="a.B"').replace("expression=\"${setBusinessStatus('APPROVED')}\"", 'class="a.B"');
    expect(await problemsOf(classListener)).toEqual(['listened:executionListener']);
    const timeout = buildBpmn({ ...PROCESS, nodes: PROCESS.nodes.map((n) => (n.id === 'review' ? { ...n, listeners: [{ kind: 'task' as const, event: 'delete', expression: "${setVariable('x', 1)}" }] } : n)) });
    expect(await problemsOf(timeout)).toEqual(['review:taskListener']);
    const bean = buildBpmn({ ...PROCESS, listeners: [{ kind: 'execution', event: 'start', expression: '${audit.log(execution)}' }] });
    expect(await problemsOf(bean)).toEqual(['listened:executionListener']);
    await expect(compileModel(bean)).rejects.toThrow('element=executionListener');
  });

  it('fire in order on the process, the flow, the activity and the task, and leave effects for the store', async () => {
    const graph = await compileModel(buildBpmn(PROCESS));
    const started = startInstance(graph, { initiator: 'lina', amount: 12 });
    expect(started.variables).toMatchObject({ trail: 'p-f0>review', created: '审核' });
    expect(started.effects).toEqual([{ kind: 'notify', recipients: ['lina'], text: '请审核：审核', source: '审核' }]);
    const done = completeTask(graph, started.state, started.variables, { tokenKey: started.newTasks[0]!.tokenKey, loopCounter: null });
    expect(done.ended).toBe(true);
    expect(done.variables.trail).toBe('p-f0>review<review');
    expect(done.effects).toEqual([
      { kind: 'notify', recipients: ['lina'], text: '已审核，金额 12', source: '审核' },
      { kind: 'businessStatus', status: 'APPROVED', source: '监听' },
    ]);
  });

  it('do not fire the process end on a reject, and fail the step on a missing variable', async () => {
    const graph = await compileModel(buildBpmn(PROCESS));
    const started = startInstance(graph, { initiator: 'lina', amount: 12 });
    const rejected = rejectTask(graph, started.state, started.variables, { tokenKey: started.newTasks[0]!.tokenKey }, 'end');
    expect(rejected.effects).toEqual([]);
    expect(() => completeTask(graph, started.state, { ...started.variables, amount: undefined, initiator: 'lina' }, { tokenKey: started.newTasks[0]!.tokenKey, loopCounter: null })).not.toThrow();
    const { amount: _gone, ...withoutAmount } = started.variables;
    expect(() => completeTask(graph, started.state, withoutAmount, { tokenKey: started.newTasks[0]!.tokenKey, loopCounter: null })).toThrow(/workflow.run.listenerUnknownVariable.*variable=amount/);
  });
});
