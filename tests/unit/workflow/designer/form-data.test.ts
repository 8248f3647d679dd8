import { BpmnModdle } from 'bpmn-moddle';
import { describe, expect, it } from 'vitest';
import { PAYMENT_APPROVAL } from '@/lib/backend/modules/workflow/model/demo-models';
import { buildBpmn } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { buildFormData, fieldIdProblem, formDataOf, type FormDataState } from '@/lib/workflow/form-data';
import type { CreateNode, ModdleNode } from '@/lib/workflow/moddle-node';
import { moddleExtensions } from '@/lib/workflow/moddle-extensions';

const moddle = new BpmnModdle({ flowable: moddleExtensions.flowable });
const create: CreateNode = (type, attrs) => moddle.create(type, attrs);

async function startFormOf(xml: string) {
  const { rootElement } = await moddle.fromXML(xml);
  const process = (rootElement.rootElements as ModdleNode[])[0]!;
  const start = (process.flowElements as ModdleNode[]).find((e) => e.$type === 'bpmn:StartEvent')!;
  return ((start.extensionElements as ModdleNode).values as ModdleNode[]).find((v) => v.$type === 'flowable:FormData');
}

describe('form data in the engine’s layout', () => {
  it('reads the seeded demo model’s start form', async () => {
    const state = formDataOf(await startFormOf(buildBpmn(PAYMENT_APPROVAL)));
    expect(state.fields.map((f) => [f.id, f.label, f.kind])).toEqual([
      ['payee', '收款单位', 'string'],
      ['amount', '付款金额（元）', 'long'],
      ['purpose', '付款用途', 'string'],
    ]);
    expect(state.fields[0]!.constraints).toEqual([{ name: 'required', config: 'true' }]);
  });

  it('writes every part of a field and reads it back unchanged', async () => {
    const state: FormDataState = {
      businessKey: 'contract_no',
      fields: [
        { id: 'contract_no', kind: 'string', customType: '', label: '合同编号', defaultValue: '', datePattern: '', values: [], constraints: [{ name: 'required', config: 'true' }], properties: [{ id: 'width', value: '200' }] },
        { id: 'level', kind: 'enum', customType: '', label: '级别', defaultValue: 'a', datePattern: '', values: [{ id: 'a', name: '一般' }, { id: 'b', name: '紧急' }], constraints: [], properties: [] },
        { id: 'due', kind: 'date', customType: '', label: '截止日期', defaultValue: '', datePattern: 'yyyy-MM-dd', values: [], constraints: [], properties: [] },
        { id: 'attachment', kind: 'custom', customType: 'file', label: '附件', defaultValue: '', datePattern: 'ignored', values: [{ id: 'x', name: 'ignored' }], constraints: [], properties: [] },
      ],
    };
    const formData = buildFormData(create, 'flowable', state)!;
    const start = moddle.create('bpmn:StartEvent', { id: 's', extensionElements: moddle.create('bpmn:ExtensionElements', { values: [formData] }) });
    const definitions = moddle.create('bpmn:Definitions', { targetNamespace: 'x', rootElements: [moddle.create('bpmn:Process', { id: 'p', flowElements: [start] })] });
    const { xml } = await moddle.toXML(definitions);
    expect(xml).toContain('<flowable:formData businessKey="contract_no">');
    expect(xml).toContain('<flowable:formField id="attachment" label="附件" type="file"');
    expect(xml).toContain('<flowable:constraint name="required" config="true" />');
    const back = formDataOf(await startFormOf(xml));
    expect(back.businessKey).toBe('contract_no');
    expect(back.fields[0]).toEqual(state.fields[0]);
    expect(back.fields[1]).toEqual(state.fields[1]);
    expect(back.fields[2]).toEqual(state.fields[2]);
    // A custom field keeps its type name; enum values and a date pattern belong to other types.
    expect(back.fields[3]).toMatchObject({ kind: 'custom', customType: 'file', datePattern: '', values: [] });
  });

  it('drops a business key that names no field, and the whole form when empty', () => {
    expect(buildFormData(create, 'flowable', { businessKey: '', fields: [] })).toBeNull();
    expect(buildFormData(create, 'flowable', { businessKey: 'gone', fields: [] })).toBeNull();
  });

  it('refuses field ids the engine would refuse', () => {
    const others = [{ id: 'amount' }] as FormDataState['fields'];
    expect(fieldIdProblem('', others)).toBe('required');
    expect(fieldIdProblem('1st', others)).toBe('invalid');
    expect(fieldIdProblem('amount', others)).toBe('duplicate');
    expect(fieldIdProblem('total_amount', others)).toBeNull();
  });
});
