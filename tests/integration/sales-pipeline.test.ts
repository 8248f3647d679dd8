// @database postgres: lines saved at once, each counted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { call, createTestBackend, loginAs } from '../support/backend';
import { newCustomerKey } from '../support/customers';

let backend: Backend;
type Session = { token: string; userKey: string };
let admin: Session;
let lina: Session;
let wang: Session;
beforeAll(async () => {
  backend = await createTestBackend();
  [admin, lina, wang] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'wangfang')]);
});
afterAll(async () => backend?.database.close());

type Row = Record<string, unknown> & { version: number };
type Page = { records: Row[]; total: number };
const post = <T = Row>(who: Session, path: string, json: Record<string, unknown>) => call<T>(backend, 'POST', path, { token: who.token, json });
const form = <T = Row>(who: Session, path: string, fields: Record<string, string>) => call<T>(backend, 'POST', path, { token: who.token, form: fields });
const get = <T = Row>(who: Session, path: string, query: Record<string, string> = {}) => call<T>(backend, 'GET', path, { token: who.token, query });

const B = '/api/crm/business';
const T = '/api/crm/tickets';
const O = '/api/crm/order';
const L = '/api/crm/order/line';
const R = '/api/crm/reservations';

describe('opportunities: list, add, edit, stages, distribute, cancel, delete', () => {
  it('moves through the declared stages to won, and refuses a move they do not allow, naming both stages', async () => {
    const customer = await newCustomerKey(backend, lina.token);
    const added = await post(lina, `${B}/add`, { customer_key: customer, business_name: '托管系统升级', amount: 1200000.5, win_rate: 20 });
    // Its follower is whoever created it, unless the form names someone.
    expect(added.body).toMatchObject({ code: 0, data: { stage: 'initial', status: 'open', amount: 1200000.5, belong_depart: 'dep-sales-east', follower: 'usr-sales' } });
    const key = String(added.body.data!.business_key);
    const named = await post(lina, `${B}/add`, { customer_key: customer, business_name: '估值系统', follower: 'usr-leader' });
    expect(named.body).toMatchObject({ code: 0, data: { follower: 'usr-leader' } });

    const skipped = await post(lina, `${B}/changeStage`, { ids: key, stage: 'won' });
    expect(skipped.body).toMatchObject({ code: 409, msg: '商机阶段不能从“初步接洽”变更为“赢单”' });
    for (const stage of ['requirement', 'proposal', 'negotiation', 'won']) {
      expect((await post(lina, `${B}/changeStage`, { ids: key, stage })).body).toMatchObject({ code: 0, msg: '商机阶段已变更' });
    }
    const won = (await get(lina, `${B}/detail/${key}`)).body.data!;
    expect(won.stage).toBe('won');
    expect((await post(lina, `${B}/changeStage`, { ids: key, stage: 'initial' })).body.msg).toBe('商机阶段不能从“赢单”变更为“初步接洽”');
    // The generic save is held to the same transitions.
    const edited = await post(lina, `${B}/edit`, { business_key: key, version: won.version, customer_key: customer, business_name: '托管系统升级', stage: 'lost' });
    expect(edited.body).toMatchObject({ code: 409, msg: '商机阶段不能从“赢单”变更为“输单”' });
    expect((await post(lina, `${B}/changeStage`, { ids: key, stage: 'nonsense' })).body.code).toBe(409);

    const history = await get<{ action: string }[]>(lina, '/api/app/base/sys/audit/list', { entity: 'business', recordKey: key });
    expect(history.body.data!.filter((h) => h.action === 'changeStage')).toHaveLength(4);
  });

  it('edits, distributes in a batch, lists, cancels and deletes under the calls’ own names (add, edit, batchDistribute, list, cancel, delete)', async () => {
    const customer = await newCustomerKey(backend, lina.token);
    const keys: string[] = [];
    for (const name of ['私行系统', '清算系统']) keys.push(String((await post(lina, `${B}/add`, { customer_key: customer, business_name: name })).body.data!.business_key));
    const first = (await get(lina, `${B}/detail/${keys[0]}`)).body.data!;
    const edited = await post(lina, `${B}/edit`, { business_key: keys[0], version: first.version, customer_key: customer, business_name: '私行系统二期', stage: 'requirement', amount: 88000 });
    expect(edited.body).toMatchObject({ code: 0, data: { business_name: '私行系统二期', stage: 'requirement', amount: 88000 } });

    expect((await post(lina, `${B}/batchDistribute`, { ids: keys.join(','), follower: 'usr-leader' })).body).toMatchObject({ code: 0, data: { count: 2 }, msg: '商机已分配' });
    const listed = await post<Page>(lina, `${B}/list`, { customer_key: customer, follower: 'usr-leader' });
    expect(listed.body.data!.total).toBe(2);
    expect((await post(lina, `${B}/batchDistribute`, { ids: keys.join(',') })).body.code).toBe(400);

    expect((await post(lina, `${B}/cancel`, { ids: keys[1], reason: '客户暂停采购' })).body.code).toBe(0);
    // A cancelled opportunity no longer moves on the board or gets a new owner.
    expect((await post(lina, `${B}/changeStage`, { ids: keys[1], stage: 'requirement' })).body.msg).toBe('所选记录的当前状态不能执行“变更阶段”');
    expect((await post(lina, `${B}/batchDistribute`, { ids: keys[1], follower: 'usr-sales' })).body.code).toBe(409);

    expect((await post(lina, `${B}/delete`, { ids: keys.join(',') })).body.code).toBe(0);
    expect((await post<Page>(lina, `${B}/list`, { customer_key: customer })).body.data!.total).toBe(0);
  });

  it('keeps another department’s opportunities out of reach by key', async () => {
    const customer = await newCustomerKey(backend, lina.token);
    const key = String((await post(lina, `${B}/add`, { customer_key: customer, business_name: '跨部门商机' })).body.data!.business_key);
    expect((await get(wang, `${B}/detail/${key}`)).body.code).toBe(403);
    expect((await post(wang, `${B}/edit`, { business_key: key, version: 1, customer_key: customer, business_name: '改' })).body.code).toBe(403);
    expect((await post(wang, `${B}/changeStage`, { ids: key, stage: 'requirement' })).body.code).toBe(403);
    expect((await post(wang, `${B}/batchDistribute`, { ids: key, follower: 'usr-finance' })).body.code).toBe(403);
    expect((await post(wang, `${B}/cancel`, { ids: key, reason: '越权' })).body.code).toBe(403);
    expect((await post(wang, `${B}/delete`, { ids: key })).body.code).toBe(403);
    expect((await post(wang, `${B}/add`, { customer_key: customer, business_name: '混入' })).body.code).toBe(403);
    expect((await post<Page>(wang, `${B}/list`, { customer_key: customer })).body.data!.total).toBe(0);
    expect((await get(lina, `${B}/detail/${key}`)).body.data!.stage).toBe('initial');
  });

  it('the demo data has an opportunity in every stage', async () => {
    const records = (await post<Page>(admin, `${B}/list`, { pageSize: 200 })).body.data!.records;
    const stages = records.filter((r) => String(r.business_key).startsWith('biz-demo-')).map((r) => r.stage);
    expect(new Set(stages)).toEqual(new Set(['initial', 'requirement', 'proposal', 'negotiation', 'won', 'lost']));
  });
});

