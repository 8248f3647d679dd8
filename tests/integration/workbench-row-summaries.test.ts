import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { buildBpmn } from '@/lib/backend/modules/workflow/model/bpmn-builder';
import type { RowSummary } from '@/lib/contract/workflow-values';
import { createTestBackend, loginAs } from '../support/backend';
import { workflowClient, type Session } from '../support/workflow';

/**
 * The workbench lists say what each request is about: every row carries the values of the summary
 * fields its model declares (a start-form field with the property summary=true), in form order and
 * at most three, an option by its name; a model that declares none answers an empty summary.
 */

let backend: Backend;
let wf: ReturnType<typeof workflowClient>;
let lina: Session;
let wangfang: Session;
let admin: Session;

type Row = { title: string; summary: RowSummary[] };
const stamp = () => Date.now().toString(36);

beforeAll(async () => {
  backend = await createTestBackend();
  wf = workflowClient(backend);
  [lina, wangfang, admin] = await Promise.all([loginAs(backend, 'lina'), loginAs(backend, 'wangfang'), loginAs(backend, 'admin')]);
  await wf.deploy(admin, buildBpmn({
    id: 'summary_many',
    name: '摘要测试',
    nodes: [
      {
        id: 'start', type: 'startEvent', name: '开始', at: [0, 0],
        form: [
          { id: 'kind', label: '类别', type: 'enum', values: [{ id: 'hw', name: '硬件' }, { id: 'sw', name: '软件' }], summary: true },
          { id: 'vendor', label: '供应商', type: 'string', summary: true },
          { id: 'note', label: '备注', type: 'string' },
          { id: 'urgent', label: '加急', type: 'boolean', summary: true },
          { id: 'amount', label: '金额', type: 'long', summary: true },
        ],
      },
      { id: 'review', type: 'userTask', name: '财务审核', at: [1, 0], attrs: { assignee: wangfang.userKey } },
      { id: 'end', type: 'endEvent', name: '结束', at: [2, 0] },
    ],
    flows: [{ id: 'f1', from: 'start', to: 'review' }, { id: 'f2', from: 'review', to: 'end' }],
  }));
  await wf.deploy(admin, buildBpmn({
    id: 'summary_none',
    name: '无摘要',
    nodes: [
      { id: 'start', type: 'startEvent', name: '开始', at: [0, 0], form: [{ id: 'amount', label: '金额', type: 'long' }] },
      { id: 'review', type: 'userTask', name: '财务审核', at: [1, 0], attrs: { assignee: wangfang.userKey } },
      { id: 'end', type: 'endEvent', name: '结束', at: [2, 0] },
    ],
    flows: [{ id: 'f1', from: 'start', to: 'review' }, { id: 'f2', from: 'review', to: 'end' }],
  }));
});
afterAll(async () => {
  await backend?.database.close();
});

const rowOf = async (who: Session, list: 'pending' | 'processed' | 'myProcesses', title: string) => {
  const page = await wf[list](who, { keyword: title });
  expect(page.body.code, page.body.msg).toBe(0);
  return (page.body.data!.records as unknown as Row[]).find((r) => r.title === title);
};

describe('workbench rows', () => {
  it('show the payment’s payee, amount and purpose to finance, and to the applicant in her requests', async () => {
    const title = `付款审批：摘要${stamp()}`;
    const started = await wf.start(lina, 'payment_approval', { title, formData: { payee: '上海浦江信托有限公司', amount: 8000, purpose: '年度托管费' } });
    expect(started.body.code, started.body.msg).toBe(0);
    const expected = [
      { id: 'payee', label: '收款单位', type: 'string', value: '上海浦江信托有限公司' },
      { id: 'amount', label: '付款金额（元）', type: 'long', value: 8000 },
      { id: 'purpose', label: '付款用途', type: 'string', value: '年度托管费' },
    ];
    expect((await rowOf(wangfang, 'pending', title))?.summary).toEqual(expected);
    expect((await rowOf(lina, 'myProcesses', title))?.summary).toEqual(expected);
    // Still there once decided, in the approver's handled list.
    expect((await wf.confirm(wangfang, started.body.data!.tasks[0]!.task_key, { comment: '同意' })).body.code).toBe(0);
    expect((await rowOf(wangfang, 'processed', title))?.summary).toEqual(expected);
  });

  it('keep the form’s order, name an option by its label, leave out empty values and stop at three', async () => {
    const title = `摘要测试${stamp()}`;
    expect((await wf.start(lina, 'summary_many', { title, formData: { kind: 'sw', vendor: '', note: '不显示', urgent: true, amount: 1200 } })).body.code).toBe(0);
    const row = await rowOf(wangfang, 'pending', title);
    // vendor is empty: the three shown are the first three that hold a value, of the first three marked.
    expect(row?.summary).toEqual([
      { id: 'kind', label: '类别', type: 'enum', value: '软件' },
      { id: 'urgent', label: '加急', type: 'boolean', value: true },
    ]);
  });

  it('are empty for a model that declares no summary field', async () => {
    const title = `无摘要${stamp()}`;
    expect((await wf.start(lina, 'summary_none', { title, formData: { amount: 5 } })).body.code).toBe(0);
    expect((await rowOf(wangfang, 'pending', title))?.summary).toEqual([]);
  });
});

