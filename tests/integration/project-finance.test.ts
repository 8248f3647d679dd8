// @database postgres: totals of quotes' and contracts' lines to the cent.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { call, createTestBackend, loginAs } from '../support/backend';
import { workflowClient, type Session } from '../support/workflow';

/**
 * A project's quotes and contracts: reached through their
 * project's membership, totals of the lines to the cent, read-only once committed or archived,
 * and their status following the approval's outcome only.
 *
 * 前海跨境收付款通道升级 (prj-demo-02): 张伟 manages it, 李娜 and 王芳 (finance) take part; 钱塘财富
 * (prj-demo-03) is 李娜's with 王芳; 张伟 is not on it but leads 李娜's department chain.
 */
let backend: Backend;
let lina: Session;
let wang: Session;
let zhang: Session;
let admin: Session;
let outsider: Session;
let flow: ReturnType<typeof workflowClient>;

const PRICING = '/api/eis/restful/pricing';
const LINE = '/api/eis/restful/pricing/line';
const CONTRACT = '/api/eis/restful/contract';
const PROJECT = 'prj-demo-02';
type Rec = Record<string, unknown> & { version: number; status: string };
type Quote = Rec & { quote_key: string; quote_code: string; total_amount: number | string };
type Contract = Rec & { contract_key: string; contract_code: string };
type Page<T> = { records: T[]; total: number };

const post = <T>(who: Session, path: string, json: unknown) => call<T>(backend, 'POST', path, { token: who.token, json });
const get = <T>(who: Session, path: string, query?: Record<string, string>) => call<T>(backend, 'GET', path, { token: who.token, query });

beforeAll(async () => {
  backend = await createTestBackend();
  [lina, wang, zhang, admin] = await Promise.all([loginAs(backend, 'lina'), loginAs(backend, 'wangfang'), loginAs(backend, 'zhangwei'), loginAs(backend, 'admin')]);
  const added = await post(admin, '/api/app/base/app/sys/user/add', { username: 'zhaolei', realname: '赵磊', password: 'Welcome2026', selectedroles: 'role-staff', selecteddeparts: 'dep-project' });
  expect(added.body.code, added.body.msg).toBe(0);
  outsider = await loginAs(backend, 'zhaolei', 'Welcome2026');
  flow = workflowClient(backend);
});
afterAll(async () => backend?.database.close());

async function newQuote(who = lina, json: Record<string, unknown> = {}): Promise<Quote> {
  const res = await post<Quote>(who, `${PRICING}/save`, { quote_name: '通道扩容二期报价', project_key: PROJECT, valid_until: '2026-12-31', ...json });
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data!;
}

async function addLine(quoteKey: string, line: Record<string, unknown>, who = lina) {
  return post<Rec & { line_key: string; amount: number | string }>(who, `${LINE}/addOrUpdate`, { quote_key: quoteKey, ...line });
}

const detail = async <T>(who: Session, base: string, key: string) => (await get<T>(who, `${base}/detail/${key}`)).body;

describe('quotes: save, query and scope by key', () => {
  it('numbers a new draft and takes the project’s customer, whatever was sent', async () => {
    const quote = await newQuote(lina, { customer_key: 'cus-demo-01', customer_name: '别人', status: 'APPROVED', total_amount: 999 });
    expect(quote).toMatchObject({ status: 'DRAFT', customer_key: 'cus-demo-06', customer_name: '深圳前海跨境金融服务有限公司' });
    expect(Number(quote.total_amount)).toBe(0);
    expect(quote.quote_code).toMatch(/^BJ-\d{8}-\d{3}$/);
    const again = await newQuote();
    expect(again.quote_code > quote.quote_code).toBe(true);
  });

  it('is reached through the project: its members and their leaders, nobody else, by key or in lists', async () => {
    const quote = await newQuote();
    for (const who of [lina, wang, zhang, admin]) expect((await detail(who, PRICING, quote.quote_key)).code).toBe(0);
    const refused = await detail(outsider, PRICING, quote.quote_key);
    expect(refused.code).toBe(403);
    expect(refused.msg).toBe('您不是该项目的成员，无权操作');
    const theirs = await post<Page<Quote>>(outsider, `${PRICING}/query`, { pageSize: 200 });
    expect(theirs.body.data!.total).toBe(0);
    const mine = await post<Page<Quote>>(lina, `${PRICING}/query`, { project_key: PROJECT, pageSize: 200 });
    expect(mine.body.data!.records.map((r) => r.quote_key)).toContain(quote.quote_key);
    expect(mine.body.data!.records.every((r) => r.project_key === PROJECT)).toBe(true);
    // Not on the project: cannot add to it, change, delete or add lines by key.
    expect((await post(outsider, `${PRICING}/save`, { quote_name: 'x', project_key: PROJECT, valid_until: '2026-12-31' })).body.code).toBe(403);
    expect((await post(outsider, `${PRICING}/save`, { ...quote, quote_name: '改名' })).body.code).toBe(403);
    expect((await post(outsider, `${PRICING}/delete`, { id: quote.quote_key })).body.code).toBe(403);
    expect((await addLine(quote.quote_key, { item_name: 'x', quantity: 1, unit_price: 1 }, outsider)).body.code).toBe(403);
  });
});

