// @database postgres: sums kept right under concurrent writes from two processes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { CUSTOM_FIELD_PATHS, type CustomFieldDefinition, type CustomFieldInput } from '@/lib/contract/custom-fields';
import ExcelJS from 'exceljs';
import { adminAndLinaOnTwoProcesses, call, loginAs, type AdminAndLinaOnTwoProcesses } from '../support/backend';

/**
 * Formula and roll-up fields administrators add (docs/fields.md): 合同金额合计 (Σ contract amounts),
 * 回款金额合计 (Σ incomes from contracts) and 应收余额 = 合同金额合计 − 回款金额合计 on customers, kept
 * in the transaction of every child write, right under concurrent child writes from two
 * processes; bad formulas are refused with their place.
 */
let backend: Backend;
/** A second process on the same database (PostgreSQL only): nothing in memory shared. */
let other: Backend | null = null;
type Session = AdminAndLinaOnTwoProcesses['admin'];
let admin: Session;
let lina: Session;
let linaElsewhere: Session;
let close: () => Promise<void> = async () => {};

beforeAll(async () => {
  ({ backend, other, admin, lina, linaElsewhere, close } = await adminAndLinaOnTwoProcesses());
});
afterAll(() => close());

type Rec = Record<string, unknown>;
const STAMP = Date.now().toString(36);
const C = '/api/crm/customer';
const CONTRACT = '/api/crm/customer/contract';
const INCOME = '/api/crm/income';

const addField = (input: Omit<CustomFieldInput, 'entity'>) =>
  call<CustomFieldDefinition>(backend, 'POST', CUSTOM_FIELD_PATHS.save, { token: admin.token, json: { entity: 'customer', ...input } });

async function saved(input: Omit<CustomFieldInput, 'entity'>): Promise<CustomFieldDefinition> {
  const res = await addField(input);
  if (res.body.code !== 0) throw new Error(res.body.msg);
  return res.body.data!;
}

async function write(path: string, json: Rec, on = backend, who = lina): Promise<Rec> {
  const res = await call<Rec>(on, 'POST', `${path}/addOrUpdate`, { token: who.token, json });
  if (res.body.code !== 0) throw new Error(res.body.msg);
  return res.body.data!;
}

const customer = async (key: string) => (await call<Rec>(backend, 'GET', `${C}/detail/${key}`, { token: lina.token })).body.data!;

let customerKey: string;

