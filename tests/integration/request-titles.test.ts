import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { businessDateTime } from '@/lib/entity/business-time';
import type { FormDesign } from '@/lib/contract/approval-form/design';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import { printedCopySchema, printPaths } from '@/lib/contract/workflow-print';
import type { RowSummary } from '@/lib/contract/workflow-values';
import { FORM_RIGHTS_PROPERTY, formatFormRights } from '@/lib/contract/approval-form/field-rights';
import { call, createTestBackend, loginAs } from '../support/backend';
import { pdfText } from '../support/pdf-text';
import { chain, workflowClient, type Session } from '../support/workflow';
import { buildBpmn } from '@/lib/backend/modules/workflow/model/bpmn-builder';

/**
 * A designed form names its requests: the server fills in the form's title template from the
 * checked start form (a caller's own title does not count), its summary fields show beside the
 * title in every list and on the home card, and each request takes a readable number by the
 * numbering rule (编号规则) of approval requests, printed and named in the PDF's file name.
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let admin: Session;
let lina: Session;
let zhangwei: Session;
let wangfang: Session;

type Row = { instance_key: string; title: string; request_no: string | null; summary: RowSummary[] };
const today = () => businessDateTime(new Date()).slice(0, 10).replace(/-/g, '');

const tripDesign: FormDesign = {
  titleTemplate: '{applicant}的{kind}报销 {total}',
  summaryFields: ['total', 'trip', 'costCenter'],
  fields: [
    { kind: 'text', id: 'reason', label: '报销事由', required: true },
    { kind: 'choice', id: 'kind', label: '费用类型', dictionary: 'other_fee_category' },
    { kind: 'amount', id: 'total', label: '报销金额', required: true },
    { kind: 'dateRange', id: 'trip', label: '出差日期' },
    { kind: 'department', id: 'costCenter', label: '承担部门' },
    { kind: 'text', id: 'account', label: '收款账号' },
  ],
};
const tripForm = { reason: '华东客户拜访', kind: 'travel', total: 3280, trip: { start: '2026-11-02', end: '2026-11-04' }, costCenter: 'dep-finance', account: '6222020200112233' };

async function deployDesigned(id: string, design: FormDesign, properties?: Record<string, string>) {
  const process = chain(id, [{ id: 'check', name: '主管审批', attrs: { assignee: zhangwei.userKey }, properties: { allowReturn: 'initiator', ...properties } }]);
  const model = await wf.post<{ model_key: string }>(admin, paths.modelSave, { xml: buildBpmn(process) });
  const { model_key } = model.body.data!;
  const saved = await wf.post<unknown>(admin, paths.modelFormSave, { model_key, design });
  expect(saved.body.code, saved.body.msg).toBe(0);
  return wf.post<{ version: number }>(admin, paths.modelDeploy, { model_key });
}

const mine = async (keyword?: string) => (await wf.post<{ records: Row[] }>(lina, paths.myProcesses, { pageSize: 30, ...(keyword ? { keyword } : {}) })).body.data!.records;

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [admin, lina, zhangwei, wangfang] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'zhangwei'), loginAs(backend, 'wangfang')]);
  expect((await deployDesigned('titled_trip', tripDesign)).body.code).toBe(0);
  await wf.deploy(admin, chain('untitled_chain', [{ id: 'check', name: '主管审批', attrs: { assignee: zhangwei.userKey } }]));
});
afterAll(async () => {
  await backend?.database.close();
});

describe('a request of a form with a title template', () => {
  it('is titled by the server from the checked form, whatever title the caller sends', async () => {
    const started = await wf.start(lina, 'titled_trip', { title: '伪造的标题', formData: tripForm });
    expect(started.body.code, started.body.msg).toBe(0);
    const key = started.body.data!.instance_key;
    expect((started.body.data as unknown as { title: string }).title).toBe('李娜的差旅费报销 ¥3,280.00');
    expect((await mine()).find((r) => r.instance_key === key)!.title).toBe('李娜的差旅费报销 ¥3,280.00');
    const pending = (await wf.pending(zhangwei, { pageSize: 30 })).body.data!.records.find((r) => r.instance_key === key)!;
    expect(pending.title).toBe('李娜的差旅费报销 ¥3,280.00');
  });

  it('keeps the caller’s title where the form has no template', async () => {
    const started = await wf.start(lina, 'untitled_chain', { title: '自己写的标题', formData: {} });
    expect((await mine()).find((r) => r.instance_key === started.body.data!.instance_key)!.title).toBe('自己写的标题');
  });

  it('is titled again when the applicant resubmits a changed form', async () => {
    const started = await wf.start(lina, 'titled_trip', { formData: tripForm });
    const task = started.body.data!.tasks[0]!.task_key;
    expect((await wf.reject(zhangwei, task, { rejectTo: 'initiator', comment: '金额有误' })).body.code).toBe(0);
    const back = (await wf.pending(lina, { pageSize: 30 })).body.data!.records.find((r) => r.instance_key === started.body.data!.instance_key)!;
    const resubmitted = await wf.confirm(lina, back.task_key, { formData: { ...tripForm, total: 2980.5 } });
    expect(resubmitted.body.code, resubmitted.body.msg).toBe(0);
    const now = (await wf.pending(zhangwei, { pageSize: 30 })).body.data!.records.find((r) => r.instance_key === started.body.data!.instance_key)!;
    expect(now.title).toBe('李娜的差旅费报销 ¥2,980.50');
    expect((await mine()).find((r) => r.instance_key === started.body.data!.instance_key)!.title).toBe('李娜的差旅费报销 ¥2,980.50');
  });

  it('shows its summary fields as people read them in every list and on the home card', async () => {
    const started = await wf.start(lina, 'titled_trip', { formData: tripForm });
    const key = started.body.data!.instance_key;
    const expected = [
      { id: 'total', label: '报销金额', type: 'amount', value: '¥3,280.00' },
      { id: 'trip', label: '出差日期', type: 'dateRange', value: '2026-11-02 ~ 2026-11-04（3 天）' },
      { id: 'costCenter', label: '承担部门', type: 'string', value: '财务部' },
    ];
    expect((await mine()).find((r) => r.instance_key === key)!.summary).toEqual(expected);
    const pending = (await wf.post<{ records: Row[] }>(zhangwei, paths.pending, { pageSize: 30 })).body.data!.records.find((r) => r.instance_key === key)!;
    expect(pending.summary).toEqual(expected);
    const copied = await wf.post<unknown>(zhangwei, paths.copy, { taskId: started.body.data!.tasks[0]!.task_key, users: [wangfang.userKey] });
    expect(copied.body.code, copied.body.msg).toBe(0);
    const copies = (await wf.post<{ records: Row[] }>(wangfang, paths.copiedToMe, { pageSize: 30 })).body.data!.records;
    expect(copies.find((r) => r.instance_key === key)!.summary).toEqual(expected);
    const home = await call<{ pendingApprovals: { items: { title: string; summary?: RowSummary[] }[] } }>(backend, 'GET', '/api/app/base/app/dashboard/overview', { token: zhangwei.token });
    const card = home.body.data!.pendingApprovals.items.find((i) => i.title.startsWith('李娜的差旅费报销 ¥3,280.00'))!;
    expect(card.summary).toEqual(expected);
  });

  it('cannot be deployed naming in its title a control a step hides', async () => {
    const refused = await deployDesigned('titled_hidden', { ...tripDesign, titleTemplate: '{applicant} {account}' }, { [FORM_RIGHTS_PROPERTY]: formatFormRights({ account: 'hidden' })! });
    expect(refused.body.code).toBe(400);
    expect(refused.body.msg).toContain('收款账号');
  });
});

describe('a draft of a form with a title template', () => {
  type Draft = { draft_key: string; title: string | null };
  let modelKey: string;
  const saveDraft = (body: Record<string, unknown>) => wf.post<Draft>(lina, paths.draftSave, { model_key: modelKey, ...body });
  const listed = async (key: string) => (await wf.post<Draft[]>(lina, paths.drafts, {})).body.data!.find((d) => d.draft_key === key);

  beforeAll(async () => {
    const models = await wf.post<{ records: { model_key: string; process_key: string }[] }>(admin, paths.modelQuery, { keyword: 'titled_trip', pageSize: 10 });
    modelKey = models.body.data!.records.find((m) => m.process_key === 'titled_trip')!.model_key;
  });

  it('lists under the template filled in with what is filled in so far, the same way a start titles it', async () => {
    const saved = await saveDraft({ formData: { reason: '华东客户拜访', kind: 'travel' } });
    expect(saved.body.code, saved.body.msg).toBe(0);
    expect(saved.body.data!.title).toBe('李娜的差旅费报销');
    expect((await listed(saved.body.data!.draft_key))!.title).toBe('李娜的差旅费报销');
    // Saved again with more filled in: the title follows, and a caller's own title does not count.
    const again = await saveDraft({ draft_key: saved.body.data!.draft_key, title: '伪造的标题', formData: { ...tripForm } });
    expect(again.body.code, again.body.msg).toBe(0);
    expect((await listed(saved.body.data!.draft_key))!.title).toBe('李娜的差旅费报销 ¥3,280.00');
  });

  it('leaves out what is half typed or not valid yet, never writing undefined', async () => {
    const saved = await saveDraft({ formData: { kind: 'travel', total: '三千', trip: { start: '2026-11-02' }, costCenter: '' } });
    expect(saved.body.code, saved.body.msg).toBe(0);
    const title = (await listed(saved.body.data!.draft_key))!.title;
    expect(title).toBe('李娜的差旅费报销');
    expect(title).not.toMatch(/undefined|null|NaN/);
    // Nothing filled in: the built-in names still read.
    const empty = await saveDraft({ formData: {} });
    expect((await listed(empty.body.data!.draft_key))!.title).toBe('李娜的报销');
  });

  it('names a range with its days in a template that shows it', async () => {
    const ranged = await deployDesigned('titled_range', { ...tripDesign, titleTemplate: '{applicant}出差 {trip}' });
    expect(ranged.body.code, ranged.body.msg).toBe(0);
    const models = await wf.post<{ records: { model_key: string; process_key: string }[] }>(admin, paths.modelQuery, { keyword: 'titled_range', pageSize: 10 });
    const model_key = models.body.data!.records.find((m) => m.process_key === 'titled_range')!.model_key;
    const saved = await wf.post<Draft>(lina, paths.draftSave, { model_key, formData: { trip: { start: '2026-11-02', end: '2026-11-04' } } });
    expect(saved.body.data!.title).toBe('李娜出差 2026-11-02 ~ 2026-11-04（3 天）');
  });
});

describe('the request number', () => {
  it('is given at the start by the approval requests’ rule, one after the other', async () => {
    const first = await wf.start(lina, 'titled_trip', { formData: tripForm });
    const second = await wf.start(lina, 'untitled_chain', { title: '第二个', formData: {} });
    const rows = await mine();
    const numberOf = (key: string) => rows.find((r) => r.instance_key === key)!.request_no!;
    const [a, b] = [numberOf(first.body.data!.instance_key), numberOf(second.body.data!.instance_key)];
    expect(a).toMatch(new RegExp(`^SP-${today()}-\\d{4}$`));
    expect(Number(b.slice(-4))).toBe(Number(a.slice(-4)) + 1);
    expect(new Set(rows.map((r) => r.request_no)).size).toBe(rows.length);
    // Found by its number in the lists, and shown in the request's detail.
    expect((await mine(a)).map((r) => r.instance_key)).toEqual([first.body.data!.instance_key]);
    const pendingByNumber = (await wf.pending(zhangwei, { keyword: a })).body.data!.records;
    expect(pendingByNumber.map((r) => r.instance_key)).toEqual([first.body.data!.instance_key]);
    const detail = await wf.post<{ request_no: string | null }>(zhangwei, paths.formDetail, { processInstanceId: first.body.data!.instance_key });
    expect(detail.body.data!.request_no).toBe(a);
  });

  it('stays unique when requests start at once', async () => {
    const started = await Promise.all(Array.from({ length: 4 }, (_, i) => wf.start(lina, 'untitled_chain', { title: `同时发起${i}`, formData: {} })));
    for (const res of started) expect(res.body.code, res.body.msg).toBe(0);
    const numbers = (await mine()).filter((r) => r.title.startsWith('同时发起')).map((r) => r.request_no);
    expect(new Set(numbers).size).toBe(4);
  });

  it('follows the rule an administrator changes under 编号规则', async () => {
    type Rule = Record<string, unknown> & { kind: string; next_code: string | null };
    const rules = (await call<{ records: Rule[] }>(backend, 'POST', '/api/eis/restful/code/query', { token: admin.token, json: { pageSize: 100 } })).body.data!.records;
    const rule = rules.find((r) => r.kind === 'approvalRequest')!;
    expect(rule).toMatchObject({ prefix: 'SP', date_pattern: 'yyyyMMdd' });
    expect(rule.next_code).toMatch(new RegExp(`^SP-${today()}-\\d{4}$`));
    const changed = await call<Rule>(backend, 'POST', '/api/eis/restful/code/addOrUpdate', { token: admin.token, json: { ...rule, prefix: 'SPX', date_pattern: 'none', digits: 5 } });
    expect(changed.body.code, changed.body.msg).toBe(0);
    expect(changed.body.data!.next_code).toBe('SPX-00001');
    const started = await wf.start(lina, 'untitled_chain', { title: '新规则', formData: {} });
    expect((await mine()).find((r) => r.instance_key === started.body.data!.instance_key)!.request_no).toBe('SPX-00001');
    await call(backend, 'POST', '/api/eis/restful/code/addOrUpdate', { token: admin.token, json: { ...changed.body.data!, prefix: 'SP', date_pattern: 'yyyyMMdd', digits: 4 } });
  });

  it('is printed and names the PDF instead of the request’s key, and the verify page shows it', async () => {
    const started = await wf.start(lina, 'titled_trip', { formData: tripForm });
    const key = started.body.data!.instance_key;
    const number = (await mine()).find((r) => r.instance_key === key)!.request_no!;
    const got = await call(backend, 'POST', printPaths.print, { token: lina.token, json: { id: key } });
    expect(got.status).toBe(200);
    const disposition = decodeURIComponent(got.response.headers.get('content-disposition')!);
    expect(disposition).toContain(`titled_trip-${number}.pdf`);
    expect(disposition).not.toContain(key);
    const text = pdfText(new Uint8Array(await got.response.arrayBuffer()));
    expect(text).toContain(number);
    expect(text).toContain('李娜的差旅费报销');
    const code = got.response.headers.get('x-verify-code')!;
    const copy = await call(backend, 'POST', printPaths.copy, { json: { code } });
    expect(printedCopySchema.parse(copy.body.data).number).toBe(number);
  });
});
