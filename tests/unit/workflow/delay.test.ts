import { describe, expect, it } from 'vitest';
import { buildBpmn } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { compileModel } from '@/lib/backend/modules/workflow/nodes/compile';
import { DEMO_MODELS, PROJECT_START } from '@/lib/backend/modules/workflow/model/demo-models';
import { fireDelayTimer, startInstance } from '@/lib/backend/modules/workflow/run/interpreter';
import { wallClock } from '@/lib/backend/modules/workflow/nodes/delay';
import { stepsAhead } from '@/lib/backend/modules/workflow/run/path-ahead';

/** The delay (延迟器): an intermediate timer catch event, compiled, run and shown on the path ahead. */

const model = (timer: string, definitions?: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" id="d" targetNamespace="t">
  <process id="p" isExecutable="true">
    <startEvent id="start" />
    <intermediateCatchEvent id="wait" name="冷静期">${definitions ?? `<timerEventDefinition>${timer}</timerEventDefinition>`}</intermediateCatchEvent>
    <userTask id="pay" name="付款" flowable:assignee="usr-finance" />
    <endEvent id="end" />
    <sequenceFlow id="f1" sourceRef="start" targetRef="wait" />
    <sequenceFlow id="f2" sourceRef="wait" targetRef="pay" />
    <sequenceFlow id="f3" sourceRef="pay" targetRef="end" />
  </process>
</definitions>`;

const now = new Date('2026-11-02T01:00:00Z');
const HOUR = 3_600_000;

describe('the delay', () => {
  it('is compiled with its duration or its date', async () => {
    expect((await compileModel(model('<timeDuration>PT2H</timeDuration>'))).nodes.wait).toEqual({
      id: 'wait', type: 'delay', name: '冷静期', incoming: ['f1'], outgoing: ['f2'], defaultFlow: null, timer: { kind: 'duration', text: 'PT2H' },
    });
    expect((await compileModel(model('<timeDate>${dueDate}</timeDate>'))).nodes.wait).toMatchObject({ type: 'delay', timer: { kind: 'date', text: '${dueDate}' } });
  });

  it('is refused with a cycle, another event definition or no outgoing flow', async () => {
    const refused = 'workflow.deploy.unsupported?element=intermediateCatchEvent';
    await expect(compileModel(model('<timeCycle>R3/PT1H</timeCycle>'))).rejects.toThrow(refused);
    await expect(compileModel(model('', '<messageEventDefinition />'))).rejects.toThrow(refused);
    const deadEnd = model('<timeDuration>PT2H</timeDuration>').replace('<sequenceFlow id="f2" sourceRef="wait" targetRef="pay" />', '');
    await expect(compileModel(deadEnd)).rejects.toThrow('workflow.deploy.deadEnd');
  });

  it('holds the token and asks for a timer; when it fires the token goes on to the task', async () => {
    const graph = await compileModel(model('<timeDuration>PT2H</timeDuration>'));
    const started = startInstance(graph, {}, { now });
    const [token] = started.state.tokens;
    expect(token).toMatchObject({ nodeId: 'wait', state: 'DELAY' });
    expect(started.newTasks).toEqual([]);
    expect(started.effects).toEqual([{ kind: 'delay', tokenKey: token!.key, nodeId: 'wait', nodeName: '冷静期', fireAt: new Date(now.getTime() + 2 * HOUR) }]);

    const fired = fireDelayTimer(graph, started.state, started.variables, { tokenKey: token!.key, nodeId: 'wait' }, { now })!;
    expect(fired.newTasks.map((t) => [t.nodeId, t.assignee, t.tokenKey])).toEqual([['pay', 'usr-finance', token!.key]]);
    expect(fired.state.takenFlows).toEqual(['f1', 'f2']);
    expect(fired.state.finishedNodes).toContain('wait');
    // Fired again (a second scan), nothing waits there any more.
    expect(fireDelayTimer(graph, fired.state, fired.variables, { tokenKey: token!.key, nodeId: 'wait' }, { now })).toBeNull();
  });

  it('waits until a date of the form, and lets the token through at once when the date has passed', async () => {
    const graph = await compileModel(model('<timeDate>${dueDate}</timeDate>'));
    const waiting = startInstance(graph, { dueDate: '2026-12-01' }, { now });
    expect(waiting.effects).toMatchObject([{ kind: 'delay', fireAt: new Date('2026-11-30T16:00:00Z') }]);
    const passed = startInstance(graph, { dueDate: '2026-10-01' }, { now });
    expect(passed.effects).toEqual([]);
    expect(passed.newTasks.map((t) => t.nodeId)).toEqual(['pay']);
    expect(() => startInstance(graph, {}, { now })).toThrow();
  });

  it('shows on the path ahead how long or until when it waits', async () => {
    const note = async (timer: string, variables: Record<string, unknown> = {}) => stepsAhead(await compileModel(model(timer)), ['start'], variables).map((s) => [s.nodeId, s.note]);
    expect(await note('<timeDuration>PT2H</timeDuration>')).toEqual([['wait', { key: 'workflow.path.delayHours', values: { count: '2' } }], ['pay', null], ['end', null]]);
    expect((await note('<timeDuration>P1D</timeDuration>'))[0]).toEqual(['wait', { key: 'workflow.path.delayDays', values: { count: '1' } }]);
    expect((await note('<timeDuration>PT90M</timeDuration>'))[0]).toEqual(['wait', { key: 'workflow.path.delayMinutes', values: { count: '90' } }]);
    expect((await note('<timeDate>${dueDate}</timeDate>', { dueDate: '2026-12-01 09:00:00' }))[0]).toEqual(['wait', { key: 'workflow.path.delayUntil', values: { at: '2026-12-01 09:00' } }]);
    expect((await note('<timeDate>${dueDate}</timeDate>'))[0]).toEqual(['wait', { key: 'workflow.path.delayUnknown', values: {} }]);
  });

  it('is shown to newcomers by the demo project start, which waits for the start day', async () => {
    expect(DEMO_MODELS.map((m) => m.process)).toContain(PROJECT_START);
    const graph = await compileModel(buildBpmn(PROJECT_START));
    expect(graph.nodes.wait_start_day).toMatchObject({ type: 'delay', timer: { kind: 'date', text: '${start_date}' } });
    expect(wallClock(new Date('2026-12-01T01:00:00Z'))).toBe('2026-12-01 09:00');
  });
});
