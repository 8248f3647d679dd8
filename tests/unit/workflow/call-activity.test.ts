import { describe, expect, it } from 'vitest';
import { buildBpmn, type BuildProcess } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { compileModel } from '@/lib/backend/modules/workflow/nodes/compile';
import { resumeCallActivity, startInstance } from '@/lib/backend/modules/workflow/run/interpreter';

/** Call activities in the interpreter: the token waits and asks for a child; the child's end resumes it. */

const CALLER: BuildProcess = {
  id: 'caller', name: '主流程', nodes: [
    { id: 'start', type: 'startEvent', at: [0, 0] },
    { id: 'call', type: 'callActivity', name: '调用评审', at: [1, 0], call: { process: 'review_child', in: [{ source: 'amount', target: 'sum' }, { sourceExpression: '${amount * 2}', target: 'double' }], out: [{ source: 'verdict', target: 'reviewVerdict' }] } },
    { id: 'gw', type: 'exclusiveGateway', at: [2, 0], defaultFlow: 'no' },
    { id: 'boss', type: 'userTask', at: [3, 1], attrs: { assignee: 'boss' } },
    { id: 'end', type: 'endEvent', at: [4, 0] },
  ],
  flows: [
    { id: 'f0', from: 'start', to: 'call' }, { id: 'f1', from: 'call', to: 'gw' },
    { id: 'yes', from: 'gw', to: 'boss', condition: "${reviewVerdict == 'escalate'}" }, { id: 'no', from: 'gw', to: 'end' }, { id: 'f2', from: 'boss', to: 'end' },
  ],
};

describe('call activity', () => {
  it('waits and asks for the called process with the variables passed in', async () => {
    const graph = await compileModel(buildBpmn(CALLER));
    const started = startInstance(graph, { amount: 7, secret: 'x', initiator: 'me' });
    expect(started.state.tokens.map((t) => `${t.nodeId}:${t.state}`)).toEqual(['call:CALL']);
    expect(started.effects).toEqual([{ kind: 'startChild', tokenKey: started.state.tokens[0]!.key, nodeId: 'call', processKey: 'review_child', variables: { sum: 7, double: 14 }, source: '调用评审' }]);
    expect(started.newTasks).toEqual([]);
  });

  it('goes on with the variables passed out when the child ends', async () => {
    const graph = await compileModel(buildBpmn(CALLER));
    const started = startInstance(graph, { amount: 7 });
    const tokenKey = started.state.tokens[0]!.key;
    const escalated = resumeCallActivity(graph, started.state, started.variables, { tokenKey, childVariables: { verdict: 'escalate', other: 1 } });
    expect(escalated.variables).toMatchObject({ reviewVerdict: 'escalate' });
    expect(escalated.variables).not.toHaveProperty('other');
    expect(escalated.newTasks.map((t) => t.nodeId)).toEqual(['boss']);
    expect(resumeCallActivity(graph, started.state, started.variables, { tokenKey, childVariables: { verdict: 'ok' } }).ended).toBe(true);
  });

  it('passes every variable but the engine’s own without an in mapping, and refuses a call without a process', async () => {
    const plain = { ...CALLER, nodes: CALLER.nodes.map((n) => (n.id === 'call' ? { ...n, call: { process: 'review_child' } } : n)) };
    const graph = await compileModel(buildBpmn(plain));
    expect(startInstance(graph, { amount: 7, initiator: 'me' }).effects[0]).toMatchObject({ variables: { amount: 7 } });
    const none = buildBpmn(plain).replace('calledElement="review_child"', '');
    await expect(compileModel(none)).rejects.toThrow('workflow.deploy.badCallActivity');
  });
});