describe('tickets: add, take up, finish, cancel, delete, list', () => {
  it('moves along its steps and is read from the customer’s page', async () => {
    const customer = await newCustomerKey(backend, lina.token);
    const ticket = await post(lina, `${T}/add`, { customer_key: customer, subject: '对账单下载失败', ticket_type: 'fault', priority: 'HIGHT' });
    expect(ticket.body).toMatchObject({ code: 0, data: { status: 'open', priority: 'HIGHT' } });
    const key = String(ticket.body.data!.ticket_key);
    expect((await post(lina, `${T}/process`, { ids: key })).body).toMatchObject({ code: 0, msg: '工单已受理' });
    expect((await get(lina, `${T}/detail/${key}`)).body.data).toMatchObject({ status: 'processing', handler: lina.userKey });
    expect((await post(lina, `${T}/finish`, { ids: key })).body.code).toBe(0);
    expect((await post(lina, `${T}/cancel`, { ids: key })).body.code).toBe(409);
    expect((await post<Page>(lina, `${T}/list`, { customer_key: customer })).body.data!.records.map((r) => r.status)).toEqual(['done']);
    expect((await get<Page>(lina, '/api/crm/customer/tickets/list', { customer_key: customer })).body.data!.total).toBe(1);

    const second = String((await post(lina, '/api/crm/customer/tickets/add', { customer_key: customer, subject: '权限申请' })).body.data!.ticket_key);
    expect((await post(lina, '/api/crm/customer/tickets/cancel', { ids: second })).body.msg).toBe('工单已取消');
    expect((await post(lina, `${T}/process`, { ids: second })).body.code).toBe(409);

    expect((await post(wang, `${T}/delete`, { ids: key })).body.code).toBe(403);
    expect((await post(wang, `${T}/process`, { ids: second })).body.code).toBe(403);
    expect((await get(wang, `${T}/detail/${key}`)).body.code).toBe(403);
    expect((await post(lina, `${T}/delete`, { ids: `${key},${second}` })).body.code).toBe(0);
    expect((await post<Page>(lina, `${T}/list`, { customer_key: customer })).body.data!.total).toBe(0);
  });
});

