import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmBusiness, crmClue, crmCustomer, crmCustomerContact, crmFollow } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { call, createTestBackend, loginAs } from '../support/backend';
import { messagesOf, poolLeads, uniqueName } from '../support/clues';

/**
 * The lead calls of docs/leads.md (pool, per-user list, add, update, operate, delete, follower
 * update) with their data scope, and the follow-ups leads share with customers and opportunities.
 */

let backend: Backend;
type Session = { token: string; userKey: string };
let admin: Session;
let lina: Session;
let wang: Session;
let zhang: Session;
beforeAll(async () => {
  backend = await createTestBackend();
  [admin, lina, wang, zhang] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina'), loginAs(backend, 'wangfang'), loginAs(backend, 'zhangwei')]);
});
afterAll(async () => backend?.database.close());

const C = '/api/crm/clue';
type Row = Record<string, unknown> & { version: number };
type Page = { records: Row[]; total: number };
const post = <T = Row>(who: Session, path: string, json: Record<string, unknown>, headers?: Record<string, string>) => call<T>(backend, 'POST', path, { token: who.token, json, headers });
const detail = (who: Session, key: string) => call<Row>(backend, 'GET', `${C}/detail/${key}`, { token: who.token });
const history = async (key: string) => (await call<{ action: string; operator_name: string }[]>(backend, 'GET', '/api/app/base/sys/audit/list', { token: admin.token, query: { entity: 'clue', recordKey: key } })).body.data!;

/** A lead entered by `who` (theirs, out of the pool). */
async function ownLead(who: Session, extra: Record<string, unknown> = {}): Promise<Row> {
  const added = await post(who, `${C}/add`, { contact_name: uniqueName('客户'), mobile: '13800001111', company_name: uniqueName('线索公司'), region: '320000,320500', ...extra });
  expect(added.body.code, added.body.msg).toBe(0);
  return added.body.data!;
}

describe('lead calls', () => {
  it('add: the caller follows the lead, out of the pool, in her department, whatever she sends', async () => {
    const lead = await ownLead(lina, { follower: wang.userKey, in_pool: true, status: 'converted', clue_key: 'made-up', version: 7 });
    expect(lead).toMatchObject({ follower: lina.userKey, in_pool: false, status: 'new', source: 'manual', belong_depart: 'dep-sales-east', version: 1 });
    expect(lead.clue_key).not.toBe('made-up');
    expect((await post(lina, `${C}/add`, { contact_name: '缺手机' })).body).toMatchObject({ code: 400, msg: '请输入手机号' });
  });

  it('update: the fields a person enters, on the version it was based on; statuses only through operations', async () => {
    const lead = await ownLead(lina);
    const updated = await post(lina, `${C}/update`, { ...lead, intention: '专业版报价', status: 'converted' });
    expect(updated.body.msg).toBe('修改成功');
    expect(updated.body).toMatchObject({ code: 0, data: { intention: '专业版报价', status: 'new', version: 2 } });
    expect((await post(lina, `${C}/update`, { ...lead, intention: '旧版本' })).body.code).toBe(409);
  });

  it('per-user list and pool: her own leads; the pool only with the pool right', async () => {
    const mine = await ownLead(wang);
    const [pooled] = await poolLeads(backend, ['320000']);
    const wangs = (await post<Page>(wang, `${C}/mine`, { pageSize: 200 })).body.data!;
    expect(wangs.records.every((r) => r.follower === wang.userKey)).toBe(true);
    expect(wangs.records.map((r) => r.clue_key)).toContain(mine.clue_key);
    // What she sends cannot widen it.
    expect((await post<Page>(wang, `${C}/mine`, { follower: lina.userKey })).body.data!.records.every((r) => r.follower === wang.userKey)).toBe(true);

    expect((await post(wang, `${C}/pool`, {})).body.code).toBe(403);
    const pool = (await post<Page>(lina, `${C}/pool`, { pageSize: 200, in_pool: 'false' })).body.data!;
    expect(pool.records.every((r) => r.in_pool === true && r.follower === null)).toBe(true);
    expect(pool.records.map((r) => r.clue_key)).toContain(pooled);
    expect((await post<Page>(wang, `${C}/query`, { clue_key: pooled })).body.data!.total).toBe(0);
  });

  it('data scope by key: another department’s lead is neither read, changed, operated nor followed up', async () => {
    const lead = await ownLead(lina);
    const key = String(lead.clue_key);
    expect((await detail(wang, key)).body.code).toBe(403);
    expect((await post(wang, `${C}/update`, { ...lead, intention: '越权' })).body.code).toBe(403);
    expect((await post(wang, `${C}/operate`, { operate: 'invalid', ids: key, reason: '越权' })).body.code).toBe(403);
    expect((await post(wang, '/api/crm/follow/addOrUpdate', { subject_kind: 'clue', subject_key: key, follow_time: '2026-11-20 10:00:00', content: '越权跟进' })).body.code).toBe(403);
    expect((await post<Page>(wang, '/api/crm/follow/query', { subject_kind: 'clue', subject_key: key })).body.data!.total).toBe(0);
    // Her leader's department is not above the sales team's either; the administrator sees everything.
    expect((await detail(zhang, key)).body.code).toBe(403);
    expect((await detail(admin, key)).body.code).toBe(0);
  });

  it('delete: with the pool right only, all or nothing, after a confirmation in the page', async () => {
    const a = await ownLead(wang);
    expect((await post(wang, `${C}/delete`, { ids: String(a.clue_key) })).body.code).toBe(403);
    const [pooled] = await poolLeads(backend, [null]);
    expect((await post(lina, `${C}/delete`, { ids: `${pooled},${String(a.clue_key)}` })).body.code).toBe(403);
    expect((await post(lina, `${C}/delete`, { ids: pooled! })).body).toMatchObject({ code: 0 });
    expect((await detail(lina, pooled!)).body.code).toBe(404);
    expect((await post(admin, `${C}/delete`, { ids: String(a.clue_key) })).body.code).toBe(0);
  });
});