describe('roll-ups and a formula over them', () => {
  beforeAll(async () => {
    customerKey = String((await write(C, { customer_name: `汇总客户${STAMP}`, status: 'potential' })).customer_key);
    await write(CONTRACT, { customer_key: customerKey, contract_no: `HZ-${STAMP}-1`, contract_name: '数据平台', amount: 300000, status: 'draft' });
    await write(INCOME, { customer_key: customerKey, amount: 50000, income_date: '2026-11-01', source: 'contract' });
    await saved({ name: 'ctr_sum', label: '合同金额合计', type: 'rollup', resultType: 'money', childEntity: 'customerContract', aggregate: 'sum', childField: 'amount', filter: true, sortable: true });
    await saved({ name: 'inc_sum', label: '回款金额合计', type: 'rollup', resultType: 'money', childEntity: 'income', aggregate: 'sum', childField: 'amount', whereField: 'source', whereValue: 'contract' });
    await saved({ name: 'receivable', label: '应收余额', type: 'formula', resultType: 'money', expression: '{合同金额合计} - {回款金额合计}', filter: true, sortable: true });
  });

  it('are worked out for the records already stored when saved', async () => {
    expect(await customer(customerKey)).toMatchObject({ cf_ctr_sum: 300000, cf_inc_sum: 50000, cf_receivable: 250000 });
  });

  it('follow every write of a child, in its transaction, and the formula follows them', async () => {
    const income = await write(INCOME, { customer_key: customerKey, amount: 20000.5, income_date: '2026-11-02', source: 'contract' });
    expect(await customer(customerKey)).toMatchObject({ cf_inc_sum: 70000.5, cf_receivable: 229999.5 });
    // Only the children the roll-up's filter names count.
    await write(INCOME, { customer_key: customerKey, amount: 999, income_date: '2026-11-03', source: 'other' });
    expect(await customer(customerKey)).toMatchObject({ cf_inc_sum: 70000.5 });
    const removed = await call(backend, 'POST', `${INCOME}/deleteById`, { token: lina.token, form: { id: String(income.income_key) } });
    expect(removed.body.code).toBe(0);
    expect(await customer(customerKey)).toMatchObject({ cf_inc_sum: 50000, cf_receivable: 250000 });
  });

  it('cannot be typed: a value sent for them is ignored', async () => {
    const stored = await customer(customerKey);
    await write(C, { ...stored, cf_receivable: 1, cf_ctr_sum: 2 });
    expect(await customer(customerKey)).toMatchObject({ cf_ctr_sum: 300000, cf_receivable: 250000 });
  });

  it('stay right under concurrent child writes from two processes', async () => {
    const writes = Array.from({ length: 12 }, (_, i) => write(INCOME, { customer_key: customerKey, amount: 1000, income_date: '2026-11-05', source: 'contract' }, i % 2 === 0 || !other ? backend : other, i % 2 === 0 || !other ? lina : linaElsewhere));
    await Promise.all(writes);
    expect(await customer(customerKey)).toMatchObject({ cf_inc_sum: 62000, cf_receivable: 238000 });
  });

  it('follow a merge: the survivor rolls up the children it takes over', async () => {
    const before = await customer(customerKey);
    const twin = String((await write(C, { customer_name: `汇总客户副本${STAMP}`, status: 'potential' })).customer_key);
    await write(INCOME, { customer_key: twin, amount: 7000, income_date: '2026-11-06', source: 'contract' });
    const merged = await call(backend, 'POST', `${C}/merge`, { token: admin.token, json: { survivor: customerKey, merged: [twin] } });
    expect(merged.body.code, merged.body.msg).toBe(0);
    expect(await customer(customerKey)).toMatchObject({ cf_inc_sum: Number(before.cf_inc_sum) + 7000, cf_receivable: Number(before.cf_receivable) - 7000 });
  });

  it('are filtered and sorted in lists', async () => {
    const res = await call<{ records: Rec[] }>(backend, 'POST', `${C}/query`, { token: lina.token, json: { cf_receivable_begin: 1, customer_name: `*${STAMP}*`, column: 'cf_receivable', order: 'desc' } });
    expect(res.body.data!.records.map((r) => r.customer_key)).toEqual([customerKey]);
  });

  it('keep the fields a formula reads from retiring, and are worked out again when restored', async () => {
    const list = await call<{ fields: CustomFieldDefinition[] }>(backend, 'GET', CUSTOM_FIELD_PATHS.list, { token: admin.token, query: { entity: 'customer' } });
    const [paid, balance] = ['cf_inc_sum', 'cf_receivable'].map((column) => list.body.data!.fields.find((f) => f.column === column)!);
    const refused = await call(backend, 'POST', CUSTOM_FIELD_PATHS.state, { token: admin.token, json: { key: paid!.key, state: 'retired' } });
    expect(refused.body.msg).toBe('字段「回款金额合计」被公式「应收余额」引用，请先修改该公式');
    const expected = (await customer(customerKey)).cf_receivable;
    expect((await call(backend, 'POST', CUSTOM_FIELD_PATHS.state, { token: admin.token, json: { key: balance!.key, state: 'retired' } })).body.code).toBe(0);
    await write(INCOME, { customer_key: customerKey, amount: 500, income_date: '2026-11-07', source: 'contract' });
    expect((await call(backend, 'POST', CUSTOM_FIELD_PATHS.state, { token: admin.token, json: { key: balance!.key, state: 'active' } })).body.code).toBe(0);
    expect((await customer(customerKey)).cf_receivable).toBe(Number(expected) - 500);
  });

  it('answer the formula as stored, naming fields, to the pages', async () => {
    const shape = await call<{ fields: CustomFieldDefinition[] }>(backend, 'GET', CUSTOM_FIELD_PATHS.shape, { token: lina.token, query: { entity: 'customer' } });
    expect(shape.body.data!.fields.find((f) => f.column === 'cf_receivable')?.options.expression).toBe('{cf_ctr_sum} - {cf_inc_sum}');
  });
});

