import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysLoginCode, sysRole, sysUser, sysUserRole } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { hashToken } from '@/lib/backend/auth/tokens';
import { messageCenterPaths } from '@/lib/contract/message-center';
import { siteAccountPaths as paths } from '@/lib/contract/site-account-paths';
import { cachedSource, memoryAddressLimiter, memoryAddressLimiters, type AddressLimiterSource } from '@/lib/rate-limit/address-limiter';
import { handleGateway, type GatewayDeps } from '@/lib/gateway/gateway';
import { upstreamOf } from '@/lib/gateway/upstream';
import { memoryLoginLimiter } from '@/lib/gateway/login-rate-limit';
import { call, createTestBackend, loginAs, ORIGIN } from '../support/backend';
import { fakeSession } from '../support/fake-session';
import { fromSocket } from '../support/peer-address';

let backend: Backend;
let admin: { token: string; userKey: string };
beforeAll(async () => {
  backend = await createTestBackend();
  admin = await loginAs(backend, 'admin');
});
afterAll(async () => backend?.database.close());

const PASSWORD = 'Partner2026';
let serial = 0;
/** A registration nobody made yet: username and mobile unique within this file. */
function registration(change: Record<string, unknown> = {}) {
  serial += 1;
  return {
    company_name: '鼎信财富管理有限公司',
    contact_name: '周立',
    mobile: `1390000${String(1000 + serial).slice(-4)}`,
    username: `partner_${serial}`,
    password: PASSWORD,
    confirm_password: PASSWORD,
    email: `partner${serial}@example.com`,
    ...change,
  };
}

const register = (json: unknown) => call<{ username: string; status: string }>(backend, 'POST', paths.registerPartner, { json });

async function userRow(username: string) {
  const [row] = await backend.database.db.select().from(sysUser).where(eq(sysUser.username, username));
  return row;
}

describe('partner registration (addUser)', () => {
  it('creates a partner waiting for activation, with a hashed password, and tells the administrators', async () => {
    const input = registration({ email: '' });
    const res = await register(input);
    expect(res.body).toMatchObject({ code: 0, msg: '注册申请已提交，请等待管理员审核激活', data: { username: input.username, status: '3' } });
    const row = (await userRow(input.username))!;
    expect(row).toMatchObject({ user_type: 'partner', status: '3', realname: '周立', company_name: '鼎信财富管理有限公司', phone: input.mobile, email: null, del_flag: 0 });
    expect(row.password_hash).not.toContain(PASSWORD);
    // The partner role (seeded with the demo) gives the account its first menus once activated.
    const roles = await backend.database.db.select({ code: sysRole.role_code }).from(sysUserRole)
      .innerJoin(sysRole, eq(sysRole.role_key, sysUserRole.role_key)).where(eq(sysUserRole.user_key, row.user_key));
    expect(roles.map((r) => r.code)).toEqual(['partner']);
    await expect(loginAs(backend, input.username, PASSWORD)).rejects.toThrow('该账号尚未激活，请等待管理员审核激活后再登录');

    const inbox = await call<{ records: { title: string; message_content: string; biz_link: string; message_type: string }[] }>(backend, 'POST', messageCenterPaths.inbox, {
      token: admin.token, json: { message_type: 'BUSINESS', ref_key: admin.userKey, keyword: input.username },
    });
    expect(inbox.body.data!.records).toHaveLength(1);
    expect(inbox.body.data!.records[0]).toMatchObject({ title: '合作伙伴注册待激活', biz_link: '/system/user' });
    expect(inbox.body.data!.records[0]!.message_content).toContain(input.mobile);
    // Not everybody hears of it: only administrators.
    const lina = await loginAs(backend, 'lina');
    const linaInbox = await call<{ records: unknown[] }>(backend, 'POST', messageCenterPaths.inbox, { token: lina.token, json: { message_type: 'BUSINESS', ref_key: lina.userKey, keyword: input.username } });
    expect(linaInbox.body.data!.records).toHaveLength(0);
  });

  it('refuses a username already taken (in any letter case) before creating anything', async () => {
    const first = registration();
    expect((await register(first)).body.code).toBe(0);
    const again = registration({ username: first.username.toUpperCase() });
    expect((await register(again)).body).toMatchObject({ code: 409, msg: '该用户名已被注册，请换一个用户名' });
    expect(await userRow(again.username)).toBeUndefined();
    expect((await register(registration({ username: 'lina' }))).body.code).toBe(409);
  });

  it('refuses a mobile number an account already has', async () => {
    const taken = registration({ mobile: '13800000003' });
    expect((await register(taken)).body).toMatchObject({ code: 409, msg: '该手机号已注册过账号，请直接登录或联系管理员' });
    expect(await userRow(taken.username)).toBeUndefined();
  });

  it.each([
    ['a username with other characters', { username: 'bad-name' }, '只允许字母、数字、下划线'],
    ['a username too short', { username: 'abc' }, '用户名长度为4到18位'],
    ['a mobile of the wrong form', { mobile: '12345678901' }, '请输入正确手机号'],
    ['an e-mail of the wrong form', { email: 'not-an-email' }, '邮箱格式不正确'],
    ['passwords that differ', { confirm_password: 'Partner2027' }, '两次输入的密码不一致'],
    ['a password of one kind of character', { password: 'partnerabc', confirm_password: 'partnerabc' }, '密码须包含大写字母、小写字母、数字、符号中的至少 2 类，还需加入大写字母、数字或符号中的 1 类'],
    ['no company name', { company_name: ' ' }, '请输入公司名称'],
  ])('refuses %s', async (_what, change, msg) => {
    const input = registration(change);
    expect((await register(input)).body).toMatchObject({ code: 400, msg });
    expect(await userRow(input.username)).toBeUndefined();
  });
});

