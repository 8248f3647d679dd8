// @database postgres: conditions and orders of its own over the designed forms' values (jsonb) in SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { buildBpmn } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import type { FormDesign } from '@/lib/contract/approval-form/design';
import { FORM_RIGHTS_PROPERTY, formatFormRights } from '@/lib/contract/approval-form/field-rights';
import { workflowPaths as paths } from '@/lib/contract/workflow';
import type { SummaryFilterField } from '@/lib/contract/workflow-summary-filters';
import type { RowSummary } from '@/lib/contract/workflow-values';
import { call, createTestBackend, loginAs } from '../support/backend';
import { chain, workflowClient, type Session } from '../support/workflow';

/**
 * The workbench lists filter and order by a designed form's summary fields (列表摘要) as they do by
 * a BPMN form's: the list offers the chosen process's fields to its reader, less those a step hides
 * from them (字段权限), and the server refuses a condition or an order on any other.
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let admin: Session;
let lina: Session;
let zhangwei: Session;
let wangfang: Session;

const batch = `摘要筛选${Date.now().toString(36)}`;

const claimDesign: FormDesign = {
  titleTemplate: '{reason}',
  summaryFields: ['total', 'kind', 'handover'],
  fields: [
    { kind: 'text', id: 'reason', label: '报销事由', required: true },
    { kind: 'amount', id: 'total', label: '报销金额', labelEn: 'Amount claimed', required: true },
    { kind: 'choice', id: 'kind', label: '费用类型', options: [{ value: 'travel', label: '差旅费' }, { value: 'office', label: '办公费' }] },
    { kind: 'person', id: 'handover', label: '工作交接人' },
  ],
};
const tripDesign: FormDesign = {
  titleTemplate: '{place}',
  summaryFields: ['trip', 'place'],
  fields: [
    { kind: 'text', id: 'place', label: '出差地点', required: true },
    { kind: 'dateRange', id: 'trip', label: '出差日期' },
  ],
};

async function deployDesigned(id: string, design: FormDesign, properties: Record<string, string> = {}) {
  const process = chain(id, [{ id: 'check', name: '主管审批', attrs: { assignee: zhangwei.userKey }, properties }]);
  const model = await wf.post<{ model_key: string }>(admin, paths.modelSave, { xml: buildBpmn(process) });
  const { model_key } = model.body.data!;
  expect((await wf.post<unknown>(admin, paths.modelFormSave, { model_key, design })).body.code).toBe(0);
  const deployed = await wf.post<unknown>(admin, paths.modelDeploy, { model_key });
  expect(deployed.body.code, deployed.body.msg).toBe(0);
}

type Row = { title: string; summary: RowSummary[] };
const offered = async (who: Session, list: string, processDefinitionKey = 'filter_claim') => {
  const answer = await wf.post<SummaryFilterField[]>(who, paths.summaryFilterFields, { processDefinitionKey, list });
  expect(answer.body.code, answer.body.msg).toBe(0);
  return answer.body.data!;
};
const titles = async (who: Session, list: 'pending' | 'myProcesses', filters: Record<string, unknown>) => {
  const page = await wf[list](who, { keyword: batch, pageSize: 30, ...filters });
  expect(page.body.code, page.body.msg).toBe(0);
  return (page.body.data!.records as unknown as Row[]).map((r) => r.title.slice(batch.length + 1));
};

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [admin, lina, zhangwei, wangfang] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'zhangwei'), loginAs(backend, 'wangfang')]);
  // 主管审批 does not see who takes over the work.
  await deployDesigned('filter_claim', claimDesign, { [FORM_RIGHTS_PROPERTY]: formatFormRights({ handover: 'hidden' })! });
  await deployDesigned('filter_trip', tripDesign);
  const claims = [
    { reason: `${batch}-A`, total: 800, kind: 'travel', handover: wangfang.userKey },
    { reason: `${batch}-B`, total: 5200.5, kind: 'office', handover: zhangwei.userKey },
    { reason: `${batch}-C`, total: 12000, kind: 'travel', handover: wangfang.userKey },
  ];
  for (const formData of claims) {
    const started = await wf.start(lina, 'filter_claim', { formData });
    expect(started.body.code, started.body.msg).toBe(0);
  }
  for (const formData of [{ place: `${batch}-杭州`, trip: { start: '2026-11-02', end: '2026-11-04' } }, { place: `${batch}-成都`, trip: { start: '2026-10-12', end: '2026-10-13' } }]) {
    expect((await wf.start(lina, 'filter_trip', { formData })).body.code).toBe(0);
  }
});
afterAll(async () => {
  await backend?.database.close();
});

describe('the summary fields a list offers', () => {
  it('are the designed form’s, each with how it filters and orders, less those hidden from the reader', async () => {
    expect(await offered(zhangwei, 'pending')).toEqual([
      { id: 'total', label: '报销金额', filter: 'figure', order: 'figure' },
      { id: 'kind', label: '费用类型', filter: 'option', options: [{ value: 'travel', label: '差旅费' }, { value: 'office', label: '办公费' }], order: 'text' },
    ]);
    // The applicant among her own requests and an administrator see every control: a person is looked for by name, not ordered.
    for (const [who, list] of [[lina, 'myProcesses'], [admin, 'pending']] as const) {
      expect((await offered(who, list)).map((f) => [f.id, f.filter, f.order ?? null])).toEqual([['total', 'figure', 'figure'], ['kind', 'option', 'text'], ['handover', 'words', null]]);
    }
    expect((await offered(zhangwei, 'pending', 'filter_trip')).map((f) => [f.id, f.filter, f.order])).toEqual([['trip', 'words', 'text'], ['place', 'words', 'text']]);
  });

  it('are named in English to an English reader, and are none for a process never deployed', async () => {
    const english = await call<SummaryFilterField[]>(backend, 'POST', paths.summaryFilterFields, { token: zhangwei.token, json: { processDefinitionKey: 'filter_claim', list: 'pending' }, headers: { 'accept-language': 'en-US' } });
    expect(english.body.data!.map((f) => f.label)).toEqual(['Amount claimed', '费用类型']);
    expect(await offered(zhangwei, 'pending', 'no_such_process')).toEqual([]);
  });
});

describe('filtering and ordering by them', () => {
  it('orders by a figure either way and filters by its bounds and by an option', async () => {
    expect(await titles(zhangwei, 'pending', { processDefinitionKey: 'filter_claim', summarySort: { field: 'total', order: 'desc' } })).toEqual(['C', 'B', 'A']);
    expect(await titles(zhangwei, 'pending', { processDefinitionKey: 'filter_claim', summary: [{ field: 'total', min: 1000 }], summarySort: { field: 'total', order: 'asc' } })).toEqual(['B', 'C']);
    expect((await titles(zhangwei, 'pending', { processDefinitionKey: 'filter_claim', summary: [{ field: 'kind', value: 'travel' }] })).sort()).toEqual(['A', 'C']);
    expect(await titles(zhangwei, 'pending', { processDefinitionKey: 'filter_claim', summary: [{ field: 'kind', value: 'travel' }, { field: 'total', max: 1000 }] })).toEqual(['A']);
  });

  it('finds a person by name, for a reader who sees the control', async () => {
    expect((await titles(lina, 'myProcesses', { processDefinitionKey: 'filter_claim', summary: [{ field: 'handover', text: '王芳' }] })).sort()).toEqual(['A', 'C']);
    expect(await titles(lina, 'myProcesses', { processDefinitionKey: 'filter_claim', summary: [{ field: 'handover', text: '张' }] })).toEqual(['B']);
  });

  it('reads a date range by its days, and orders by them', async () => {
    expect(await titles(zhangwei, 'pending', { processDefinitionKey: 'filter_trip', summary: [{ field: 'trip', text: '2026-11' }] })).toEqual(['杭州']);
    expect(await titles(zhangwei, 'pending', { processDefinitionKey: 'filter_trip', summarySort: { field: 'trip', order: 'asc' } })).toEqual(['成都', '杭州']);
  });
});

describe('a summary field the list does not offer', () => {
  const notOffered = (field: string) => `不能按“${field}”筛选或排序：它不是该流程中您可查看的列表摘要字段`;

  it('is refused as a filter or an order when a step hides it from the reader, in the words of a field the form lacks', async () => {
    const filtered = await wf.pending(zhangwei, { processDefinitionKey: 'filter_claim', summary: [{ field: 'handover', text: '王' }] });
    expect([filtered.status, filtered.body.code, filtered.body.msg]).toEqual([403, 403, notOffered('handover')]);
    const sorted = await wf.pending(zhangwei, { processDefinitionKey: 'filter_claim', summarySort: { field: 'handover', order: 'asc' } });
    expect([sorted.body.code, sorted.body.msg]).toEqual([403, notOffered('handover')]);
    const unknown = await wf.pending(zhangwei, { processDefinitionKey: 'filter_claim', summary: [{ field: 'account', text: '6222' }] });
    expect([unknown.body.code, unknown.body.msg]).toEqual([403, notOffered('account')]);
  });

  it('is refused as an order where it orders nothing, and any condition without a process chosen', async () => {
    const byPerson = await wf.myProcesses(lina, { processDefinitionKey: 'filter_claim', summarySort: { field: 'handover', order: 'asc' } });
    expect([byPerson.body.code, byPerson.body.msg]).toEqual([403, notOffered('handover')]);
    const noProcess = await wf.pending(zhangwei, { summary: [{ field: 'total', min: 1 }] });
    expect([noProcess.body.code, noProcess.body.msg]).toEqual([400, '按摘要字段筛选或排序前，请先选择流程']);
  });
});
