import { BpmnModdle } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { buildListener, listenerFormOf, listenerSchema, type ListenerForm } from '@/lib/workflow/listeners';
import type { CreateNode, ModdleNode } from '@/lib/workflow/moddle-node';
import { moddleExtensions } from '@/lib/workflow/moddle-extensions';

const messagesOf = (form: ListenerForm) => {
  const parsed = listenerSchema.safeParse(form);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('listener form rules', () => {
  it('requires event, id and listener type', () => {
    expect(messagesOf({ event: '', id: ' ', listenerType: undefined as never })).toEqual(
      expect.arrayContaining(['event:designer.listener.rules.event', 'id:designer.listener.rules.id', 'listenerType:designer.listener.rules.listenerType']),
    );
  });

  it('requires the field of each listener type', () => {
    const base = { event: 'create', id: 'l1' };
    expect(messagesOf({ ...base, listenerType: 'classListener' })).toEqual(['class:designer.listener.rules.class']);
    expect(messagesOf({ ...base, listenerType: 'expressionListener' })).toEqual(['expression:designer.listener.rules.expression']);
    expect(messagesOf({ ...base, listenerType: 'delegateExpressionListener' })).toEqual(['delegateExpression:designer.listener.rules.delegateExpression']);
    expect(messagesOf({ ...base, listenerType: 'classListener', class: 'com.example.Audit' })).toEqual([]);
  });

  it('asks a script for its format, type and content or resource', () => {
    const base = { event: 'start', id: 'l1', listenerType: 'scriptListener' as const };
    expect(messagesOf(base)).toEqual(['scriptFormat:designer.listener.rules.scriptFormat', 'scriptType:designer.listener.rules.scriptType']);
    expect(messagesOf({ ...base, scriptFormat: 'groovy', scriptType: 'inlineScript' })).toEqual(['value:designer.listener.rules.scriptValue']);
    expect(messagesOf({ ...base, scriptFormat: 'groovy', scriptType: 'externalScript' })).toEqual(['resource:designer.listener.rules.resource']);
  });

  it('asks a timeout for its timer unless the timer type is none', () => {
    const base = { event: 'timeout', id: 'l1', listenerType: 'classListener' as const, class: 'a.B' };
    expect(messagesOf({ ...base, eventDefinitionType: 'duration' })).toEqual(['eventTimeDefinitions:designer.listener.rules.timer']);
    expect(messagesOf({ ...base, eventDefinitionType: 'null' })).toEqual([]);
    expect(messagesOf({ ...base, eventDefinitionType: 'duration', eventTimeDefinitions: 'PT2H' })).toEqual([]);
  });

  it('checks each injected field for name and its value or expression', () => {
    const base = { event: 'start', id: 'l1', listenerType: 'classListener' as const, class: 'a.B' };
    expect(messagesOf({ ...base, fields: [{ name: '', fieldType: 'string', string: '' }] })).toEqual(['fields.0.name:designer.listener.rules.fieldName', 'fields.0.string:designer.listener.rules.fieldString']);
    expect(messagesOf({ ...base, fields: [{ name: 'to', fieldType: 'expression' }] })).toEqual(['fields.0.expression:designer.listener.rules.fieldExpression']);
  });
});

describe('listener elements', () => {
  const moddle = new BpmnModdle({ flowable: moddleExtensions.flowable });
  const create: CreateNode = (type, attrs) => moddle.create(type, attrs);

  it('writes only what the listener type uses and reads it back the same', async () => {
    const form = listenerSchema.parse({
      event: 'timeout', id: 'remind', listenerType: 'scriptListener', scriptFormat: 'groovy', scriptType: 'inlineScript', value: 'println task',
      class: 'left.over', eventDefinitionType: 'duration', eventTimeDefinitions: 'PT2H',
      fields: [{ name: 'to', fieldType: 'expression', expression: '${initiator}' }, { name: 'tone', fieldType: 'string', string: 'polite' }],
    });
    const listener = buildListener(create, 'flowable', 'task', form);
    const task = moddle.create('bpmn:UserTask', { id: 't1', extensionElements: moddle.create('bpmn:ExtensionElements', { values: [listener] }) });
    const definitions = moddle.create('bpmn:Definitions', {
      targetNamespace: 'x',
      rootElements: [moddle.create('bpmn:Process', { id: 'p', flowElements: [task] })],
    });
    const { xml } = await moddle.toXML(definitions);
    expect(xml).toContain('<flowable:taskListener event="timeout" id="remind">');
    expect(xml).toContain('<flowable:script scriptFormat="groovy">println task</flowable:script>');
    expect(xml).toContain('<flowable:expression>${initiator}</flowable:expression>');
    expect(xml).toContain('<bpmn:timeDuration xsi:type="bpmn:tFormalExpression">PT2H</bpmn:timeDuration>');
    expect(xml).not.toContain('left.over');

    const { rootElement } = await moddle.fromXML(xml);
    const read = (((rootElement.rootElements as ModdleNode[])[0]!.flowElements as ModdleNode[])[0]!.extensionElements as ModdleNode).values as ModdleNode[];
    expect(listenerFormOf(read[0]!)).toMatchObject({
      event: 'timeout', id: 'remind', listenerType: 'scriptListener', scriptFormat: 'groovy', scriptType: 'inlineScript', value: 'println task',
      eventDefinitionType: 'duration', eventTimeDefinitions: 'PT2H',
      fields: [{ name: 'to', fieldType: 'expression', expression: '${initiator}' }, { name: 'tone', fieldType: 'string', string: 'polite' }],
    });
  });

  it('writes an execution listener without the task-only timer', () => {
    const form = listenerSchema.parse({ event: 'end', id: 'audit', listenerType: 'delegateExpressionListener', delegateExpression: '${audit}', eventDefinitionType: 'cycle', eventTimeDefinitions: 'R3/PT1M' });
    const listener = buildListener(create, 'flowable', 'execution', form);
    expect(listener.$type).toBe('flowable:ExecutionListener');
    expect(listener.get('delegateExpression')).toBe('${audit}');
    expect(Object.keys(listener)).not.toContain('eventDefinitions');
  });
});