describe('registration through the gateway', () => {
  function gatewayDeps(limiters: AddressLimiterSource): GatewayDeps {
    return {
      upstream: upstreamOf((req) => backend.handle(req)),
      session: fakeSession(),
      limiter: memoryLoginLimiter({ perAccount: 5, perAddress: 50, windowSeconds: 60 }),
      locale: 'zh-CN',
      defaultAppKey: 'fincrm',
      addressLimiters: limiters,
      // These cases stand for clients behind a proxy that writes X-Forwarded-For.
      trustProxy: true,
    };
  }
  const post = (json: unknown, address: string) =>
    new Request(`${ORIGIN}${paths.registerPartner}`, { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/json', 'x-forwarded-for': address }, body: JSON.stringify(json) });

  it('needs no session, and refuses an address that registers too often with 429', async () => {
    const source = cachedSource(async (spec) => memoryAddressLimiter({ ...spec, points: 2 }));
    const first = await handleGateway(post(registration(), '203.0.113.7'), gatewayDeps(source));
    expect((await first.json()).code).toBe(0);
    // A refused attempt counts too: the limit is on attempts, not on accounts made.
    expect((await (await handleGateway(post(registration({ username: 'x' }), '203.0.113.7'), gatewayDeps(source))).json()).code).toBe(400);
    const blocked = registration();
    const third = await handleGateway(post(blocked, '203.0.113.7'), gatewayDeps(source));
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await third.json()).msg).toMatch(/^注册过于频繁，请 \d+ 分钟后再试$/);
    expect(await userRow(blocked.username)).toBeUndefined();
    // Another address is not affected.
    expect((await (await handleGateway(post(registration(), '203.0.113.8'), gatewayDeps(source))).json()).code).toBe(0);
  });

  it('without TRUST_PROXY keys on the socket: a new X-Forwarded-For on every attempt is still refused', async () => {
    const source = cachedSource(async (spec) => memoryAddressLimiter({ ...spec, points: 2 }));
    const deps = { ...gatewayDeps(source), trustProxy: false };
    const attempt = (json: unknown, forged: string) =>
      new Request(`${ORIGIN}${paths.registerPartner}`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/json', ...fromSocket('192.0.2.50'), 'x-forwarded-for': forged },
        body: JSON.stringify(json),
      });
    expect((await (await handleGateway(attempt(registration(), '203.0.113.101'), deps)).json()).code).toBe(0);
    expect((await (await handleGateway(attempt(registration(), '203.0.113.102'), deps)).json()).code).toBe(0);
    const blocked = registration();
    expect((await handleGateway(attempt(blocked, '203.0.113.103'), deps)).status).toBe(429);
    expect(await userRow(blocked.username)).toBeUndefined();
  });

  it('uses the process counters when the caller passes none', async () => {
    const deps = { ...gatewayDeps(memoryAddressLimiters()), addressLimiters: undefined };
    expect((await (await handleGateway(post(registration(), '198.51.100.1'), deps)).json()).code).toBe(0);
  });
});

