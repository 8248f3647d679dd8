import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { sysAuditLog, sysUserRole } from '@/lib/backend/db/schema';
import { DEMO_PASSWORD } from '@/lib/backend/seed/demo-data';
import { totpCodeAt } from '@/lib/backend/modules/sign-in-security/totp';
import { removeAuthenticator } from '@/lib/backend/modules/sign-in-security/authenticator';
import { resetTwoFactorOf } from '@/lib/backend/maintenance/reset-two-factor';
import { secondFactorChallenge } from '@/lib/backend/modules/sign-in-security/port';
import { signInSecurityPaths as paths } from '@/lib/contract/sign-in-security';
import { handleGateway, type GatewayDeps } from '@/lib/gateway/gateway';
import { memoryLoginLimiter, type LoginRateLimiter } from '@/lib/gateway/login-rate-limit';
import { upstreamOf } from '@/lib/gateway/upstream';
import { call, createTestBackend, loginAs, ORIGIN } from '../support/backend';
import { fakeSession } from '../support/fake-session';

let backend: Backend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(async () => backend?.database.close());
afterEach(() => vi.useRealTimers());

/** The clock moves on a step between codes, as a person's would: a code is accepted once. */
let clock = Date.now();
function nextStep(): number {
  clock += 30_000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(clock);
  return clock;
}

function gatewayDeps(session: ReturnType<typeof fakeSession>, limiter: LoginRateLimiter): GatewayDeps {
  return { upstream: upstreamOf((req) => backend.handle(req)), session, limiter, locale: 'zh-CN', defaultAppKey: 'fincrm' };
}

const post = (path: string, form: Record<string, string>) =>
  new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });

async function gatewayCall(path: string, form: Record<string, string>, session: ReturnType<typeof fakeSession>, limiter: LoginRateLimiter) {
  const res = await handleGateway(post(path, form), gatewayDeps(session, limiter));
  const text = await res.text();
  return { text, body: JSON.parse(text) as { code: number; msg: string; data: Record<string, unknown> | null } };
}

async function enableFor(username: string): Promise<{ secret: string; codes: string[]; token: string }> {
  const { token } = await loginAs(backend, username);
  const begun = await call<{ secret: string; otpauth_uri: string; qr_data_url: string }>(backend, 'POST', paths.setupBegin, { token });
  expect(begun.body.code).toBe(0);
  const secret = begun.body.data!.secret;
  const confirmed = await call<{ recovery_codes: string[] }>(backend, 'POST', paths.setupConfirm, { token, json: { code: totpCodeAt(secret, nextStep()) } });
  expect(confirmed.body).toMatchObject({ code: 0, msg: '两步验证已开启' });
  return { secret, codes: confirmed.body.data!.recovery_codes, token };
}

async function historyActions(userKey: string): Promise<string[]> {
  const rows = await backend.database.db.select({ action: sysAuditLog.action }).from(sysAuditLog)
    .where(and(eq(sysAuditLog.entity, 'user'), eq(sysAuditLog.record_key, userKey)));
  return rows.map((row) => row.action);
}

describe('setting up an authenticator in 个人中心', () => {
  it('answers a QR code and an otpauth address, refuses a wrong code, and answers ten recovery codes once confirmed', async () => {
    const { token } = await loginAs(backend, 'zhangwei');
    const begun = await call<{ secret: string; otpauth_uri: string; qr_data_url: string }>(backend, 'POST', paths.setupBegin, { token });
    const { secret, otpauth_uri, qr_data_url } = begun.body.data!;
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+zhangwei\?.*secret=/);
    expect(otpauth_uri).toContain('algorithm=SHA1');
    expect(otpauth_uri).toContain('digits=6');
    expect(otpauth_uri).toContain('period=30');
    expect(qr_data_url).toMatch(/^data:image\/png;base64,/);
    const wrong = await call(backend, 'POST', paths.setupConfirm, { token, json: { code: '000000' === totpCodeAt(secret, nextStep()) ? '111111' : '000000' } });
    expect(wrong.body).toMatchObject({ code: 400, msg: '验证码错误或已过期' });
    const status = await call<{ enabled: boolean }>(backend, 'GET', paths.status, { token });
    expect(status.body.data).toMatchObject({ enabled: false });
    const ok = await call<{ recovery_codes: string[] }>(backend, 'POST', paths.setupConfirm, { token, json: { code: totpCodeAt(secret, clock) } });
    expect(ok.body.data!.recovery_codes).toHaveLength(10);
    expect(new Set(ok.body.data!.recovery_codes).size).toBe(10);
    const after = await call<{ enabled: boolean; recovery_left: number }>(backend, 'GET', paths.status, { token });
    expect(after.body.data).toMatchObject({ enabled: true, recovery_left: 10 });
    // A second set-up while one is on is refused; the secret never comes back.
    const again = await call(backend, 'POST', paths.setupBegin, { token });
    expect(again.body).toMatchObject({ code: 400, msg: '两步验证已开启，请先关闭再重新设置' });
    expect(JSON.stringify(after.body)).not.toContain(secret);
    expect(await historyActions('usr-leader')).toContain('mfaEnable');
    await removeAuthenticator(backend.database.db, 'usr-leader');
  });
});

