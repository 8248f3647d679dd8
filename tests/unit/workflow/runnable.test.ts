import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileModel } from '@/lib/backend/modules/workflow/nodes/compile';
import { messageWith } from '@/lib/entity/messages';
import { readDialectXml } from '@/lib/workflow/dialect-moddle';
import { modelProblems, UNSUPPORTED } from '@/lib/workflow/runnable';

/**
 * The rule of what the engine runs, shared by the deploy and the designer: each kind of element
 * or setting the engine cannot run is a problem naming the element, and the deploy refuses a
 * model with exactly the message of its first problem, so the two cannot disagree.
 */

const NS = 'xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:flowable="http://flowable.org/bpmn"';

/** A process start → (the elements under test) → end, in the flowable dialect. */
function model(inner: string, processExtras = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<definitions ${NS} id="d" targetNamespace="t">
  <process id="p" name="测试" isExecutable="true">${processExtras}
    <startEvent id="start" />
    ${inner}
    <endEvent id="end" />
  </process>
</definitions>`;
}

const listener = (kind: 'execution' | 'task') => `<extensionElements><flowable:${kind}Listener event="${kind === 'task' ? 'create' : 'start'}" class="a.B" /></extensionElements>`;

const problemsOf = async (xml: string) => modelProblems((await readDialectXml(xml)).rootElement);

const CASES: { what: string; xml: string; problems: { elementId: string; element: string; name: string }[] }[] = [
  { what: 'a service task', xml: model('<serviceTask id="erp" name="调用ERP" />'), problems: [{ elementId: 'erp', element: 'serviceTask', name: '调用ERP (erp)' }] },
  { what: 'a script task', xml: model('<scriptTask id="calc" scriptFormat="groovy"><script>1</script></scriptTask>'), problems: [{ elementId: 'calc', element: 'scriptTask (groovy)', name: 'calc' }] },
  { what: 'a script task without a format', xml: model('<scriptTask id="calc"><script>x = 1</script></scriptTask>'), problems: [{ elementId: 'calc', element: 'scriptTask', name: 'calc' }] },
  {
    what: 'a timer start event',
    xml: model('').replace('<startEvent id="start" />', '<startEvent id="start" name="每日"><timerEventDefinition><timeCycle>R/P1D</timeCycle></timerEventDefinition></startEvent>'),
    problems: [{ elementId: 'start', element: 'timerEventDefinition', name: '每日 (start)' }],
  },
  {
    what: 'a message end event',
    xml: model('').replace('<endEvent id="end" />', '<endEvent id="end"><messageEventDefinition /></endEvent>'),
    problems: [{ elementId: 'end', element: 'messageEventDefinition', name: 'end' }],
  },
  { what: 'a terminate end event', xml: model('').replace('<endEvent id="end" />', '<endEvent id="end"><terminateEventDefinition /></endEvent>'), problems: [] },
  {
    what: 'a timer boundary event on a user task',
    xml: model('<userTask id="a" flowable:assignee="u" /><boundaryEvent id="late" attachedToRef="a" cancelActivity="false"><timerEventDefinition><timeDuration>PT1H</timeDuration></timerEventDefinition></boundaryEvent>'),
    problems: [],
  },
  {
    what: 'a timer boundary event with a cycle',
    xml: model('<userTask id="a" flowable:assignee="u" /><boundaryEvent id="late" attachedToRef="a"><timerEventDefinition><timeCycle>R/PT1H</timeCycle></timerEventDefinition></boundaryEvent>'),
    problems: [{ elementId: 'late', element: 'boundaryEvent', name: 'late' }],
  },
  {
    what: 'a timer boundary event on a plain task',
    xml: model('<task id="a" /><boundaryEvent id="late" attachedToRef="a"><timerEventDefinition><timeDate>2030-01-01</timeDate></timerEventDefinition></boundaryEvent>'),
    problems: [{ elementId: 'late', element: 'boundaryEvent', name: 'late' }],
  },
  {
    what: 'an error boundary event with a listener, one problem as before',
    xml: model(`<userTask id="a" flowable:assignee="u" /><boundaryEvent id="oops" attachedToRef="a">${listener('execution')}<errorEventDefinition /></boundaryEvent>`),
    problems: [{ elementId: 'oops', element: 'boundaryEvent', name: 'oops' }],
  },
  { what: 'an intermediate timer', xml: model('<intermediateCatchEvent id="wait"><timerEventDefinition /></intermediateCatchEvent>'), problems: [{ elementId: 'wait', element: 'intermediateCatchEvent', name: 'wait' }] },
  { what: 'an event sub-process', xml: model('<subProcess id="sub" name="子流程" triggeredByEvent="true"><task id="inner" /></subProcess>'), problems: [{ elementId: 'sub', element: 'event sub-process', name: '子流程 (sub)' }] },
  { what: 'what a sub-process holds', xml: model('<subProcess id="sub"><startEvent id="in" /><serviceTask id="call" /></subProcess>'), problems: [{ elementId: 'call', element: 'serviceTask', name: 'call' }] },
  { what: 'a transaction', xml: model('<transaction id="tx"><task id="inner" /></transaction>'), problems: [{ elementId: 'tx', element: 'transaction', name: 'tx' }] },
  { what: 'a receive task', xml: model('<receiveTask id="rx" />'), problems: [{ elementId: 'rx', element: 'receiveTask', name: 'rx' }] },
  { what: 'an execution listener', xml: model(`<userTask id="a" name="审批" flowable:assignee="u">${listener('execution')}</userTask>`), problems: [{ elementId: 'a', element: 'executionListener', name: '审批 (a)' }] },
  {
    what: 'a task listener and a standard loop on one user task',
    xml: model(`<userTask id="a" flowable:assignee="u">${listener('task')}<standardLoopCharacteristics /></userTask>`),
    problems: [{ elementId: 'a', element: 'taskListener', name: 'a' }, { elementId: 'a', element: 'standardLoopCharacteristics', name: 'a' }],
  },
  { what: 'a listener on the process', xml: model('', listener('execution')), problems: [{ elementId: 'p', element: 'executionListener', name: '测试 (p)' }] },
  { what: 'a multi-instance plain task', xml: model('<task id="t"><multiInstanceLoopCharacteristics /></task>'), problems: [{ elementId: 't', element: 'multiInstanceLoopCharacteristics', name: 't' }] },
  { what: 'a compensation task', xml: model('<task id="undo" isForCompensation="true" />'), problems: [{ elementId: 'undo', element: 'compensation', name: 'undo' }] },
  {
    what: 'a script condition',
    xml: model('<sequenceFlow id="f" sourceRef="start" targetRef="end"><conditionExpression xsi:type="tFormalExpression" language="groovy">true</conditionExpression></sequenceFlow>'),
    problems: [{ elementId: 'f', element: 'script condition (groovy)', name: 'f' }],
  },
  {
    what: 'what the engine runs',
    xml: model(
      '<userTask id="a" flowable:assignee="u" flowable:asyncBefore="true"><multiInstanceLoopCharacteristics flowable:collection="${x}" /></userTask>' +
        '<exclusiveGateway id="g" /><parallelGateway id="pg" /><inclusiveGateway id="ig" /><subProcess id="sp"><startEvent id="sps" /><task id="spt" /></subProcess><manualTask id="m" /><dataObject id="data" />' +
        '<scriptTask id="calc" scriptFormat="JEXL"><script>x = 1</script></scriptTask><scriptTask id="calc2" scriptFormat="juel" flowable:resultVariable="y"><script>${x + 1}</script></scriptTask>' +
        '<sequenceFlow id="f" sourceRef="start" targetRef="end"><conditionExpression xsi:type="tFormalExpression">${ok}</conditionExpression></sequenceFlow>',
    ),
    problems: [],
  },
];

describe('what the engine runs', () => {
  for (const c of CASES) {
    it(`${c.what}: ${c.problems.length ? c.problems.map((p) => p.element).join(', ') : 'no problem'}`, async () => {
      const problems = await problemsOf(c.xml);
      expect(problems).toEqual(c.problems.map(({ elementId, element, name }) => ({ elementId, key: UNSUPPORTED, values: { element, name } })));
    });
  }

  it('the deploy refuses exactly with the first problem', async () => {
    for (const c of CASES.filter((x) => x.problems.length > 0)) {
      const [first] = await problemsOf(c.xml);
      await expect(compileModel(c.xml), c.what).rejects.toHaveProperty('message', messageWith(first!.key, first!.values));
    }
  });

  it('lists every problem of a model, in model order, and only of the executable process', async () => {
    const xml = model('<serviceTask id="s1" /><scriptTask id="s2" />', listener('execution')).replace(
      '</definitions>',
      '<process id="other" isExecutable="false"><serviceTask id="elsewhere" /></process></definitions>',
    );
    expect((await problemsOf(xml)).map((p) => `${p.elementId}:${p.values.element}`)).toEqual(['p:executionListener', 's1:serviceTask', 's2:scriptTask']);
  });

  it('counts listeners of another dialect too, kept as generic elements', async () => {
    const xml = model('<userTask id="a" flowable:assignee="u"><extensionElements><camunda:taskListener xmlns:camunda="http://camunda.org/schema/1.0/bpmn" event="create" class="a.B" /></extensionElements></userTask>');
    expect((await problemsOf(xml)).map((p) => p.values.element)).toEqual(['taskListener']);
    await expect(compileModel(xml)).rejects.toThrow('element=taskListener');
  });

  it('sees the listeners and the script task of a model written for Flowable', async () => {
    const xml = readFileSync(path.resolve(process.cwd(), 'tests/fixtures/vendor-extensions/flowable.bpmn'), 'utf8');
    expect((await problemsOf(xml)).map((p) => `${p.elementId}:${p.values.element}`)).toEqual(['approve:taskListener', 'approve:executionListener', 'tally:scriptTask (groovy)']);
  });
});