describe('activation', () => {
  it('lets an administrator activate a waiting account, after which it signs in', async () => {
    const input = registration();
    await register(input);
    const { user_key } = (await userRow(input.username))!;
    const res = await call(backend, 'PUT', paths.activateUsers, { token: admin.token, json: { ids: user_key } });
    expect(res.body).toMatchObject({ code: 0, msg: '激活成功' });
    expect((await userRow(input.username))!.status).toBe('1');
    expect((await loginAs(backend, input.username, PASSWORD)).userKey).toBe(user_key);
    // Once active it is no longer waiting: activating again (or an active user) is refused.
    expect((await call(backend, 'PUT', paths.activateUsers, { token: admin.token, json: { ids: user_key } })).body).toMatchObject({ code: 400, msg: '所选用户中有不是待激活状态的账号' });
  });

  it('never unfreezes a frozen account, and refuses staff without the user administration right', async () => {
    const input = registration();
    await register(input);
    const { user_key } = (await userRow(input.username))!;
    const lina = await loginAs(backend, 'lina');
    expect((await call(backend, 'PUT', paths.activateUsers, { token: lina.token, json: { ids: user_key } })).body.code).toBe(403);
    expect((await userRow(input.username))!.status).toBe('3');

    const mixed = await call(backend, 'PUT', paths.activateUsers, { token: admin.token, json: { ids: `${user_key},usr-finance` } });
    expect(mixed.body.code).toBe(400);
    // The whole batch stays as it was.
    expect((await userRow(input.username))!.status).toBe('3');
    await call(backend, 'PUT', '/api/app/base/app/sys/user/frozenBatch', { token: admin.token, json: { ids: 'usr-finance', status: '2' } });
    expect((await call(backend, 'PUT', paths.activateUsers, { token: admin.token, json: { ids: 'usr-finance' } })).body.code).toBe(400);
    expect((await userRow('wangfang'))!.status).toBe('2');
    await call(backend, 'PUT', '/api/app/base/app/sys/user/frozenBatch', { token: admin.token, json: { ids: 'usr-finance', status: '1' } });
    expect((await call(backend, 'PUT', paths.activateUsers, { json: { ids: user_key } })).body.code).toBe(401);
  });
});