describe('orders and their lines', () => {
  async function newOrder(who: Session, customer: string): Promise<Row> {
    const added = await post(who, `${O}/add`, { customer_key: customer, order_date: '2026-11-20', order_maker: who.userKey });
    expect(added.body.code).toBe(0);
    return added.body.data!;
  }
  const addLine = (who: Session, order: string, product_name: string, quantity: number, unit_price: number) =>
    post(who, `${L}/addOrUpdate`, { order_key: order, product_name, quantity, unit_price });
  const totalOf = async (order: string) => (await get(lina, `${O}/fetch/${order}`)).body.data!.total_amount;

  it('needs its maker (请选择制单人) and is numbered when first saved', async () => {
    const customer = await newCustomerKey(backend, lina.token);
    const missing = await post(lina, `${O}/add`, { customer_key: customer, order_date: '2026-11-20' });
    expect(missing.body).toMatchObject({ code: 400, msg: '请选择制单人' });
    const order = await newOrder(lina, customer);
    expect(order).toMatchObject({ status: 'draft', total_amount: 0, order_maker: lina.userKey, belong_depart: 'dep-sales-east' });
    expect(String(order.order_no)).toMatch(/^DD\d{14}[0-9A-F]{4}$/);
    // The number and the total are the server's: what a caller sends for them is not stored.
    const saved = await post(lina, `${O}/save`, { order_key: order.order_key, version: order.version, customer_key: customer, order_date: '2026-11-21', order_maker: lina.userKey, order_no: 'X1', total_amount: 5 });
    expect(saved.body).toMatchObject({ code: 0, data: { order_no: order.order_no, total_amount: 0, order_date: '2026-11-21' } });
  });

  it('works out each line to the cent and the order’s total on the server, through adds, changes and deletes', async () => {
    const customer = await newCustomerKey(backend, lina.token);
    const order = String((await newOrder(lina, customer)).order_key);
    const first = await addLine(lina, order, '估值系统许可', 3, 19.99);
    expect(first.body).toMatchObject({ code: 0, data: { amount: 59.97 } });
    const second = await post(lina, `${L}/addOrUpdate`, { order_key: order, product_name: '实施服务', quantity: 7, unit_price: 1234567.89, amount: 1 });
    expect(second.body.data!.amount).toBe(8641975.23);
    expect(await totalOf(order)).toBe(8642035.2);

    const lines = await post<Page>(lina, `${L}/query`, { order_key: order });
    expect(lines.body.data!.records.map((r) => r.product_name)).toEqual(['估值系统许可', '实施服务']);
    const line = first.body.data!;
    const changed = await post(lina, `${L}/addOrUpdate`, { line_key: line.line_key, version: line.version, order_key: order, product_name: '估值系统许可', quantity: 10, unit_price: 0.1 });
    expect(changed.body.data!.amount).toBe(1);
    expect(await totalOf(order)).toBe(8641976.23);
    expect((await form(lina, `${L}/deleteById`, { id: String(second.body.data!.line_key) })).body.code).toBe(0);
    expect(await totalOf(order)).toBe(1);
    expect((await post(lina, `${L}/deleteBatch`, { ids: String(line.line_key) })).body.code).toBe(0);
    expect(await totalOf(order)).toBe(0);
  });

  it('counts every line when several are saved at once', async () => {
    const customer = await newCustomerKey(backend, lina.token);
    const order = String((await newOrder(lina, customer)).order_key);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => addLine(lina, order, `产品${n}`, n, 10.01)));
    expect(answers.every((a) => a.body.code === 0)).toBe(true);
    expect(await totalOf(order)).toBe(150.15);
  });

  it('moves from draft to confirmed to completed; cancels; is removed with its lines; keeps its customer', async () => {
    const customer = await newCustomerKey(backend, lina.token);
    const order = String((await newOrder(lina, customer)).order_key);
    const line = String((await addLine(lina, order, '年度运维', 1, 5000)).body.data!.line_key);
    expect((await form(lina, '/api/crm/customer/deleteById', { id: customer })).body).toMatchObject({ code: 409, msg: '该记录下还有订单，不能删除' });
    expect((await post(lina, `${O}/complete`, { ids: order })).body.code).toBe(409);
    expect((await post(lina, `${O}/confirm`, { ids: order })).body).toMatchObject({ code: 0, msg: '订单已确认' });
    expect((await post(lina, `${O}/complete`, { ids: order })).body.code).toBe(0);
    expect((await post(lina, `${O}/cancel`, { ids: order })).body.code).toBe(409);
    const current = (await get(lina, `${O}/fetch/${order}`)).body.data!;
    expect(current.status).toBe('completed');
    const updated = await post(lina, `${O}/update`, { order_key: order, version: current.version, customer_key: customer, order_date: '2026-11-22', order_maker: 'usr-leader', remark: '补充备注' });
    expect(updated.body).toMatchObject({ code: 0, data: { order_maker: 'usr-leader', remark: '补充备注', total_amount: 5000 } });

    const other = String((await newOrder(lina, customer)).order_key);
    expect((await post(lina, `${O}/cancel`, { ids: other })).body.msg).toBe('订单已取消');
    expect((await post<Page>(lina, `${O}/list`, { customer_key: customer, status: 'cancelled' })).body.data!.total).toBe(1);

    expect((await post(lina, `${O}/remove`, { ids: `${order},${other}` })).body.code).toBe(0);
    expect((await get(lina, `${L}/detail/${line}`)).body.code).toBe(404);
    expect((await post<Page>(lina, `${O}/list`, { customer_key: customer })).body.data!.total).toBe(0);
  });

  it('keeps another department’s orders and lines out of reach by key', async () => {
    const customer = await newCustomerKey(backend, lina.token);
    const order = await newOrder(lina, customer);
    const orderKey = String(order.order_key);
    const line = (await addLine(lina, orderKey, '许可', 1, 100)).body.data!;
    expect((await get(wang, `${O}/fetch/${orderKey}`)).body.code).toBe(403);
    expect((await post(wang, `${O}/update`, { order_key: orderKey, version: order.version, customer_key: customer, order_date: '2026-11-20', order_maker: wang.userKey })).body.code).toBe(403);
    expect((await post(wang, `${O}/cancel`, { ids: orderKey })).body.code).toBe(403);
    expect((await post(wang, `${O}/remove`, { ids: orderKey })).body.code).toBe(403);
    expect((await addLine(wang, orderKey, '混入', 1, 1)).body.code).toBe(403);
    expect((await get(wang, `${L}/detail/${String(line.line_key)}`)).body.code).toBe(403);
    expect((await post(wang, `${L}/addOrUpdate`, { line_key: line.line_key, version: line.version, order_key: orderKey, product_name: '改', quantity: 9, unit_price: 9 })).body.code).toBe(403);
    expect((await form(wang, `${L}/deleteById`, { id: String(line.line_key) })).body.code).toBe(403);
    expect((await post<Page>(wang, `${L}/query`, { order_key: orderKey })).body.data!.total).toBe(0);
    expect((await post<Page>(wang, `${O}/list`, { customer_key: customer })).body.data!.total).toBe(0);
    expect(await totalOf(orderKey)).toBe(100);
  });

  it('the demo orders carry lines whose amounts add up to their totals', async () => {
    for (const order of ['ord-demo-01', 'ord-demo-02', 'ord-demo-03']) {
      const lines = (await post<Page>(admin, `${L}/query`, { order_key: order })).body.data!.records;
      expect(lines.length).toBeGreaterThanOrEqual(2);
      const cents = lines.reduce((sum, l) => sum + Math.round(Number(l.amount) * 100), 0);
      expect(Math.round(Number((await get(admin, `${O}/fetch/${order}`)).body.data!.total_amount) * 100)).toBe(cents);
    }
  });
});

