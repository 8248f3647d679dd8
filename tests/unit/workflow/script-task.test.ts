import { describe, expect, it } from 'vitest';
import { buildBpmn, type BuildProcess } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { compileModel } from '@/lib/backend/modules/workflow/nodes/compile';
import { startInstance } from '@/lib/backend/modules/workflow/run/interpreter';
import { parseScript, runScript } from '@/lib/backend/modules/workflow/model/script-task';

/** Script tasks: assignments in the expression language, over the process variables only. */

const withScript = (body: string, extra: { format?: string; attrs?: Record<string, string> } = {}): BuildProcess => ({
  id: 'calc', name: '计算', nodes: [
    { id: 'start', type: 'startEvent', at: [0, 0] },
    { id: 'tally', type: 'scriptTask', name: '计算税额', at: [1, 0], script: { body, format: extra.format }, attrs: extra.attrs },
    { id: 'gw', type: 'exclusiveGateway', at: [2, 0], defaultFlow: 'low' },
    { id: 'boss', type: 'userTask', at: [3, 1], attrs: { assignee: 'boss' } },
    { id: 'end', type: 'endEvent', at: [4, 0] },
  ],
  flows: [
    { id: 'f0', from: 'start', to: 'tally' }, { id: 'f1', from: 'tally', to: 'gw' },
    { id: 'high', from: 'gw', to: 'boss', condition: "${level == 'high'}" }, { id: 'low', from: 'gw', to: 'end' },
    { id: 'f2', from: 'boss', to: 'end' },
  ],
});

describe('script task', () => {
  it('reads assignments separated by semicolons and line breaks, with or without ${}', () => {
    expect(parseScript("total = amount * 1.13; level = total > 10000 ? 'high' : 'low'\nnote = ${'a;b'}", null)).toEqual([
      { variable: 'total', expression: '${amount * 1.13}' },
      { variable: 'level', expression: "${total > 10000 ? 'high' : 'low'}" },
      { variable: 'note', expression: "${'a;b'}" },
    ]);
    expect(parseScript('amount * 2', 'doubled')).toEqual([{ variable: 'doubled', expression: '${amount * 2}' }]);
    expect(() => parseScript('amount == 2', null)).toThrow(/not an assignment/);
    expect(() => parseScript('  ', null)).toThrow(/empty/);
  });

  it('assigns in order, each statement seeing the ones before', () => {
    const out = runScript(parseScript("total = amount * 2; level = total > 100 ? 'high' : 'low'", null), { amount: 60 });
    expect(out).toEqual({ assigned: { total: 120, level: 'high' } });
  });

  it('runs in the interpreter, and the next gateway reads what it assigned', async () => {
    const graph = await compileModel(buildBpmn(withScript("total = amount * 1.13; level = total > 10000 ? 'high' : 'low'")));
    const big = startInstance(graph, { amount: 10000 });
    expect(big.variables).toMatchObject({ amount: 10000, level: 'high' });
    expect(big.variables.total).toBeCloseTo(11300);
    expect(big.newTasks.map((t) => t.nodeId)).toEqual(['boss']);
    const small = startInstance(graph, { amount: 100 });
    expect(small.ended).toBe(true);
    expect(small.variables.level).toBe('low');
  });

  it('stores a resultVariable script under that name', async () => {
    const graph = await compileModel(buildBpmn(withScript('${amount > 5 ? "high" : "low"}', { format: 'juel', attrs: { resultVariable: 'level' } })));
    expect(startInstance(graph, { amount: 9 }).newTasks.map((t) => t.nodeId)).toEqual(['boss']);
  });

  it('fails the step naming the variable a script reads and the instance lacks', async () => {
    const graph = await compileModel(buildBpmn(withScript('total = amount * 2; level = total')));
    expect(() => startInstance(graph, {})).toThrow(/workflow.run.scriptUnknownVariable.*variable=amount/);
  });

  it('has no reach beyond the variables', async () => {
    await expect(compileModel(buildBpmn(withScript("level = amount.constructor ? 'high' : 'low'")))).rejects.toThrow('workflow.deploy.badScript');
    // Inherited names are not variables: reading one fails instead of answering a function.
    expect(runScript(parseScript('x = toString', null), { amount: 1 })).toHaveProperty('failure');
    expect(runScript(parseScript('x = valueOf', null), { amount: 1 })).toHaveProperty('failure');
  });

  it('refuses at deploy a script that is not assignments, another format, or one that assigns an engine variable', async () => {
    await expect(compileModel(buildBpmn(withScript('amount * 2')))).rejects.toThrow('workflow.deploy.badScript');
    await expect(compileModel(buildBpmn(withScript('initiator = "me"')))).rejects.toThrow('workflow.deploy.badScript');
    await expect(compileModel(buildBpmn(withScript('x = 1', { format: 'groovy' })))).rejects.toThrow(/workflow.deploy.unsupported\?element=scriptTask\+%28groovy%29/);
    await expect(compileModel(buildBpmn(withScript('x = (1 +')))).rejects.toThrow('workflow.deploy.badScript');
  });
});