describe('roll-ups for a reader who may not read every child they count', () => {
  let zhang: Session;
  let hiddenKey: string;
  let shownKey: string;
  const asZhang = async (key: string) => (await call<Rec>(backend, 'GET', `${C}/detail/${key}`, { token: zhang.token })).body.data!;
  const listAsZhang = async (json: Rec) => {
    const res = await call<{ records: Rec[] }>(backend, 'POST', `${C}/query`, { token: zhang.token, json: { customer_name: `*收窄${STAMP}*`, ...json } });
    expect(res.body.code, res.body.msg).toBe(0);
    return res.body.data!.records;
  };

  beforeAll(async () => {
    zhang = await loginAs(backend, 'zhangwei');
    // An income of 财务部 under a customer in the public pool, which 张伟 reads but whose income he does not.
    hiddenKey = String((await write(C, { customer_name: `甲收窄${STAMP}`, status: 'potential', belong_depart: 'dep-finance' }, backend, admin)).customer_key);
    await write(INCOME, { customer_key: hiddenKey, amount: 777.77, income_date: '2026-11-08', source: 'contract' }, backend, admin);
    expect((await call(backend, 'POST', `${C}/toSea`, { token: admin.token, json: { ids: hiddenKey, reason: '换人跟进' } })).body.code).toBe(0);
    // A customer of his own department whose one income he reads too.
    shownKey = String((await write(C, { customer_name: `乙收窄${STAMP}`, status: 'potential', belong_depart: 'dep-office' }, backend, admin)).customer_key);
    await write(INCOME, { customer_key: shownKey, amount: 1000, income_date: '2026-11-08', source: 'contract' }, backend, admin);
  });

  it('withholds the roll-up, and a formula reading it, where a counted child is out of the reader’s scope', async () => {
    const incomes = await call<{ records: Rec[] }>(backend, 'POST', `${INCOME}/query`, { token: zhang.token, json: { customer_key: hiddenKey } });
    expect(incomes.body.data!.records).toEqual([]);
    expect(await asZhang(hiddenKey)).toMatchObject({ customer_key: hiddenKey, cf_income_total: null, cf_collection_rate: null, withheld_fields: expect.arrayContaining(['cf_income_total', 'cf_collection_rate']) });
    // What he may read of it stays: it has no contracts.
    const whole = (await call<Rec>(backend, 'GET', `${C}/detail/${hiddenKey}`, { token: admin.token })).body.data!;
    expect(whole).toMatchObject({ cf_income_total: 777.77 });
    expect(whole).not.toHaveProperty('withheld_fields');
    expect((await asZhang(hiddenKey)).withheld_fields).not.toContain('cf_contract_total');
    expect((await asZhang(hiddenKey)).cf_contract_total).toBe(whole.cf_contract_total);
    const shown = await asZhang(shownKey);
    expect(shown).toMatchObject({ cf_income_total: 1000 });
    expect(shown).not.toHaveProperty('withheld_fields');
  });

  it('lets no filter, sort or export tell the withheld value', async () => {
    expect((await listAsZhang({})).map((r) => r.customer_key).sort()).toEqual([hiddenKey, shownKey].sort());
    expect((await listAsZhang({ cf_income_total: '>=777' })).map((r) => r.customer_key)).toEqual([shownKey]);
    expect((await listAsZhang({ cf_income_total_begin: 777, cf_income_total_end: 778 })).map((r) => r.customer_key)).toEqual([]);
    const advanced = { superQueryMatchType: 'and', superQueryParams: encodeURIComponent(JSON.stringify([{ field: 'cf_income_total', rule: 'lt', value: '999' }])) };
    expect((await listAsZhang(advanced)).map((r) => r.customer_key)).toEqual([]);
    // Sorted as an empty value: after 1000 going up (777.77 would come first).
    expect((await listAsZhang({ column: 'cf_income_total', order: 'asc' })).map((r) => r.customer_key)).toEqual([shownKey, hiddenKey]);
    const listed = (await listAsZhang({})).find((r) => r.customer_key === hiddenKey)!;
    expect(listed).toMatchObject({ cf_income_total: null, withheld_fields: expect.arrayContaining(['cf_income_total']) });
    // The administrator reads every child: his filter finds it.
    const byAdmin = await call<{ records: Rec[] }>(backend, 'POST', `${C}/query`, { token: admin.token, json: { customer_name: `*收窄${STAMP}*`, cf_income_total: '>=777', cf_income_total_end: 778 } });
    expect(byAdmin.body.data!.records.map((r) => r.customer_key)).toEqual([hiddenKey]);

    const exported = await call(backend, 'POST', `${C}/exportXls`, { token: zhang.token, json: { customer_name: `*收窄${STAMP}*` } });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await exported.response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]);
    const cell = (row: number, label: string) => sheet.getRow(row).getCell(header.indexOf(label)).value;
    const rows = [2, 3].map((row) => ({ name: cell(row, '客户名称'), total: cell(row, '回款合计') }));
    expect(rows).toContainEqual({ name: `甲收窄${STAMP}`, total: null });
    expect(rows).toContainEqual({ name: `乙收窄${STAMP}`, total: 1000 });
  });
});