describe('quote lines: amounts and totals to the cent', () => {
  it('works out each amount with discount and tax, and the quote’s total under a lock', async () => {
    const quote = await newQuote();
    const lines = await Promise.all([
      addLine(quote.quote_key, { item_name: '通道扩容实施', quantity: 3, unit_price: 33.33, discount: 10, tax_rate: 13, amount: 1 }),
      addLine(quote.quote_key, { item_name: '清算引擎许可', quantity: 7, unit_price: 1234.56, discount: 12.5, tax_rate: 6 }),
      addLine(quote.quote_key, { item_name: '驻场支持', quantity: 1, unit_price: 0.05, tax_rate: 10 }),
    ]);
    for (const line of lines) expect(line.body.code, line.body.msg).toBe(0);
    expect(lines.map((l) => Number(l.body.data!.amount))).toEqual([101.69, 8015.38, 0.06]);
    expect(Number((await detail<Quote>(lina, PRICING, quote.quote_key)).data!.total_amount)).toBe(8117.13);
    // A changed line and a deleted one count again.
    const first = lines[0].body.data!;
    expect((await post(lina, `${LINE}/addOrUpdate`, { ...first, quantity: 4 })).body.code).toBe(0);
    expect((await post(lina, `${LINE}/deleteById`, { id: lines[2].body.data!.line_key })).body.code).toBe(0);
    // 4 × 33.33 × 0.9 × 1.13 = 135.58644
    expect(Number((await detail<Quote>(lina, PRICING, quote.quote_key)).data!.total_amount)).toBe(8150.97);
  });
});