describe('operate', () => {
  it('follows up: a follow-up record with the lead as subject, the lead now being followed with its times', async () => {
    const lead = await ownLead(lina);
    const key = String(lead.clue_key);
    const answer = await post(lina, `${C}/operate`, { operate: 'followUp', ids: key, follow_type: 'visit', content: '上门拜访，客户关注报价', next_follow_time: '2099-01-02 10:00:00' });
    expect(answer.body).toMatchObject({ code: 0, msg: '跟进已记录' });
    const after = (await detail(lina, key)).body.data!;
    expect(after).toMatchObject({ status: 'following' });
    expect(new Date(String(after.next_follow_time)).toISOString()).toBe('2099-01-02T02:00:00.000Z');
    expect(after.last_follow_time).not.toBeNull();
    const follows = (await post<Page>(lina, '/api/crm/follow/query', { subject_kind: 'clue', subject_key: key })).body.data!;
    expect(follows.records).toEqual([expect.objectContaining({ content: '上门拜访，客户关注报价', follow_type: 'visit', follower: lina.userKey, belong_depart: 'dep-sales-east' })]);

    // Added directly (the record page's follow-up tab), an older entry moves neither time back.
    const older = await post(lina, '/api/crm/follow/addOrUpdate', { subject_kind: 'clue', subject_key: key, follow_time: '2020-01-01 09:00:00', follow_type: 'phone', content: '补录', next_follow_time: '2020-01-05 09:00:00' });
    expect(older.body.code).toBe(0);
    const again = (await detail(lina, key)).body.data!;
    expect([again.last_follow_time, again.next_follow_time]).toEqual([after.last_follow_time, after.next_follow_time]);

    expect((await post(lina, `${C}/operate`, { operate: 'followUp', ids: key, follow_type: 'visit' })).body).toMatchObject({ code: 400, msg: '请填写跟进内容' });
    expect((await post(lina, `${C}/operate`, { operate: 'call', ids: key })).body.code).toBe(400);
  });

  it('marks invalid with a reason; an invalid lead takes no follow-up and no conversion', async () => {
    const lead = await ownLead(lina);
    const key = String(lead.clue_key);
    expect((await post(lina, `${C}/operate`, { operate: 'invalid', ids: key })).body).toMatchObject({ code: 400, msg: '请填写无效原因' });
    expect((await post(lina, `${C}/operate`, { operate: 'invalid', ids: key, reason: '空号' })).body).toMatchObject({ code: 0, msg: '已标记为无效' });
    expect((await detail(lina, key)).body.data).toMatchObject({ status: 'invalid', invalid_reason: '空号' });
    expect((await post(lina, `${C}/operate`, { operate: 'convert', ids: key, customer_name: uniqueName('无效') })).body.code).toBe(409);
    const follow = await post(lina, '/api/crm/follow/addOrUpdate', { subject_kind: 'clue', subject_key: key, follow_time: '2026-11-20 10:00:00', content: '还想跟进' });
    expect(follow.body).toMatchObject({ code: 409, msg: '该线索已结束跟进，不能再添加跟进记录' });
  });

  it('converts into a new customer and an opportunity, linked both ways; a converted lead is not converted again', async () => {
    const lead = await ownLead(lina, { email: 'buyer@example.com' });
    const key = String(lead.clue_key);
    const name = uniqueName('转化客户');
    const answer = await post<{ count: number; customer_key: string; business_key: string }>(lina, `${C}/operate`, {
      operate: 'convert', ids: key, customer_name: name, business_name: '客户管理系统采购', amount: 280000, expected_close_date: '2099-03-31', business_key: 'not-mine',
    });
    expect(answer.body).toMatchObject({ code: 0, msg: '线索已转化' });
    const { customer_key: customerKey, business_key: businessKey } = answer.body.data!;

    const converted = (await detail(lina, key)).body.data!;
    expect(converted).toMatchObject({ status: 'converted', customer_key: customerKey, business_key: businessKey });
    expect(converted.convert_time).not.toBeNull();
    const db = backend.database.db;
    const [customer] = await db.select().from(crmCustomer).where(eq(crmCustomer.customer_key, customerKey));
    expect(customer).toMatchObject({ customer_name: name, clue_key: key, source: 'clue', follower: lina.userKey, belong_depart: 'dep-sales-east', region: '320000,320500' });
    const [business] = await db.select().from(crmBusiness).where(eq(crmBusiness.business_key, businessKey));
    expect(business).toMatchObject({ customer_key: customerKey, business_name: '客户管理系统采购', amount: 280000, expected_close_date: '2099-03-31', status: 'open', belong_depart: 'dep-sales-east' });
    const contacts = await db.select().from(crmCustomerContact).where(eq(crmCustomerContact.customer_key, customerKey));
    expect(contacts).toEqual([expect.objectContaining({ contact_name: lead.contact_name, mobile: '13800001111', email: 'buyer@example.com', is_primary: true })]);

    const twice = await post(lina, `${C}/operate`, { operate: 'convert', ids: key, customer_name: uniqueName('再次') });
    expect(twice.body).toMatchObject({ code: 409, msg: '所选记录的当前状态不能执行“转化为客户”' });
    expect((await history(key)).map((h) => h.action)).toContain('convert');
  });

  it('converts into an existing customer without an opportunity; a duplicate new customer names its owner; nothing is half done', async () => {
    const lead = await ownLead(lina);
    const key = String(lead.clue_key);
    expect((await post(lina, `${C}/operate`, { operate: 'convert', ids: key })).body).toMatchObject({ code: 400, msg: '请填写新客户名称，或选择已有客户' });
    expect((await post(lina, `${C}/operate`, { operate: 'convert', ids: key, customer_name: uniqueName('缺名'), amount: 100 })).body.code).toBe(400);
    // 上海浦江信托 is a demo customer of 李娜's.
    const taken = await post(lina, `${C}/operate`, { operate: 'convert', ids: key, customer_name: '上海浦江信托有限公司' });
    expect(taken.body.code).toBe(409);
    expect(taken.body.msg).toContain('李娜');
    expect((await detail(lina, key)).body.data!.status).toBe('new');
    // Another department's customer cannot be linked.
    expect((await post(lina, `${C}/operate`, { operate: 'convert', ids: key, customer_key: 'cus-demo-10' })).body.code).toBe(403);

    const linked = await post<{ customer_key: string; business_key: string | null }>(lina, `${C}/operate`, { operate: 'convert', ids: key, customer_key: 'cus-demo-13' });
    expect(linked.body.data).toMatchObject({ customer_key: 'cus-demo-13', business_key: null });
    const [customer] = await backend.database.db.select().from(crmCustomer).where(eq(crmCustomer.customer_key, 'cus-demo-13'));
    expect(customer!.clue_key).toBe(key);
  });

  it('runs each operation under its own right and data scope', async () => {
    const lead = await ownLead(wang);
    const [pooled] = await poolLeads(backend, ['310000']);
    // A lead still in the pool is distributed first, not followed up or converted.
    expect((await post(lina, `${C}/operate`, { operate: 'followUp', ids: pooled!, follow_type: 'phone', content: '池中跟进' })).body.code).toBe(409);
    expect((await post(lina, `${C}/operate`, { operate: 'invalid', ids: pooled!, reason: '重复提交' })).body.code).toBe(0);
    expect((await post(wang, `${C}/operate`, { operate: 'followUp', ids: String(lead.clue_key), follow_type: 'phone', content: '自己的线索' })).body.code).toBe(0);
  });
});

