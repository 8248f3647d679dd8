import { BpmnModdle } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { PAYMENT_APPROVAL } from '@/lib/backend/modules/workflow/model/demo-models';
import { buildBpmn } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { BPMN_TERMS, bpmnTranslator } from '@/lib/workflow/bpmn-terms';
import { checkDiagramFile } from '@/lib/workflow/diagram-file';
import { convertDialect, dialectOf } from '@/lib/workflow/dialect';
import { moddleExtensions } from '@/lib/workflow/moddle-extensions';
import { newDiagramXml, newProcessIdentity } from '@/lib/workflow/new-diagram';
import { previewJson } from '@/lib/workflow/preview-json';
import zh from '@/messages/zh-CN/designer.json';

const demo = buildBpmn(PAYMENT_APPROVAL);

describe('dialects', () => {
  it('reads the dialect a document declares, flowable when none or several', () => {
    expect(dialectOf(demo)).toBe('flowable');
    expect(dialectOf(buildBpmn({ ...PAYMENT_APPROVAL, dialect: 'camunda' }))).toBe('camunda');
    expect(dialectOf('<definitions />')).toBe('flowable');
  });

  it('moves every engine attribute and element into the other namespace, and back', async () => {
    const camunda = convertDialect(demo, 'flowable', 'camunda');
    expect(camunda).not.toContain('flowable');
    expect(camunda).toContain('xmlns:camunda="http://camunda.org/schema/1.0/bpmn"');
    expect(camunda).toContain('camunda:assignee="${initiatorLeader}"');
    expect(camunda).toContain('<camunda:formField id="payee"');
    const moddle = new BpmnModdle({ camunda: moddleExtensions.camunda });
    const { rootElement, warnings } = await moddle.fromXML(camunda);
    expect(warnings).toEqual([]);
    const task = ((rootElement.rootElements as { flowElements: { id: string; get(n: string): unknown }[] }[])[0]!.flowElements).find((e) => e.id === 'leader_approval')!;
    expect(task.get('camunda:assignee')).toBe('${initiatorLeader}');
    expect(convertDialect(camunda, 'camunda', 'flowable')).toBe(demo);
  });
});

describe('new diagrams and opened files', () => {
  it('names a new process after the current time and draws its start event', async () => {
    const identity = newProcessIdentity(1767225600000, '业务流程');
    expect(identity).toEqual({ id: 'Process_1767225600000', name: '业务流程_1767225600000' });
    const xml = newDiagramXml('activiti', identity);
    expect(await checkDiagramFile('new.bpmn', xml)).toEqual({ ok: true, dialect: 'activiti' });
    expect(xml).toContain('id="Process_1767225600000" name="业务流程_1767225600000" isExecutable="true"');
  });

  it('refuses what cannot be opened, saying why', async () => {
    expect(await checkDiagramFile('notes.txt', demo)).toEqual({ ok: false, reason: 'extension' });
    expect(await checkDiagramFile('broken.bpmn', '<bpmn:definitions><bpmn:process id="x">')).toMatchObject({ ok: false, reason: 'unreadable' });
    expect(await checkDiagramFile('page.xml', '<html><body>hello</body></html>')).toMatchObject({ ok: false, reason: 'unreadable' });
    const withoutDiagram = demo.replace(/<bpmndi:BPMNDiagram[\s\S]*<\/bpmndi:BPMNDiagram>/, '');
    expect(await checkDiagramFile('no-di.bpmn', withoutDiagram)).toEqual({ ok: false, reason: 'noDiagram' });
    expect(await checkDiagramFile('ok.XML', demo)).toEqual({ ok: true, dialect: 'flowable' });
  });
});

describe('JSON preview', () => {
  it('gives the semantic model as a tree, references as ids', async () => {
    const moddle = new BpmnModdle({ flowable: moddleExtensions.flowable });
    const { rootElement } = await moddle.fromXML(demo);
    const json = JSON.parse(previewJson(rootElement)) as { rootElements: { id: string; flowElements: Record<string, unknown>[] }[]; diagrams: unknown[] };
    const process = json.rootElements[0]!;
    expect(process.id).toBe('payment_approval');
    const flow = process.flowElements.find((e) => e.id === 'flow_submit')!;
    expect(flow).toMatchObject({ $type: 'bpmn:SequenceFlow', sourceRef: 'start', targetRef: 'amount_gateway' });
    const start = process.flowElements.find((e) => e.id === 'start') as { extensionElements: { values: { $type: string; fields: { id: string }[] }[] } };
    expect(start.extensionElements.values[0]!.$type).toBe('flowable:FormData');
    expect(start.extensionElements.values[0]!.fields.map((f) => f.id)).toEqual(['payee', 'amount', 'purpose']);
    expect(process.flowElements.find((e) => e.id === 'leader_approval')).toMatchObject({ assignee: '${initiatorLeader}', incoming: ['flow_large'], outgoing: ['flow_to_finance'] });
    expect(JSON.stringify(json.diagrams)).toContain('"bpmnElement":"leader_approval"');
  });
});

describe('palette and context pad texts', () => {
  it('translates every listed bpmn-js text, fills placeholders, and leaves others as they are', () => {
    const texts = zh.designer.bpmn as Record<string, string>;
    for (const key of Object.values(BPMN_TERMS)) expect(texts[key], key).toBeTruthy();
    const translate = bpmnTranslator((key) => texts[key]);
    expect(translate('Append end event')).toBe('追加结束事件');
    expect(translate('Open {element}', { element: '子流程' })).toBe('打开 子流程');
    expect(translate('Something new')).toBe('Something new');
  });
});