describe('commit, check and the read-only committed quote', () => {
  it('goes for approval, is returned, fixed, committed again and approved; status only through the outcome', async () => {
    const quote = await newQuote(lina, { quote_name: '报价审批流程' });
    const line = (await addLine(quote.quote_key, { item_name: '实施服务', quantity: 2, unit_price: 50000, discount: 5, tax_rate: 6 })).body.data!;
    const committed = await post<Quote & { instance_key: string }>(lina, `${PRICING}/commit`, { id: quote.quote_key });
    expect(committed.body.code, committed.body.msg).toBe(0);
    expect(committed.body.data).toMatchObject({ status: 'PROGRESS' });

    // Read-only while committed: the quote, its lines, its deletion; a second commit too.
    const current = (await detail<Quote>(lina, PRICING, quote.quote_key)).data!;
    const edit = await post(lina, `${PRICING}/save`, { ...current, quote_name: '偷偷改名' });
    expect(edit.body.code).toBe(409);
    expect(edit.body.msg).toBe('报价已提交审批，退回前不能修改或删除');
    expect((await post(lina, `${PRICING}/delete`, { id: quote.quote_key })).body.msg).toBe('报价已提交审批，退回前不能修改或删除');
    expect((await addLine(quote.quote_key, { item_name: '追加', quantity: 1, unit_price: 1 })).body.msg).toBe('报价已提交审批，退回前不能修改或删除');
    expect((await post(lina, `${LINE}/addOrUpdate`, { ...line, quantity: 9 })).body.code).toBe(409);
    expect((await post(lina, `${LINE}/deleteById`, { id: line.line_key })).body.code).toBe(409);
    expect((await post(lina, `${PRICING}/commit`, { id: quote.quote_key })).body.code).toBe(409);

    // The record's approval: 王芳 holds the finance review; 李娜 has nothing to check.
    const info = await get<{ instance_key: string; status: string; task_key: string | null }>(wang, `${PRICING}/approval/${quote.quote_key}`);
    expect(info.body.data).toMatchObject({ status: 'RUNNING', task_name: '财务审核' });
    expect(info.body.data!.task_key).toBeTruthy();
    expect((await get<{ task_key: string | null }>(lina, `${PRICING}/approval/${quote.quote_key}`)).body.data!.task_key).toBeNull();
    const notYours = await post(lina, `${PRICING}/check`, { id: quote.quote_key, result: 'approve' });
    expect(notYours.body.code).toBe(403);
    expect(notYours.body.msg).toBe('您没有该记录待处理的审批任务');
    expect((await post(wang, `${PRICING}/check`, { id: quote.quote_key, result: 'return' })).body.msg).toBe('请填写退回意见');

    // Returned in the workbench: the status follows the outcome.
    const returned = await flow.reject(wang, info.body.data!.task_key!, { comment: '税率请按6%核对' });
    expect(returned.body.code, returned.body.msg).toBe(0);
    expect((await detail<Quote>(lina, PRICING, quote.quote_key)).data!.status).toBe('RETURNED');

    // A returned quote is fixed and committed again.
    expect((await post(lina, `${LINE}/addOrUpdate`, { ...(await detail<Rec>(lina, LINE, line.line_key)).data!, tax_rate: 13 })).body.code).toBe(0);
    expect((await post(lina, `${PRICING}/commit`, { id: quote.quote_key })).body.data).toMatchObject({ status: 'PROGRESS' });
    const approved = await post<Quote>(wang, `${PRICING}/check`, { id: quote.quote_key, result: 'approve', comment: '同意' });
    expect(approved.body.code, approved.body.msg).toBe(0);
    expect(approved.body.data).toMatchObject({ status: 'APPROVED', process_status: 'APPROVED' });
    // 2 × 50000 × 0.95 × 1.13
    expect(Number(approved.body.data!.total_amount)).toBe(107350);

    // Approved stays read-only; the history and diagram are open to every reader of the project.
    const final = (await detail<Quote>(lina, PRICING, quote.quote_key)).data!;
    expect((await post(lina, `${PRICING}/save`, { ...final, remark: 'x' })).body.code).toBe(409);
    const latest = (await get<{ instance_key: string; status: string }>(zhang, `${PRICING}/approval/${quote.quote_key}`)).body.data!;
    expect(latest.status).toBe('APPROVED');
    const comments = await flow.comments(zhang, latest.instance_key);
    expect(comments.body.code, comments.body.msg).toBe(0);
    expect(comments.body.data!.map((c) => c.action)).toContain('APPROVE');
    expect((await flow.highlight(zhang, latest.instance_key)).body.data!.finished_nodes).toContain('finance_review');
    expect((await flow.comments(outsider, latest.instance_key)).body.code).not.toBe(0);
    // Status is never taken from a save.
    const draft = await newQuote();
    const forced = await post<Quote>(lina, `${PRICING}/save`, { ...draft, status: 'APPROVED' });
    expect(forced.body.data!.status).toBe('DRAFT');
  });

  it('deletes only drafts and returned quotes, with their lines', async () => {
    const quote = await newQuote();
    await addLine(quote.quote_key, { item_name: '一项', quantity: 1, unit_price: 10 });
    expect((await post(lina, `${PRICING}/delete`, { id: quote.quote_key })).body.code).toBe(0);
    expect((await detail(lina, PRICING, quote.quote_key)).code).toBe(404);
    expect((await post(lina, `${PRICING}/delete`, { id: 'quo-demo-01' })).body.msg).toBe('报价已提交审批，退回前不能修改或删除');
  });

  it('exports the list the caller sees as a workbook', async () => {
    const res = await call(backend, 'POST', `${PRICING}/export`, { token: lina.token, json: { project_key: PROJECT } });
    expect(res.status).toBe(200);
    expect(res.response.headers.get('content-type')).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.response.arrayBuffer());
    const texts = book.worksheets[0]!.getSheetValues().flat().map(String);
    expect(texts).toContain('通道扩容一期报价');
    expect((await call(backend, 'POST', `${PRICING}/export`, { token: outsider.token, json: {} })).status).toBe(200);
  });
});