describe('follower update', () => {
  it('hands leads to a colleague: their department, a message to them, an entry in each lead’s history', async () => {
    const a = await ownLead(lina);
    const b = await ownLead(lina);
    await post(lina, `${C}/operate`, { operate: 'followUp', ids: String(a.clue_key), follow_type: 'phone', content: '交接前的跟进' });
    const before = (await messagesOf(backend, wang.userKey)).length;
    const answer = await post(lina, `${C}/follower/update`, { ids: `${String(a.clue_key)},${String(b.clue_key)}`, follower: wang.userKey });
    expect(answer.body).toMatchObject({ code: 0, msg: '跟进人已变更', data: { count: 2 } });
    expect((await detail(wang, String(a.clue_key))).body.data).toMatchObject({ follower: wang.userKey, belong_depart: 'dep-finance' });
    // Its follow-ups moved along.
    const [follow] = await backend.database.db.select().from(crmFollow).where(and(eq(crmFollow.subject_kind, 'clue'), eq(crmFollow.subject_key, String(a.clue_key))));
    expect(follow!.belong_depart).toBe('dep-finance');
    const received = await messagesOf(backend, wang.userKey);
    expect(received).toHaveLength(before + 1);
    expect(received[0]).toMatchObject({ title: '您有 2 条新线索待跟进', link: '/crm/clue', publisher: '李娜' });
    expect(received[0]!.content).toContain('李娜转交给您 2 条线索');
    expect((await history(String(b.clue_key))).map((h) => h.action)).toContain('changeFollower');

    expect((await post(wang, `${C}/follower/update`, { ids: String(a.clue_key), follower: 'usr-nobody' })).body).toMatchObject({ code: 400, msg: '所选用户不存在或已停用' });
  });
});

