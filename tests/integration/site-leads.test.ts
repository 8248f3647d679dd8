// @database postgres: SQL of its own over enquiries.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizMessage, bizMessageAcceptor, crmClue, sysDict, sysDictItem, sysUser } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { leadLimitSpec, memoryLeadLimiter } from '@/lib/backend/modules/clues/submission-limit';
import { leadCapturePaths } from '@/lib/contract/lead-capture';
import { handleGateway, type GatewayDeps } from '@/lib/gateway/gateway';
import { upstreamOf } from '@/lib/gateway/upstream';
import { memoryLoginLimiter } from '@/lib/gateway/login-rate-limit';
import { AddressLimiter } from '@/lib/rate-limit/address-limiter';
import { createCounters } from '@/lib/rate-limit/counters';
import { call, createTestBackend, loginAs, ORIGIN } from '../support/backend';
import { fakeSession } from '../support/fake-session';
import { fromSocket } from '../support/peer-address';

/**
 * The public enquiry call behind /board, /proxy and /partnerPay: no session, a lead in the pool,
 * an unread message to each sales administrator; refusals (trap field, mobile, lengths, body
 * size, per-address limit) each with their reason. Allowed: 3 enquiries per address per window.
 */

const PER_ADDRESS = 3;
let backend: Backend;
let addressCounter = 0;
/** Each test sends from its own address, so only the limit test ever reaches the limit. */
const freshAddress = () => `198.51.100.${++addressCounter}`;

const valid = (overrides: Record<string, unknown> = {}) => ({
  source: 'board',
  contact_name: '  周明  ',
  company_name: '',
  mobile: '13912345678',
  email: 'zhouming@example.com',
  region: '320000',
  intention: '预约演示',
  content: '我们是一家区域性银行，想了解客户管理和审批功能。',
  website: '',
  ...overrides,
});

const submit = (json: unknown, headers: Record<string, string> = {}) =>
  call(backend, 'POST', leadCapturePaths.submit, { json, headers: { 'x-forwarded-for': freshAddress(), 'accept-language': 'zh-CN', ...headers } });

async function cluesNamed(name: string) {
  return backend.database.db.select().from(crmClue).where(eq(crmClue.contact_name, name));
}

async function unreadFor(userKey: string, link = '/crm/cluePool') {
  return backend.database.db
    .select({ title: bizMessage.title, content: bizMessage.message_content, link: bizMessage.biz_link, type: bizMessage.message_type, publisher: bizMessage.publisher_name })
    .from(bizMessageAcceptor)
    .innerJoin(bizMessage, eq(bizMessage.message_key, bizMessageAcceptor.message_key))
    .where(and(eq(bizMessageAcceptor.ref_key, userKey), eq(bizMessageAcceptor.read_status, 'UNREAD'), eq(bizMessage.biz_link, link)));
}

beforeAll(async () => {
  backend = await createTestBackend({ leadLimiter: memoryLeadLimiter({ perAddress: PER_ADDRESS, windowSeconds: 600 }) });
});
afterAll(async () => {
  await backend?.database.close();
});