describe('contracts', () => {
  async function newContract(json: Record<string, unknown> = {}): Promise<Contract> {
    const res = await post<Contract>(lina, `${CONTRACT}/addOrUpdate`, { contract_name: '通道升级服务合同', category_key: 'cct-service', project_key: PROJECT, amount: 123456.78, sign_date: '2026-06-01', ...json });
    expect(res.body.code, res.body.msg).toBe(0);
    return res.body.data!;
  }

  it('numbers by its rule, answers the next number, and links only its own project’s quote', async () => {
    const next = await get<{ code: string }>(lina, `${CONTRACT}/code`);
    expect(next.body.data!.code).toMatch(/^HT-\d{8}-\d{3}$/);
    expect(next.body.msg).toBe(next.body.data!.code);
    const contract = await newContract({ quote_key: 'quo-demo-01' });
    expect(contract.contract_code).toBe(next.body.data!.code);
    expect(contract).toMatchObject({ status: 'DRAFT', customer_name: '深圳前海跨境金融服务有限公司' });
    const [a, b] = await Promise.all([newContract(), newContract()]);
    expect(a.contract_code).not.toBe(b.contract_code);
    const foreign = await post(lina, `${CONTRACT}/addOrUpdate`, { contract_name: 'x', category_key: 'cct-service', project_key: PROJECT, amount: 1, quote_key: 'quo-demo-04' });
    expect(foreign.body.msg).toBe('所选报价不属于该项目');
    const categories = await post<Page<{ category_name: string }>>(lina, `${CONTRACT}/category/query`, {});
    expect(categories.body.data!.records.map((c) => c.category_name)).toEqual(['技术服务合同', '采购合同', '框架协议']);
  });

  it('is read, listed and deleted within the project’s scope', async () => {
    const contract = await newContract();
    expect((await detail(zhang, CONTRACT, contract.contract_key)).code).toBe(0);
    expect((await detail(outsider, CONTRACT, contract.contract_key)).code).toBe(403);
    expect((await post<Page<Contract>>(outsider, `${CONTRACT}/query`, {})).body.data!.total).toBe(0);
    expect((await post(outsider, `${CONTRACT}/deleteById`, { id: contract.contract_key })).body.code).toBe(403);
    expect((await post(lina, `${CONTRACT}/deleteById`, { id: contract.contract_key })).body.code).toBe(0);
    expect((await detail(lina, CONTRACT, contract.contract_key)).code).toBe(404);
  });

  it('is countersigned through its binding, then archived and read-only for good', async () => {
    const contract = await newContract({ attachments: null });
    expect((await post(lina, `${CONTRACT}/archive`, { ids: contract.contract_key })).body.code).toBe(409);
    const submitted = await post<Contract>(lina, `${CONTRACT}/submit`, { id: contract.contract_key });
    expect(submitted.body.data).toMatchObject({ status: 'PROGRESS' });
    // 张伟 (leader) and 王芳 (finance) both sign.
    expect((await post<Contract>(zhang, `${CONTRACT}/check`, { id: contract.contract_key, result: 'approve' })).body.data!.status).toBe('PROGRESS');
    expect((await post<Contract>(wang, `${CONTRACT}/check`, { id: contract.contract_key, result: 'approve' })).body.data!.status).toBe('APPROVED');
    const approved = (await detail<Contract>(lina, CONTRACT, contract.contract_key)).data!;
    expect((await post(lina, `${CONTRACT}/addOrUpdate`, { ...approved, amount: 1 })).body.msg).toBe('合同已生效，不能修改或删除');

    const archived = await post(lina, `${CONTRACT}/archive`, { ids: contract.contract_key });
    expect(archived.body.code, archived.body.msg).toBe(0);
    const stored = (await detail<Contract & { archive_time: string }>(lina, CONTRACT, contract.contract_key)).data!;
    expect(stored.status).toBe('ARCHIVED');
    expect(stored.archive_time).toBeTruthy();
    const edit = await post(lina, `${CONTRACT}/addOrUpdate`, { ...stored, contract_name: '改名' });
    expect(edit.body.code).toBe(409);
    expect(edit.body.msg).toBe('合同已归档，不能修改或删除');
    expect((await post(lina, `${CONTRACT}/deleteById`, { id: contract.contract_key })).body.msg).toBe('合同已归档，不能修改或删除');
    expect((await post(admin, `${CONTRACT}/deleteById`, { id: contract.contract_key })).body.code).toBe(409);
  });

  it('goes back to the submitter when the countersign rejects it', async () => {
    const contract = await newContract();
    await post(lina, `${CONTRACT}/submit`, { id: contract.contract_key });
    const rejected = await post<Contract>(wang, `${CONTRACT}/check`, { id: contract.contract_key, result: 'return', comment: '金额有误' });
    expect(rejected.body.data!.status).toBe('RETURNED');
    const fixed = await post<Contract>(lina, `${CONTRACT}/addOrUpdate`, { ...rejected.body.data!, amount: 120000 });
    expect(fixed.body.code, fixed.body.msg).toBe(0);
    expect((await post<Contract>(lina, `${CONTRACT}/saveApproved`, fixed.body.data!)).body.data!.status).toBe('PROGRESS');
  });
});

describe('demo data', () => {
  it('has quotes in several states with totals matching their lines, and an archived contract', async () => {
    const quotes = (await post<Page<Quote>>(admin, `${PRICING}/query`, { quote_key: 'quo-demo-01,quo-demo-02,quo-demo-03,quo-demo-04', pageSize: 10 })).body.data!.records;
    expect(new Set(quotes.map((q) => q.status))).toEqual(new Set(['APPROVED', 'RETURNED', 'DRAFT']));
    for (const quote of quotes) {
      const lines = (await post<Page<{ amount: string | number }>>(admin, `${LINE}/query`, { quote_key: quote.quote_key, pageSize: 50 })).body.data!.records;
      const cents = lines.reduce((sum, l) => sum + Math.round(Number(l.amount) * 100), 0);
      expect(Math.round(Number(quote.total_amount) * 100)).toBe(cents);
    }
    expect((await detail<Contract>(admin, CONTRACT, 'ctr-demo-01')).data!.status).toBe('ARCHIVED');
  });
});