describe('signing in with two-step verification through the gateway', () => {
  it('issues no session for the password alone, refuses a wrong and a replayed code, and signs in with a right one', async () => {
    const { secret } = await enableFor('wangfang');
    const limiter = memoryLoginLimiter({ perAccount: 5, perAddress: 50, windowSeconds: 600 });
    const session = fakeSession();
    const login = await gatewayCall('/api/app/base/app/sys/user/login', { username: 'wangfang', password: DEMO_PASSWORD }, session, limiter);
    expect(login.body).toMatchObject({ code: 0, data: { step: 'code' } });
    expect(session.token).toBeUndefined();
    expect(session.pendingSignIn?.challenge).toBeTruthy();
    expect(login.text).not.toContain(session.pendingSignIn!.challenge);

    const usedAtSetup = totpCodeAt(secret, clock);
    const replay = await gatewayCall(paths.signInVerify, { code: usedAtSetup }, session, limiter);
    expect(replay.body).toMatchObject({ code: 400, msg: '验证码错误或已过期' });
    expect(session.token).toBeUndefined();

    const good = totpCodeAt(secret, nextStep());
    const verified = await gatewayCall(paths.signInVerify, { code: good }, session, limiter);
    expect(verified.body).toMatchObject({ code: 0, data: { user_key: 'usr-finance', username: 'wangfang' } });
    expect(session.token).toBeTruthy();
    expect(verified.text).not.toContain(session.token!);
    expect(session.pendingSignIn).toBeUndefined();

    // The same code in a new sign-in, still inside its window: refused.
    const second = fakeSession();
    await gatewayCall('/api/app/base/app/sys/user/login', { username: 'wangfang', password: DEMO_PASSWORD }, second, limiter);
    const replayed = await gatewayCall(paths.signInVerify, { code: good }, second, limiter);
    expect(replayed.body).toMatchObject({ code: 400, msg: '验证码错误或已过期' });
    expect(second.token).toBeUndefined();
  });

  it('counts wrong codes toward the sign-in lockout', async () => {
    await enableFor('lina');
    const limiter = memoryLoginLimiter({ perAccount: 3, perAddress: 50, windowSeconds: 600 });
    const session = fakeSession();
    await gatewayCall('/api/app/base/app/sys/user/login', { username: 'lina', password: DEMO_PASSWORD }, session, limiter);
    for (let i = 0; i < 3; i += 1) {
      const wrong = await gatewayCall(paths.signInVerify, { code: '12345' + String(i) }, session, limiter);
      expect(wrong.body.code).toBe(400);
    }
    const locked = await gatewayCall(paths.signInVerify, { code: '123456' }, session, limiter);
    expect(locked.body.code).toBe(429);
    expect(locked.body.msg).toContain('登录尝试过于频繁');
  });

  it('accepts a recovery code once, and writes it to the user history', async () => {
    const { token } = await loginAs(backend, 'admin');
    await backend.database.db.insert(sysUserRole).values({ user_key: 'usr-sales', role_key: 'role-admin' }).onConflictDoNothing();
    // lina's authenticator from the test before is reset by an administrator, then set up again.
    await call(backend, 'POST', paths.adminReset, { token, json: { userKey: 'usr-sales' } });
    await backend.database.db.delete(sysUserRole).where(and(eq(sysUserRole.user_key, 'usr-sales'), eq(sysUserRole.role_key, 'role-admin')));
    const { codes } = await enableFor('lina');
    const limiter = memoryLoginLimiter({ perAccount: 50, perAddress: 50, windowSeconds: 600 });
    const first = fakeSession();
    await gatewayCall('/api/app/base/app/sys/user/login', { username: 'lina', password: DEMO_PASSWORD }, first, limiter);
    const used = await gatewayCall(paths.signInVerify, { recovery_code: codes[0]!.toUpperCase() }, first, limiter);
    expect(used.body.code).toBe(0);
    expect(first.token).toBeTruthy();

    const second = fakeSession();
    await gatewayCall('/api/app/base/app/sys/user/login', { username: 'lina', password: DEMO_PASSWORD }, second, limiter);
    const again = await gatewayCall(paths.signInVerify, { recovery_code: codes[0]! }, second, limiter);
    expect(again.body).toMatchObject({ code: 400, msg: '验证码错误或已过期' });
    const other = await gatewayCall(paths.signInVerify, { recovery_code: codes[1]! }, second, limiter);
    expect(other.body.code).toBe(0);
    expect(await historyActions('usr-sales')).toEqual(expect.arrayContaining(['mfaEnable', 'mfaReset', 'mfaRecoveryUsed']));
  });
});