describe('shared follow-ups', () => {
  it('keep the customer follow log: by the customer’s key, moving its last follow-up time', async () => {
    const add = await post(lina, '/api/crm/customer/follow/log/add', { customer_key: 'cus-demo-04', follow_time: '2099-01-01 10:00:00', follow_type: 'phone', content: '客户跟进' });
    expect(add.body).toMatchObject({ code: 0, data: { subject_kind: 'customer', subject_key: 'cus-demo-04', customer_key: 'cus-demo-04' } });
    const log = await call<Page>(backend, 'GET', '/api/crm/customer/follow/log/list', { token: lina.token, query: { customer_key: 'cus-demo-04' } });
    expect(log.body.data!.records.map((r) => r.content)).toContain('客户跟进');
    expect(log.body.data!.records.every((r) => r.customer_key === 'cus-demo-04')).toBe(true);
    const [customer] = await backend.database.db.select().from(crmCustomer).where(eq(crmCustomer.customer_key, 'cus-demo-04'));
    expect(customer!.last_follow_time!.toISOString()).toBe('2099-01-01T02:00:00.000Z');
  });

  it('follow opportunities too, and go with their subject when it is deleted', async () => {
    const biz = await post(lina, '/api/crm/follow/addOrUpdate', { subject_kind: 'business', subject_key: 'biz-demo-01', follow_time: '2026-11-20 10:00:00', follow_type: 'meeting', content: '商务谈判第二轮' });
    expect(biz.body).toMatchObject({ code: 0, data: { belong_depart: 'dep-sales-east' } });
    expect((await post(lina, '/api/crm/follow/addOrUpdate', { subject_kind: 'order', subject_key: 'biz-demo-01', follow_time: '2026-11-20 10:00:00', content: '未知对象' })).body.code).toBe(400);
    expect((await post(lina, '/api/crm/follow/addOrUpdate', { subject_kind: 'business', subject_key: 'biz-none', follow_time: '2026-11-20 10:00:00', content: '不存在' })).body).toMatchObject({ code: 400, msg: '所属商机不存在或已被删除' });

    const [pooled] = await poolLeads(backend, ['320000']);
    await post(lina, '/api/crm/clue/batchDistribute', { ids: pooled!, followers: lina.userKey });
    await post(lina, `${C}/operate`, { operate: 'followUp', ids: pooled!, follow_type: 'phone', content: '将随线索删除' });
    expect((await post(lina, `${C}/delete`, { ids: pooled! })).body.code).toBe(0);
    const left = await backend.database.db.select().from(crmFollow).where(and(eq(crmFollow.subject_key, pooled!), eq(crmFollow.del_flag, 0)));
    expect(left).toHaveLength(0);
    expect(await backend.database.db.select().from(crmClue).where(and(eq(crmClue.clue_key, pooled!), eq(crmClue.del_flag, 1)))).toHaveLength(1);
  });
});