describe('one-time sign-in codes', () => {
  const issue = (token: string) => call<{ code: string; expires_in: number }>(backend, 'POST', paths.userTokenToCode, { token });
  const exchange = (code: string) => call<{ token: string; target_key: string }>(backend, 'POST', paths.codeToUserToken, { form: { code } });

  it('issues a code to a signed-in user only, stored as a hash, valid five minutes', async () => {
    expect((await call(backend, 'POST', paths.userTokenToCode)).body.code).toBe(401);
    const lina = await loginAs(backend, 'lina');
    const issued = await issue(lina.token);
    expect(issued.body).toMatchObject({ code: 0, data: { expires_in: 300 } });
    const code = issued.body.data!.code;
    expect(code.length).toBeGreaterThanOrEqual(40);
    const [row] = await backend.database.db.select().from(sysLoginCode).where(eq(sysLoginCode.code_hash, hashToken(code)));
    expect(row).toMatchObject({ user_key: lina.userKey, used_time: null });
    const lifetime = row!.expire_time.getTime() - row!.create_time.getTime();
    expect(lifetime).toBeGreaterThan(295_000);
    expect(lifetime).toBeLessThanOrEqual(301_000);
  });

  it('exchanges a code once for a working token, like login', async () => {
    const lina = await loginAs(backend, 'lina');
    const code = (await issue(lina.token)).body.data!.code;
    const first = await exchange(code);
    expect(first.body).toMatchObject({ code: 0, data: { target_key: lina.userKey } });
    expect((await call(backend, 'GET', '/api/app/base/app/sys/user/queryUserRole', { token: first.body.data!.token })).body.code).toBe(0);
    expect((await exchange(code)).body).toMatchObject({ code: 400, msg: '登录码无效、已使用或已过期，请从合作伙伴系统重新获取，或使用账号密码登录。', data: null });
  });

  it('refuses an unknown code, an expired one, and one whose user was frozen meanwhile', async () => {
    expect((await exchange('no-such-code')).body.code).toBe(400);
    expect((await exchange('')).body.code).toBe(400);

    const lina = await loginAs(backend, 'lina');
    const expired = (await issue(lina.token)).body.data!.code;
    await backend.database.db.update(sysLoginCode).set({ expire_time: new Date(Date.now() - 1000) }).where(eq(sysLoginCode.code_hash, hashToken(expired)));
    expect((await exchange(expired)).body.code).toBe(400);

    const frozen = await loginAs(backend, 'zhangwei');
    const code = (await issue(frozen.token)).body.data!.code;
    await call(backend, 'PUT', '/api/app/base/app/sys/user/frozenBatch', { token: admin.token, json: { ids: frozen.userKey, status: '2' } });
    expect((await exchange(code)).body).toMatchObject({ code: 403, msg: '该用户不存在或已冻结', data: null });
    await call(backend, 'PUT', '/api/app/base/app/sys/user/frozenBatch', { token: admin.token, json: { ids: frozen.userKey, status: '1' } });
    // The attempt spent the code: unfreezing does not bring it back.
    expect((await exchange(code)).body.code).toBe(400);
  });

  it('through the gateway: the token goes into the session only, and failed attempts are limited per address', async () => {
    const lina = await loginAs(backend, 'lina');
    const code = (await issue(lina.token)).body.data!.code;
    const session = fakeSession();
    const source = memoryAddressLimiters();
    const deps: GatewayDeps = {
      upstream: upstreamOf((req) => backend.handle(req)), session, locale: 'zh-CN', defaultAppKey: 'fincrm', addressLimiters: source, trustProxy: true,
      limiter: memoryLoginLimiter({ perAccount: 5, perAddress: 50, windowSeconds: 60 }),
    };
    const post = (value: string, address = '192.0.2.10') =>
      new Request(`${ORIGIN}${paths.codeToUserToken}`, { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address }, body: `code=${encodeURIComponent(value)}` });

    const res = await handleGateway(post(code), deps);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ code: 0, data: { target_key: lina.userKey, user_key: lina.userKey, username: 'lina' } });
    expect(session.token).toBeTruthy();
    expect(text).not.toContain(session.token!);
    expect(session.saved).toBe(1);

    for (let i = 0; i < 10; i += 1) expect((await (await handleGateway(post(`guess-${i}`), { ...deps, session: fakeSession() })).json()).code).toBe(400);
    const fresh = (await issue(lina.token)).body.data!.code;
    const blocked = await handleGateway(post(fresh), { ...deps, session: fakeSession() });
    expect(blocked.status).toBe(429);
    // The blocked attempt did not spend the code: from another address it still works.
    expect((await (await handleGateway(post(fresh, '192.0.2.11'), { ...deps, session: fakeSession() })).json()).code).toBe(0);
  });
});

describe('customerTokenToUserToken', () => {
  const EXCHANGE = '/api/app/base/app/sys/user/customerTokenToUserToken';

  it('gives a partner account a fresh token of the calling app; a staff token is refused, a bad one is 401', async () => {
    const input = registration();
    await register(input);
    const { user_key } = (await userRow(input.username))!;
    await call(backend, 'PUT', paths.activateUsers, { token: admin.token, json: { ids: user_key } });
    const partner = await loginAs(backend, input.username, PASSWORD);
    const exchanged = await call<{ token: string; target_key: string }>(backend, 'POST', EXCHANGE, { form: { token: partner.token } });
    expect(exchanged.body).toMatchObject({ code: 0, data: { target_key: user_key } });
    expect(exchanged.body.data!.token).not.toBe(partner.token);
    const info = await call<{ user_key: string }>(backend, 'GET', `/api/app/base/app/sys/user/getUserInfo/${user_key}`, { token: exchanged.body.data!.token });
    expect(info.body.data!.user_key).toBe(user_key);

    const staff = await loginAs(backend, 'lina');
    expect((await call(backend, 'POST', EXCHANGE, { form: { token: staff.token } })).body).toMatchObject({ code: 403, msg: '该用户不是合作伙伴账号' });
    expect((await call(backend, 'POST', EXCHANGE, { form: { token: 'not-a-token' } })).body.code).toBe(401);
  });
});