describe('formulas', () => {
  it('join texts, test with IF and count days', async () => {
    await saved({ name: `tag_${STAMP}`, label: `标签${STAMP}`, type: 'formula', resultType: 'text', expression: 'CONCAT({客户名称}, "·", IF({应收余额} > 0, "有应收", "已结清"))' });
    await saved({ name: `age_${STAMP}`, label: `跟进间隔${STAMP}`, type: 'formula', resultType: 'number', expression: 'DAYS({sign_time}, {last_follow_time})' });
    const record = await customer(customerKey);
    expect(record[`cf_tag_${STAMP}`]).toBe(`汇总客户${STAMP}·有应收`);
    // A date missing on one side: no number of days.
    expect(record[`cf_age_${STAMP}`]).toBeNull();
    const signed = await call<Rec>(backend, 'GET', `${C}/detail/cus-demo-01`, { token: admin.token });
    expect(typeof signed.body.data![`cf_age_${STAMP}`]).toBe('number');
  });

  it.each([
    ['{合同金额合计} - {不存在的字段}', '第 12 个字符处：没有名为「不存在的字段」的字段'],
    ['{合同金额合计} - * 2', '第 12 个字符附近有语法错误'],
    ['{客户名称} * 2', '文本不能参与“*”运算'],
    ['EVAL({合同金额合计})', '不支持函数 EVAL'],
    ['{sign_time} + 1', '只能在 DAYS(结束, 开始) 中使用'],
    ['{customer_name}', '结果不是数字'],
  ])('refuses %s with its place', async (expression, words) => {
    const res = await addField({ name: `bad_${STAMP}`, label: `坏公式${STAMP}`, type: 'formula', resultType: 'money', expression });
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain(words);
    expect((res.body.data as { field?: string } | null)?.field).toBe('expression');
  });

  it('refuses formulas that read each other round', async () => {
    const a = await saved({ name: `ring_a_${STAMP}`, label: `环甲${STAMP}`, type: 'formula', resultType: 'money', expression: '{合同金额合计} * 2' });
    await saved({ name: `ring_b_${STAMP}`, label: `环乙${STAMP}`, type: 'formula', resultType: 'money', expression: `{环甲${STAMP}} + 1` });
    const res = await addField({ key: a.key, version: a.version, name: `ring_a_${STAMP}`, label: `环甲${STAMP}`, type: 'formula', resultType: 'money', expression: `{环乙${STAMP}} + 1` });
    expect(res.body.msg).toContain(`循环：环甲${STAMP} → 环乙${STAMP} → 环甲${STAMP}`);
  });

  it('refuses a roll-up of a kind that does not belong to customers, or of a text', async () => {
    const notChild = await addField({ name: `r1_${STAMP}`, label: `坏汇总${STAMP}`, type: 'rollup', resultType: 'money', childEntity: 'project', aggregate: 'sum', childField: 'amount' });
    expect(notChild.body.msg).toContain('下级记录');
    const text = await addField({ name: `r2_${STAMP}`, label: `坏汇总二${STAMP}`, type: 'rollup', resultType: 'money', childEntity: 'customerContract', aggregate: 'sum', childField: 'contract_name' });
    expect(text.body.msg).toContain('只能计数');
  });
});