describe('administrators', () => {
  it('required for administrators: the password step leads through the set-up before any session', async () => {
    const admin = await loginAs(backend, 'admin');
    const settings = await call<Record<string, unknown>>(backend, 'GET', paths.settings, { token: admin.token });
    expect(settings.body.data).toMatchObject({ mfa_required_admins: false, min_length: 8, classes: 2, expiry_days: 0, history: 3, lockout: { per_account: 5 } });
    const { lockout: _lockout, ...stored } = settings.body.data!;
    const saved = await call(backend, 'PUT', paths.settings, { token: admin.token, json: { ...stored, mfa_required_admins: true } });
    expect(saved.body.code).toBe(0);
    const staff = await loginAs(backend, 'zhangwei');
    const refused = await call(backend, 'PUT', paths.settings, { token: staff.token, json: { ...stored } });
    expect(refused.body.code).toBe(403);

    const limiter = memoryLoginLimiter({ perAccount: 5, perAddress: 50, windowSeconds: 600 });
    const session = fakeSession();
    const login = await gatewayCall('/api/app/base/app/sys/user/login', { username: 'admin', password: DEMO_PASSWORD }, session, limiter);
    expect(login.body).toMatchObject({ code: 0, data: { step: 'setup' } });
    expect(session.token).toBeUndefined();
    const shown = await gatewayCall(paths.signInSetup, {}, session, limiter);
    const secret = String(shown.body.data!.secret);
    expect(shown.body.data!.otpauth_uri).toBeTruthy();
    const confirmed = await gatewayCall(paths.signInSetupConfirm, { code: totpCodeAt(secret, nextStep()) }, session, limiter);
    expect(confirmed.body).toMatchObject({ code: 0, data: { user_key: 'usr-admin' } });
    expect(confirmed.body.data!.recovery_codes).toHaveLength(10);
    expect(session.token).toBeTruthy();
    expect(confirmed.text).not.toContain(session.token!);

    // Required: it cannot be switched off.
    const off = await call(backend, 'POST', paths.disable, { token: admin.token, json: { password: DEMO_PASSWORD } });
    expect(off.body).toMatchObject({ code: 400, msg: '安全设置要求您开启两步验证，不能关闭' });
    await call(backend, 'PUT', paths.settings, { token: admin.token, json: { ...stored, mfa_required_admins: false } });
    // The tests after this one sign the administrator in with the password alone.
    await removeAuthenticator(backend.database.db, 'usr-admin');
  });

  it('resets another user’s authenticator; not one’s own; not as a non-administrator', async () => {
    const admin = await loginAs(backend, 'admin');
    const own = await call(backend, 'POST', paths.adminReset, { token: admin.token, json: { userKey: 'usr-admin' } });
    expect(own.body).toMatchObject({ code: 403, msg: '不能重置自己的两步验证，请联系其他管理员' });
    const staff = await loginAs(backend, 'zhangwei');
    const notAdmin = await call(backend, 'POST', paths.adminReset, { token: staff.token, json: { userKey: 'usr-finance' } });
    expect(notAdmin.body.code).toBe(403);
    // The user list's 两步验证 column: on before the reset, off after it.
    const listed = async () => (await call<{ records: { username: string; two_factor: boolean }[] }>(backend, 'POST', '/api/app/base/app/sys/user/query', { token: admin.token, json: { username: 'wangfang' } })).body.data!.records;
    expect(await listed()).toEqual([expect.objectContaining({ username: 'wangfang', two_factor: true })]);
    const reset = await call(backend, 'POST', paths.adminReset, { token: admin.token, json: { userKey: 'usr-finance' } });
    expect(reset.body).toMatchObject({ code: 0, msg: '已重置该用户的两步验证' });
    expect(await listed()).toEqual([expect.objectContaining({ username: 'wangfang', two_factor: false })]);
    // Signed in with the password alone again, and the reset is in the user's history with who did it.
    const plain = await call<{ token?: string }>(backend, 'POST', '/api/app/base/app/sys/user/login', { form: { username: 'wangfang', password: DEMO_PASSWORD } });
    expect(plain.body.data!.token).toBeTruthy();
    const trail = await call<{ action: string; operator: string }[]>(backend, 'GET', '/api/app/base/sys/audit/list', { token: admin.token, query: { entity: 'user', recordKey: 'usr-finance' } });
    expect(trail.body.data!.map((entry) => entry.action)).toEqual(expect.arrayContaining(['mfaEnable', 'mfaReset']));
    expect(trail.body.data!.find((entry) => entry.action === 'mfaReset')!.operator).toBe('usr-admin');
  });

  it('switching off takes a current code or the password, and is audited', async () => {
    const { secret, token } = await enableFor('wangfang');
    const wrong = await call(backend, 'POST', paths.disable, { token, json: { password: 'not-it-1' } });
    expect(wrong.body.code).toBe(400);
    const regenerated = await call<{ recovery_codes: string[] }>(backend, 'POST', paths.regenerate, { token, json: { code: totpCodeAt(secret, nextStep()) } });
    expect(regenerated.body).toMatchObject({ code: 0 });
    expect(regenerated.body.data!.recovery_codes).toHaveLength(10);
    const off = await call(backend, 'POST', paths.disable, { token, json: { code: totpCodeAt(secret, nextStep()) } });
    expect(off.body).toMatchObject({ code: 0, msg: '两步验证已关闭' });
    expect(await historyActions('usr-finance')).toEqual(expect.arrayContaining(['mfaRecoveryRenew', 'mfaDisable']));
  });

  it('the command line clears the last administrator’s authenticator by username (npm run reset-2fa)', async () => {
    await enableFor('zhangwei');
    expect(await resetTwoFactorOf(backend.database.db, 'zhangwei')).toBe('reset');
    expect(await resetTwoFactorOf(backend.database.db, 'zhangwei')).toBe('none');
    expect(await resetTwoFactorOf(backend.database.db, 'nobody-here')).toBe('unknown-user');
    const plain = await call<{ token?: string }>(backend, 'POST', '/api/app/base/app/sys/user/login', { form: { username: 'zhangwei', password: DEMO_PASSWORD } });
    expect(plain.body.data!.token).toBeTruthy();
    expect((await historyActions('usr-leader')).filter((action) => action === 'mfaReset')).toHaveLength(1);
  });

  it('secondFactorChallenge, which every way into the app asks before a session: null without, the step and a challenge with', async () => {
    const db = backend.database.db;
    expect(await secondFactorChallenge(db, 'usr-leader')).toBeNull();
    const { secret } = await enableFor('zhangwei');
    const pending = await secondFactorChallenge(db, 'usr-leader', 'fincrm');
    expect(pending).toMatchObject({ step: 'code' });
    // The challenge it answers is the one the code step takes.
    const verified = await call<{ token: string; target_key: string }>(backend, 'POST', paths.signInVerify, { form: { challenge: pending!.challenge, code: totpCodeAt(secret, nextStep()) } });
    expect(verified.body.data).toMatchObject({ target_key: 'usr-leader' });
    expect(verified.body.data!.token).toBeTruthy();
    await removeAuthenticator(db, 'usr-leader');
  });
});