describe('public enquiry call', () => {
  it('turns a valid enquiry without a session into a new lead in the pool and tells the sales administrator', async () => {
    const before = (await unreadFor('usr-sales')).length;
    const answer = await submit(valid());
    expect(answer.body).toMatchObject({ code: 0, msg: '提交成功，感谢您的关注！我们的顾问将在 1 个工作日内与您联系。' });

    const [clue, ...more] = await cluesNamed('周明');
    expect(more).toHaveLength(0);
    expect(clue).toMatchObject({
      source: 'board', status: 'new', follower: null, company_name: null, mobile: '13912345678', email: 'zhouming@example.com',
      region: '320000', intention: '预约演示', content: '我们是一家区域性银行，想了解客户管理和审批功能。', del_flag: 0, create_by: null,
    });

    const messages = await unreadFor('usr-sales');
    expect(messages).toHaveLength(before + 1);
    const notice = messages.find((m) => m.content.includes('周明'))!;
    expect(notice).toMatchObject({ type: 'BUSINESS', title: '官网新线索：在线留言', link: '/crm/cluePool', publisher: '官网' });
    expect(notice.content).toContain('手机号：13912345678');
    expect(notice.content).toContain('咨询类型：预约演示');
    // Nobody else holds the sales administrator role.
    for (const other of ['usr-admin', 'usr-leader', 'usr-finance']) expect(await unreadFor(other)).toHaveLength(0);
  });

  it('shows the sales administrator the new message in her unread count', async () => {
    const lina = await loginAs(backend, 'lina');
    const total = async () => (await call<{ total: number }>(backend, 'GET', '/api/fintech/biz/message/queryMsgTotal', { token: lina.token })).body.data!.total;
    const before = await total();
    expect((await submit(valid({ contact_name: '未读计数' }))).body.code).toBe(0);
    expect(await total()).toBe(before + 1);
  });

  it('accepts the reseller application and the order request with what each form requires', async () => {
    const proxy = await submit(valid({ source: 'proxy', contact_name: '代理申请人', company_name: '南京金桥信息技术有限公司', intention: '江苏省南京市', content: '' }));
    expect(proxy.body.code).toBe(0);
    const order = await submit(valid({ source: 'partnerPay', contact_name: '订购联系人', company_name: '粤信保险经纪有限公司', intention: '专业版', content: '' }));
    expect(order.body.code).toBe(0);
    expect(await cluesNamed('代理申请人')).toMatchObject([{ source: 'proxy', intention: '江苏省南京市', content: null, status: 'new' }]);
    expect(await cluesNamed('订购联系人')).toMatchObject([{ source: 'partnerPay', intention: '专业版', status: 'new' }]);
    const titles = (await unreadFor('usr-sales')).map((m) => m.title);
    expect(titles).toContain('官网新线索：代理申请');
    expect(titles).toContain('官网新线索：购买咨询');
  });

  it('refuses a filled trap field, saying why, and stores nothing', async () => {
    const answer = await submit(valid({ contact_name: '机器人', website: 'http://spam.example' }));
    expect(answer.body.code).toBe(400);
    expect(answer.body.msg).toContain('提交未被接受');
    expect(await cluesNamed('机器人')).toHaveLength(0);
  });

  it('refuses a missing or wrong mobile number with the shared field rule', async () => {
    expect((await submit(valid({ contact_name: '无手机', mobile: '' }))).body).toMatchObject({ code: 400, msg: '请输入手机号' });
    expect((await submit(valid({ contact_name: '错手机', mobile: '12345678901' }))).body).toMatchObject({ code: 400, msg: '请输入正确手机号' });
    expect((await submit(valid({ contact_name: '错手机', mobile: '12345678901' }), { 'accept-language': 'en-US' })).body.msg).not.toBe('请输入正确手机号');
    expect(await cluesNamed('无手机')).toHaveLength(0);
    expect(await cluesNamed('错手机')).toHaveLength(0);
  });

  it('refuses what each form requires when it is missing, naming the field', async () => {
    expect((await submit(valid({ contact_name: '  ' }))).body).toMatchObject({ code: 400, msg: '请填写姓名' });
    expect((await submit(valid({ content: '' }))).body).toMatchObject({ code: 400, msg: '请填写留言内容' });
    expect((await submit(valid({ source: 'proxy', company_name: '' }))).body).toMatchObject({ code: 400, msg: '请填写公司名称' });
    expect((await submit(valid({ source: 'partnerPay', company_name: '某公司', intention: '' }))).body).toMatchObject({ code: 400, msg: '请选择意向版本' });
    expect((await submit(valid({ source: 'manual' }))).body.code).toBe(400);
  });

  it('refuses values over their limits and bodies over the size limit', async () => {
    expect((await submit(valid({ contact_name: '超长留言', content: '长'.repeat(2001) }))).body).toMatchObject({ code: 400, msg: '留言内容不能超过2000个字符' });
    expect((await submit(valid({ contact_name: '名'.repeat(51) }))).body).toMatchObject({ code: 400, msg: '姓名不能超过50个字符' });
    expect((await submit(valid({ source: 'proxy', company_name: '公司', intention: '区'.repeat(101) }))).body).toMatchObject({ code: 400, msg: '意向代理区域不能超过100个字符' });
    expect((await submit(valid({ contact_name: '刚好上限', content: '长'.repeat(2000) }))).body.code).toBe(0);

    const huge = await submit(valid({ contact_name: '巨大请求', content: 'x'.repeat(40 * 1024) }));
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ code: 413, msg: '请求内容过大' });
    expect(await cluesNamed('超长留言')).toHaveLength(0);
    expect(await cluesNamed('巨大请求')).toHaveLength(0);
  });

  it('refuses an address that sent its allowance, saying how long to wait, while other addresses go on', async () => {
    const address = '203.0.113.50';
    for (let i = 1; i <= PER_ADDRESS; i += 1) {
      expect((await submit(valid({ contact_name: `频繁${i}` }), { 'x-forwarded-for': address })).body.code).toBe(0);
    }
    const refused = await submit(valid({ contact_name: '频繁超限' }), { 'x-forwarded-for': address });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, msg: '提交过于频繁：您所在的网络短时间内提交次数已达上限，请 10 分钟后再试。' });
    expect(Number(refused.response.headers.get('retry-after'))).toBeGreaterThan(590);
    const english = await submit(valid({ contact_name: '频繁超限' }), { 'x-forwarded-for': address, 'accept-language': 'en-US' });
    expect(english.body.msg).toContain('try again in 10 min');
    expect(await cluesNamed('频繁超限')).toHaveLength(0);
    expect((await submit(valid({ contact_name: '另一地址' }))).body.code).toBe(0);
  });

  it('lets the sales administrator and the administrator list the pool, and nobody else', async () => {
    const query = async (username: string, path = '/api/crm/clue/pool') =>
      call<{ records: { contact_name: string; source: string; status: string }[] }>(backend, 'POST', path, {
        token: (await loginAs(backend, username)).token,
        json: { contact_name: '*周明*' },
      });
    for (const username of ['lina', 'admin']) {
      const answer = await query(username);
      expect(answer.body.code, username).toBe(0);
      expect(answer.body.data!.records).toEqual([expect.objectContaining({ contact_name: '周明', source: 'board', status: 'new' })]);
    }
    for (const username of ['wangfang', 'zhangwei']) {
      expect((await query(username)).body.code, username).toBe(403);
      // Their own leads they list; the pool's they do not see.
      expect((await query(username, '/api/crm/clue/query')).body.data!.records, username).toEqual([]);
    }
    expect((await call(backend, 'POST', '/api/crm/clue/query', { json: {} })).body.code).toBe(401);
  });

  it('has the source and status dictionaries the lead fields show', async () => {
    const items = await backend.database.db
      .select({ code: sysDict.dict_code, value: sysDictItem.item_value, text: sysDictItem.item_text })
      .from(sysDictItem)
      .innerJoin(sysDict, eq(sysDict.dict_key, sysDictItem.dict_key))
      .where(sql`${sysDict.dict_code} in ('clue_source', 'clue_status')`)
      .orderBy(sysDict.dict_code, sysDictItem.sort_no);
    expect(items.map((i) => `${i.code}:${i.value}:${i.text}`)).toEqual([
      'clue_source:board:在线留言', 'clue_source:proxy:代理申请', 'clue_source:partnerPay:购买咨询', 'clue_source:manual:手工录入',
      'clue_status:new:待跟进', 'clue_status:following:跟进中', 'clue_status:converted:已转化', 'clue_status:invalid:无效',
    ]);
  });

  it('keeps the lead when no active sales administrator is there to tell', async () => {
    await backend.database.db.update(sysUser).set({ status: '2' }).where(eq(sysUser.user_key, 'usr-sales'));
    try {
      const before = (await unreadFor('usr-sales')).length;
      expect((await submit(valid({ contact_name: '无人接收' }))).body.code).toBe(0);
      expect(await cluesNamed('无人接收')).toHaveLength(1);
      expect(await unreadFor('usr-sales')).toHaveLength(before);
    } finally {
      await backend.database.db.update(sysUser).set({ status: '1' }).where(eq(sysUser.user_key, 'usr-sales'));
    }
  });
});

