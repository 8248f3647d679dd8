import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { sysPasswordHistory } from '@/lib/backend/db/schema';
import { DEMO_PASSWORD } from '@/lib/backend/seed/demo-data';
import { signInSecurityPaths as paths } from '@/lib/contract/sign-in-security';
import { siteAccountPaths } from '@/lib/contract/site-account-paths';
import { call, createTestBackend, loginAs } from '../support/backend';

let backend: Backend;
let admin: { token: string };
beforeAll(async () => {
  backend = await createTestBackend();
  admin = await loginAs(backend, 'admin');
});
afterAll(async () => backend?.database.close());

const USER = '/api/app/base/app/sys/user';

async function setPolicy(change: Record<string, unknown>) {
  const current = await call<Record<string, unknown>>(backend, 'GET', paths.settings, { token: admin.token });
  const { lockout: _lockout, ...stored } = current.body.data!;
  const saved = await call(backend, 'PUT', paths.settings, { token: admin.token, json: { ...stored, ...change } });
  expect(saved.body.code).toBe(0);
}

const changePassword = (token: string, oldpassword: string, password: string) =>
  call(backend, 'PUT', '/api/app/base/app/sys/user/changePassword', { token, json: { oldpassword, password, confirmpassword: password } });

describe('the password policy on every way a password is set', () => {
  it('answers the policy in force to anyone (the registration page has no session), and refuses a weak setting', async () => {
    const policy = await call(backend, 'GET', paths.passwordPolicy);
    expect(policy.body).toMatchObject({ code: 0, data: { min_length: 8, classes: 2, expiry_days: 0, history: 3 } });
    const weak = await call(backend, 'PUT', paths.settings, { token: admin.token, json: { min_length: 4, classes: 2, expiry_days: 0, history: 3, mfa_required_admins: false, mfa_required_all: false } });
    expect(weak.body).toMatchObject({ code: 400, msg: '最小长度须在 8 到 64 之间' });
  });

  it('refuses too short and missing classes with what is missing, on user creation and on change', async () => {
    await setPolicy({ min_length: 10, classes: 3 });
    const short = await call(backend, 'POST', `${USER}/add`, { token: admin.token, json: { username: 'policy1', realname: '策略一', phone: '13700000011', sex: '1', password: 'Ab1!', selecteddeparts: 'dep-project' } });
    expect(short.body).toMatchObject({ code: 400, msg: '密码至少需要 10 位', data: { field: 'password' } });
    const classes = await call(backend, 'POST', `${USER}/add`, { token: admin.token, json: { username: 'policy1', realname: '策略一', phone: '13700000011', sex: '1', password: 'abcdefgh12', selecteddeparts: 'dep-project' } });
    expect(classes.body.msg).toBe('密码须包含大写字母、小写字母、数字、符号中的至少 3 类，还需加入大写字母或符号中的 1 类');
    const english = await call(backend, 'POST', `${USER}/add`, { token: admin.token, headers: { 'accept-language': 'en-US' }, json: { username: 'policy1', realname: '策略一', phone: '13700000011', sex: '1', password: 'abcdefgh12', selecteddeparts: 'dep-project' } });
    expect(english.body.msg).toContain('add 1 more of: upper-case letters or symbols');
    const good = await call(backend, 'POST', `${USER}/add`, { token: admin.token, json: { username: 'policy1', realname: '策略一', phone: '13700000011', sex: '1', password: 'Abcdefgh12', selecteddeparts: 'dep-project' } });
    expect(good.body.code).toBe(0);

    const lina = await loginAs(backend, 'lina');
    const weakChange = await changePassword(lina.token, DEMO_PASSWORD, 'abcdefgh12');
    expect(weakChange.body).toMatchObject({ code: 400, msg: '密码须包含大写字母、小写字母、数字、符号中的至少 3 类，还需加入大写字母或符号中的 1 类' });
    const registration = await call(backend, 'POST', siteAccountPaths.registerPartner, { json: { company_name: '策略公司', contact_name: '策略', mobile: '13700000012', username: 'policy2', password: 'abcdefgh12', confirm_password: 'abcdefgh12' } });
    expect(registration.body).toMatchObject({ code: 400, msg: '密码须包含大写字母、小写字母、数字、符号中的至少 3 类，还需加入大写字母或符号中的 1 类' });
    await setPolicy({ min_length: 8, classes: 2 });
  });

  it('refuses any of the last N passwords, the current one included', async () => {
    const first = await loginAs(backend, 'zhangwei');
    expect((await changePassword(first.token, DEMO_PASSWORD, 'Second2026')).body.code).toBe(0);
    const second = await loginAs(backend, 'zhangwei', 'Second2026');
    const back = await changePassword(second.token, 'Second2026', DEMO_PASSWORD);
    expect(back.body).toMatchObject({ code: 400, msg: '不能使用最近 3 次用过的密码' });
    expect((await changePassword(second.token, 'Second2026', 'Third2026x')).body.code).toBe(0);
    const third = await loginAs(backend, 'zhangwei', 'Third2026x');
    expect((await changePassword(third.token, 'Third2026x', 'Second2026')).body.code).toBe(400);
    // With no history kept, an old one is allowed again.
    await setPolicy({ history: 0 });
    expect((await changePassword(third.token, 'Third2026x', DEMO_PASSWORD)).body.code).toBe(0);
    await setPolicy({ history: 3 });
  });

  it('an expired password must be changed at sign-in before any session is issued', async () => {
    await setPolicy({ expiry_days: 30 });
    // wangfang's password was set 31 days ago.
    await backend.database.db.insert(sysPasswordHistory).values({ user_key: 'usr-finance', password_hash: 'old', create_time: new Date(Date.now() - 31 * 86_400_000) });
    const login = await call<{ step?: string; challenge?: string; token?: string }>(backend, 'POST', '/api/app/base/app/sys/user/login', { form: { username: 'wangfang', password: DEMO_PASSWORD } });
    expect(login.body.data).toMatchObject({ step: 'password' });
    expect(login.body.data!.token).toBeUndefined();
    const challenge = login.body.data!.challenge!;
    const reused = await call(backend, 'POST', paths.signInPassword, { form: { challenge, password: DEMO_PASSWORD, confirm_password: DEMO_PASSWORD } });
    expect(reused.body).toMatchObject({ code: 400, msg: '不能使用最近 3 次用过的密码' });
    const changed = await call<{ token: string }>(backend, 'POST', paths.signInPassword, { form: { challenge, password: 'Renewed2026', confirm_password: 'Renewed2026' } });
    expect(changed.body.data!.token).toBeTruthy();
    // Spent: the challenge does not set a password twice.
    const again = await call(backend, 'POST', paths.signInPassword, { form: { challenge, password: 'Another2026', confirm_password: 'Another2026' } });
    expect(again.body).toMatchObject({ code: 400, msg: '登录已超时，请重新输入账号和密码' });
    const next = await call<{ token?: string }>(backend, 'POST', '/api/app/base/app/sys/user/login', { form: { username: 'wangfang', password: 'Renewed2026' } });
    expect(next.body.data!.token).toBeTruthy();
    const rows = await backend.database.db.select().from(sysPasswordHistory).where(eq(sysPasswordHistory.user_key, 'usr-finance'));
    expect(rows.length).toBe(2);
    await setPolicy({ expiry_days: 0 });
  });
});