describe('reservations: page, save, fetch, negotiators, confirm arrival, delete', () => {
  const booking = (customer: string, negotiators: string) => ({ customer_key: customer, subject: '方案洽谈', visit_time: '2026-12-01 10:00:00', negotiators, place: '3号会议室' });

  it('takes at most three negotiators, separated by the full-width semicolon', async () => {
    const customer = await newCustomerKey(backend, lina.token);
    const refused = await post(lina, `${R}/save`, booking(customer, '周明；陈静；刘洋；王磊'));
    expect(refused.body).toMatchObject({ code: 400, msg: '洽谈人不能超过3个' });
    const saved = await post(lina, `${R}/save`, booking(customer, '周明; 陈静 ；刘洋'));
    expect(saved.body).toMatchObject({ code: 0, data: { negotiators: '周明；陈静；刘洋', status: 'booked', arrival_time: null } });
    const key = String(saved.body.data!.reservation_key);
    expect((await post(lina, `${R}/negotiators`, { ids: key, negotiators: '甲；乙；丙；丁' })).body.msg).toBe('洽谈人不能超过3个');
    expect((await post(lina, `${R}/negotiators`, { ids: key, negotiators: '周明；陈静' })).body.msg).toBe('洽谈人已更新');
    expect((await get(lina, `${R}/fetch/${key}`)).body.data!.negotiators).toBe('周明；陈静');
  });

  it('confirms an arrival once, with its moment; a kept or cancelled booking is not confirmed', async () => {
    const customer = await newCustomerKey(backend, lina.token);
    const key = String((await post(lina, `${R}/save`, booking(customer, '周明；陈静；刘洋'))).body.data!.reservation_key);
    const before = Date.now();
    expect((await post(lina, `${R}/confirmArrival`, { ids: key })).body).toMatchObject({ code: 0, msg: '已确认到访' });
    const arrived = (await get(lina, `${R}/fetch/${key}`)).body.data!;
    expect(arrived.status).toBe('arrived');
    expect(new Date(String(arrived.arrival_time)).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await post(lina, `${R}/confirmArrival`, { ids: key })).body.code).toBe(409);
    expect((await post(lina, `${R}/negotiators`, { ids: key, negotiators: '甲' })).body.code).toBe(409);

    const other = String((await post(lina, `${R}/save`, booking(customer, '郑凯'))).body.data!.reservation_key);
    expect((await post(lina, `${R}/cancel`, { ids: other })).body.code).toBe(0);
    expect((await post(lina, `${R}/confirmArrival`, { ids: other })).body.code).toBe(409);
    const page = await post<Page>(lina, `${R}/page`, { customer_key: customer, column: 'visit_time', order: 'asc' });
    expect(page.body.data!.records.map((r) => r.status).sort()).toEqual(['arrived', 'cancelled']);
    expect((await post(lina, `${R}/delete`, { ids: `${key},${other}` })).body.code).toBe(0);
    expect((await post<Page>(lina, `${R}/page`, { customer_key: customer })).body.data!.total).toBe(0);
  });

  it('keeps another department’s reservations out of reach by key', async () => {
    const customer = await newCustomerKey(backend, lina.token);
    const saved = (await post(lina, `${R}/save`, booking(customer, '周明'))).body.data!;
    const key = String(saved.reservation_key);
    expect((await get(wang, `${R}/fetch/${key}`)).body.code).toBe(403);
    expect((await post(wang, `${R}/save`, { ...booking(customer, '周明'), reservation_key: key, version: saved.version })).body.code).toBe(403);
    expect((await post(wang, `${R}/confirmArrival`, { ids: key })).body.code).toBe(403);
    expect((await post(wang, `${R}/negotiators`, { ids: key, negotiators: '甲' })).body.code).toBe(403);
    expect((await post(wang, `${R}/delete`, { ids: key })).body.code).toBe(403);
    expect((await post(wang, `${R}/save`, booking(customer, '甲'))).body.code).toBe(403);
    expect((await post<Page>(wang, `${R}/page`, { customer_key: customer })).body.data!.total).toBe(0);
    expect((await get(lina, `${R}/fetch/${key}`)).body.data!.status).toBe('booked');
  });
});
