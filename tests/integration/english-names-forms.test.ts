import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wfDefinition, wfInstance } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import type { BuildProcess } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import type { RecordApproval } from '@/lib/contract/record-approval-answers';
import type { RowSummary } from '@/lib/contract/workflow-values';
import { call, createTestBackend, loginAs } from '../support/backend';
import { chain, workflowClient, type Answer, type Page, type Session } from '../support/workflow';

/**
 * What the server says to an English reader names things by their English names
 * (lib/entity/english-name.ts), as the screens around it do: the step on a record page's approval,
 * a refused form's control (a designed control, a detail cell, a BPMN field by its English label),
 * and the summaries on the workbench's rows (labels, options, a range's days). A Chinese reader's
 * answers are as they were.
 */
let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let admin: Session;
let lina: Session;
let zhangwei: Session;

const english = { 'accept-language': 'en-US' };
const post = <T>(who: Session, path: string, json: unknown, headers: Record<string, string> = {}) => call<T>(backend, 'POST', path, { token: who.token, json, headers });
const get = <T>(who: Session, path: string, headers: Record<string, string> = {}) => call<T>(backend, 'GET', path, { token: who.token, headers });
type Mine = { instance_key: string; summary: RowSummary[] };

/** A straight process whose start form declares a BPMN field with an English label. */
function withEnglishField(id: string, labelEn: string): BuildProcess {
  const model = chain(id, [{ id: 'check', name: '主管审批', attrs: { assignee: 'usr-leader' }, properties: { nameEn: 'Manager check' } }]);
  model.nodes[0]!.form = [
    { id: 'purpose', label: '用途', labelEn, type: 'string', required: true, summary: true },
    { id: 'amount', label: '金额', type: 'long', summary: true },
  ];
  return model;
}

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [admin, lina, zhangwei] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'zhangwei')]);
  await wf.deploy(admin, withEnglishField('english_field', 'Purpose'));
});
afterAll(async () => backend?.database.close());

describe('a record page’s approval', () => {
  it('names the caller’s waiting step in English for an English reader, as typed for a Chinese one', async () => {
    // The demo purchase waiting for 张伟 (部门负责人审批) in 采购审批.
    const [running] = await backend.database.db.select({ key: wfInstance.business_key }).from(wfInstance)
      .where(and(eq(wfInstance.biz_type, 'supplierPurchase'), eq(wfInstance.status, 'RUNNING'), eq(wfInstance.process_key, 'purchase_approval')));
    const path = `/api/crm/supplier/purchase/approval/${running!.key!}`;
    const inEnglish = (await get<RecordApproval>(zhangwei, path, english)).body.data!;
    expect(inEnglish).toMatchObject({ status: 'RUNNING', task_name: 'Department head approval' });
    expect(inEnglish.task_key).toBeTruthy();
    expect((await get<RecordApproval>(zhangwei, path)).body.data).toMatchObject({ task_name: '部门负责人审批' });
  });

  it('draws the diagram with the steps’ English names for an English reader, as deployed for a Chinese one', async () => {
    const [running] = await backend.database.db.select({ instance: wfInstance.instance_key, definition: wfInstance.definition_key }).from(wfInstance)
      .where(and(eq(wfInstance.biz_type, 'supplierPurchase'), eq(wfInstance.status, 'RUNNING')));
    const diagram = (headers: Record<string, string> = {}) => call<{ xml: string }>(backend, 'GET', paths.loadWfModule, { token: zhangwei.token, query: { processInstanceId: running!.instance }, headers });
    const inEnglish = (await diagram(english)).body.data!.xml;
    expect(inEnglish).toContain('name="Department head approval"');
    expect(inEnglish).toContain('name="Finance approval"');
    expect(inEnglish).not.toContain('name="部门负责人审批"');
    const [deployed] = await backend.database.db.select({ xml: wfDefinition.xml }).from(wfDefinition).where(eq(wfDefinition.definition_key, running!.definition));
    expect((await diagram()).body.data!.xml).toBe(deployed!.xml);
  });
});