describe('public enquiry call through the gateway', () => {
  const deps = (): GatewayDeps => ({
    upstream: upstreamOf((req) => backend.handle(req)),
    session: fakeSession(),
    limiter: memoryLoginLimiter({ perAccount: 5, perAddress: 50, windowSeconds: 60 }),
    locale: 'zh-CN',
    defaultAppKey: 'fincrm',
    // A proxy in front writes X-Forwarded-For; the last case runs without one.
    trustProxy: true,
  });
  const post = (body: unknown, headers: Record<string, string>) =>
    new Request(`${ORIGIN}${leadCapturePaths.submit}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

  it('passes an enquiry without a session and counts it against the address the browser came from', async () => {
    const address = '203.0.113.77';
    for (let i = 1; i <= PER_ADDRESS; i += 1) {
      const res = await handleGateway(post(valid({ contact_name: `网关${i}` }), { origin: ORIGIN, 'x-forwarded-for': address }), deps());
      expect((await res.json()).code).toBe(0);
    }
    const refused = await handleGateway(post(valid({ contact_name: '网关超限' }), { origin: ORIGIN, 'x-forwarded-for': `${address}, 10.0.0.1` }), deps());
    expect(refused.status).toBe(429);
    expect((await refused.json()).msg).toContain('10 分钟后再试');
    expect(await cluesNamed('网关1')).toHaveLength(1);
  });

  it('without TRUST_PROXY counts the socket address: a new X-Forwarded-For on every enquiry is still refused', async () => {
    const socket = fromSocket('192.0.2.77');
    for (let i = 1; i <= PER_ADDRESS; i += 1) {
      const res = await handleGateway(post(valid({ contact_name: `换头${i}` }), { origin: ORIGIN, ...socket, 'x-forwarded-for': freshAddress() }), { ...deps(), trustProxy: false });
      expect((await res.json()).code).toBe(0);
    }
    const refused = await handleGateway(post(valid({ contact_name: '换头超限' }), { origin: ORIGIN, ...socket, 'x-forwarded-for': freshAddress() }), { ...deps(), trustProxy: false });
    expect(refused.status).toBe(429);
    expect(await cluesNamed('换头超限')).toHaveLength(0);
  });

  it('refuses an enquiry posted from another site', async () => {
    const res = await handleGateway(post(valid({ contact_name: '跨站' }), { origin: 'https://evil.example', 'x-forwarded-for': freshAddress() }), deps());
    expect(res.status).toBe(403);
    expect(await cluesNamed('跨站')).toHaveLength(0);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('enquiry limit on PostgreSQL', () => {
  it('keeps the count in the database, so every app process sees the same one', async () => {
    const store = { kind: 'postgres', databaseUrl: process.env.TEST_DATABASE_URL!, tableName: 'lead_submit_limits' } as const;
    const spec = { ...leadLimitSpec({ perAddress: 2, windowSeconds: 60 }), keyPrefix: `lead_address_test_${process.pid}_${Date.now()}` };
    const [first] = await createCounters(store, [spec]);
    const [second] = await createCounters(store, [spec]);
    const processA = new AddressLimiter(first!, spec);
    const processB = new AddressLimiter(second!, spec);
    expect(await processA.take('192.0.2.1')).toEqual({ allowed: true });
    expect(await processB.take('192.0.2.1')).toEqual({ allowed: true });
    const refused = await processA.take('192.0.2.1');
    expect(refused.allowed).toBe(false);
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(50);
    expect(await processB.take('192.0.2.2')).toEqual({ allowed: true });
  });
});