describe('home cards', () => {
  type Item = { key: string; title: string; applicant?: string | null; summary?: RowSummary[] };
  const overview = async (who: Session) =>
    (await wf.get<{ pendingApprovals: { items: Item[] }; unreadMessages: { items: Item[] } }>(who, '/api/app/base/app/dashboard/overview')).body.data!;

  it('name the request, its applicant and its key figures, for a waiting task and for the unread message about it', async () => {
    const title = `付款审批：首页${stamp()}`;
    expect((await wf.start(lina, 'payment_approval', { title, formData: { payee: '杭州钱塘资产管理有限公司', amount: 96000, purpose: '咨询费' } })).body.code).toBe(0);
    const expected = [
      { id: 'payee', label: '收款单位', type: 'string', value: '杭州钱塘资产管理有限公司' },
      { id: 'amount', label: '付款金额（元）', type: 'long', value: 96000 },
      { id: 'purpose', label: '付款用途', type: 'string', value: '咨询费' },
    ];
    const cards = await overview(wangfang);
    const task = cards.pendingApprovals.items.find((i) => i.title.startsWith(title));
    expect(task).toMatchObject({ applicant: '李娜', summary: expected });
    const message = cards.unreadMessages.items.find((i) => i.title.includes(title));
    expect(message?.summary).toEqual(expected);
  });
});

describe('sorting and filtering by summary fields', () => {
  const batch = `排序${stamp()}`;
  const pay = [
    { payee: '上海浦江信托有限公司', amount: 8000, purpose: '托管费' },
    { payee: '杭州钱塘资产管理有限公司', amount: 96000, purpose: '咨询费' },
    { payee: '上海陆家嘴融资租赁有限公司', amount: 45000.5, purpose: '租赁费' },
  ];
  const payees = async (filters: Record<string, unknown>) => {
    const page = await wf.pending(wangfang, { keyword: batch, ...filters });
    expect(page.body.code, page.body.msg).toBe(0);
    return (page.body.data!.records as unknown as { summary: RowSummary[] }[]).map((r) => r.summary.find((s) => s.id === 'payee')?.value);
  };

  beforeAll(async () => {
    for (const formData of pay) expect((await wf.start(lina, 'payment_approval', { title: `${batch}-${formData.purpose}`, formData })).body.code).toBe(0);
    // Requests of another model, one without an amount: the order puts it last.
    expect((await wf.start(lina, 'summary_many', { title: `${batch}-文字`, formData: { kind: 'hw', vendor: '某供应商' } })).body.code).toBe(0);
    expect((await wf.start(lina, 'summary_many', { title: `${batch}-数字`, formData: { kind: 'sw', amount: 300 } })).body.code).toBe(0);
  });

  const payment = { processDefinitionKey: 'payment_approval' };

  it('orders by a figure either way, requests without the field last', async () => {
    expect(await payees({ ...payment, summarySort: { field: 'amount', order: 'desc' } })).toEqual(['杭州钱塘资产管理有限公司', '上海陆家嘴融资租赁有限公司', '上海浦江信托有限公司']);
    expect(await payees({ ...payment, summarySort: { field: 'amount', order: 'asc' } })).toEqual(['上海浦江信托有限公司', '上海陆家嘴融资租赁有限公司', '杭州钱塘资产管理有限公司']);
    // 金额 is summary_many's fourth summary field, past the three a row shows: it orders nothing there.
    for (const order of ['asc', 'desc'] as const) {
      const page = await wf.pending(wangfang, { keyword: batch, processDefinitionKey: 'summary_many', summarySort: { field: 'vendor', order } });
      expect(page.body.data!.records.map((r) => r.title), 'the request without a vendor sorts after the others').toEqual([`${batch}-文字`, `${batch}-数字`]);
    }
    expect((await wf.pending(wangfang, { processDefinitionKey: 'summary_many', summarySort: { field: 'amount', order: 'asc' } })).body.code).toBe(403);
  });

  it('filters by a figure’s bounds and by words a text holds, all conditions met', async () => {
    expect(await payees({ ...payment, summary: [{ field: 'amount', min: 40000 }], summarySort: { field: 'amount', order: 'asc' } })).toEqual(['上海陆家嘴融资租赁有限公司', '杭州钱塘资产管理有限公司']);
    expect(await payees({ ...payment, summary: [{ field: 'amount', min: 9000, max: 50000 }] })).toEqual(['上海陆家嘴融资租赁有限公司']);
    expect((await payees({ ...payment, summary: [{ field: 'payee', text: '上海' }] })).sort()).toEqual(['上海浦江信托有限公司', '上海陆家嘴融资租赁有限公司'].sort());
    expect(await payees({ ...payment, summary: [{ field: 'payee', text: '上海' }, { field: 'amount', max: 10000 }] })).toEqual(['上海浦江信托有限公司']);
    const page = await wf.pending(wangfang, { keyword: batch, processDefinitionKey: 'summary_many', summary: [{ field: 'kind', value: 'hw' }] });
    expect(page.body.data!.records.map((r) => r.title)).toEqual([`${batch}-文字`]);
  });

  it('refuses a field name that is no identifier and a bound that is no number, in the user’s words', async () => {
    const badField = await wf.pending(wangfang, { summarySort: { field: 'amount; drop table', order: 'asc' } });
    expect(badField.body.code).not.toBe(0);
    const badBound = await wf.pending(wangfang, { summary: [{ field: 'amount', min: '十万' }] });
    expect(badBound.body.code).not.toBe(0);
    expect(badBound.body.msg).toBe('请输入数字');
  });
});