describe('a refused form', () => {
  it('names a designed control by its English label for an English reader', async () => {
    const formData = { leaveType: 'annual', leave: { start: '2026-12-07', end: '2026-12-08' } };
    const refused = await post(lina, paths.startProcess, { processDefinitionKey: 'leave_request', formData }, english);
    expect(refused.body).toMatchObject({ code: 400, msg: 'Please fill in Reason' });
    expect((await post(lina, paths.startProcess, { processDefinitionKey: 'leave_request', formData })).body.msg).toBe('请填写请假事由');
  });

  it('names a detail cell by its table’s and column’s English labels', async () => {
    const formData = { reason: 'Client visit', expenseType: 'travel', payWay: 'cash', lines: [{ day: '2026-12-01', item: 'Taxi', qty: 1 }] };
    const refused = await post(lina, paths.startProcess, { processDefinitionKey: 'expense_claim', formData }, english);
    expect(refused.body).toMatchObject({ code: 400, msg: 'Please fill in Expense lines #1 Unit price' });
    expect((await post(lina, paths.startProcess, { processDefinitionKey: 'expense_claim', formData })).body.msg).toBe('请填写费用明细 #1 单价');
  });

  it('names a BPMN field by its English label for an English reader', async () => {
    const refused = await post(lina, paths.startProcess, { processDefinitionKey: 'english_field', formData: { amount: 5 } }, english);
    expect(refused.body).toMatchObject({ code: 400, msg: 'Please fill in Purpose' });
    expect((await post(lina, paths.startProcess, { processDefinitionKey: 'english_field', formData: { amount: 5 } })).body.msg).toBe('请填写用途');
  });
});

describe('a BPMN field’s English label', () => {
  it('travels with the start form as the field’s property, for the screens to show English readers', async () => {
    const form = (await post<{ fields: { id: string; label: string; properties: { id: string; value: string | null }[] }[] }>(lina, paths.formFields, { processDefinitionKey: 'english_field' })).body.data!;
    expect(form.fields.find((f) => f.id === 'purpose')).toMatchObject({ label: '用途', properties: expect.arrayContaining([{ id: 'labelEn', value: 'Purpose' }]) as unknown });
  });

  it('is given to the demo’s drawn processes’ fields', async () => {
    const form = (await post<{ fields: { id: string; properties: { id: string; value: string | null }[] }[] }>(lina, paths.formFields, { processDefinitionKey: 'payment_approval' })).body.data!;
    expect(form.fields.find((f) => f.id === 'amount')?.properties).toContainEqual({ id: 'labelEn', value: 'Payment amount (CNY)' });
  });

  it('is refused at deploy when it holds Chinese text, naming the field', async () => {
    await expect(wf.deploy(admin, withEnglishField('english_field_refused', '用途 Purpose'))).rejects.toThrow('deploy refused: 元素 开始 (start) 的表单字段 purpose 的英文标签无效');
  });
});

describe('a request’s row summary', () => {
  it('labels a BPMN field in English for an English reader', async () => {
    const started = await wf.start(lina, 'english_field', { formData: { purpose: '客户拜访', amount: 300 } });
    const rows = (await post<Page<Mine>>(lina, paths.myProcesses, { processDefinitionKey: 'english_field' }, english)).body.data!.records;
    expect(rows.find((r) => r.instance_key === started.body.data!.instance_key)?.summary.map((s) => s.label)).toEqual(['Purpose', '金额']);
    const chinese = (await post<Page<Mine>>(lina, paths.myProcesses, { processDefinitionKey: 'english_field' })).body.data!.records;
    expect(chinese[0]?.summary.map((s) => s.label)).toEqual(['用途', '金额']);
  });

  it('names a chosen option by its English label beside the control’s', async () => {
    const started = await wf.start(lina, 'seal_request', { formData: { document_name: 'Supply contract', seal_kind: '合同专用章', copies: 2 } });
    expect(started.body.code, started.body.msg).toBe(0);
    const find = async (headers: Record<string, string> = {}) => (await post<Page<Mine>>(lina, paths.myProcesses, { processDefinitionKey: 'seal_request' }, headers)).body.data!
      .records.find((r) => r.instance_key === started.body.data!.instance_key)!.summary;
    expect((await find(english)).find((s) => s.id === 'seal_kind')).toMatchObject({ label: 'Seal', value: 'Contract seal' });
    expect((await find()).find((s) => s.id === 'seal_kind')).toMatchObject({ label: '印章类型', value: '合同专用章' });
  });

  it('counts a range’s days in English words for an English reader', async () => {
    const started = await post<Answer>(lina, paths.startProcess, { processDefinitionKey: 'leave_request', formData: { leaveType: 'annual', reason: 'Family matters', leave: { start: '2026-12-07', end: '2026-12-08' } } });
    expect(started.body.code, started.body.msg).toBe(0);
    const find = async (headers: Record<string, string> = {}) => (await post<Page<Mine>>(lina, paths.myProcesses, { processDefinitionKey: 'leave_request' }, headers)).body.data!
      .records.find((r) => r.instance_key === started.body.data!.instance_key)!.summary.find((s) => s.id === 'leave');
    expect(await find(english)).toMatchObject({ label: 'Leave period', value: '2026-12-07 ~ 2026-12-08 (2 days)' });
    expect(await find()).toMatchObject({ label: '请假时间', value: '2026-12-07 ~ 2026-12-08（2 天）' });
  });
});
