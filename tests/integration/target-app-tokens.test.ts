import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '@/lib/backend/auth/tokens';
import { sysToken } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { call, createTestBackend, loginAs } from '../support/backend';

/**
 * The BPM app key or token for a target app key (docs/security.md): another application of the station
 * hands in a user's token and names the application it works for; the answer is that application's
 * BPM app key, or a token of the same user for it. Only for an application of the station (its own,
 * or a bound one that is enabled: the demo's 办公门户 oa-portal is, 合作伙伴平台 partner-hub is not).
 */
const BPM_APP_KEY = '/api/app/base/app/sys/user/replaceBpmAppKey';
const TOKEN = '/api/app/base/app/sys/user/replaceToken';

let backend: Backend;
let lina: { token: string; userKey: string };

beforeAll(async () => {
  backend = await createTestBackend();
  lina = await loginAs(backend, 'lina');
});
afterAll(async () => {
  await backend?.database.close();
});

async function appKeyOf(token: string): Promise<string | null | undefined> {
  const [row] = await backend.services.db.select({ app_key: sysToken.app_key }).from(sysToken).where(eq(sysToken.token_hash, hashToken(token)));
  return row?.app_key;
}

async function tokenCount(): Promise<number> {
  const [row] = await backend.services.db.select({ n: count() }).from(sysToken);
  return Number(row?.n ?? 0);
}

describe('the BPM app key for a target application', () => {
  it('answers the key the station’s approval engine serves that application under', async () => {
    const bound = await call<{ bpm_app_key: string }>(backend, 'POST', BPM_APP_KEY, { form: { token: lina.token, targetAppKey: 'oa-portal' } });
    expect(bound.body).toMatchObject({ code: 0, data: { bpm_app_key: 'oa-portal' } });
    const own = await call<{ bpm_app_key: string }>(backend, 'POST', BPM_APP_KEY, { json: { token: lina.token, targetAppKey: 'fincrm' } });
    expect(own.body.data).toEqual({ bpm_app_key: 'fincrm' });
  });

  it('refuses an application that is unknown or not enabled, saying so', async () => {
    for (const targetAppKey of ['partner-hub', 'no-such-app']) {
      const refused = await call(backend, 'POST', BPM_APP_KEY, { form: { token: lina.token, targetAppKey } });
      expect(refused.body, targetAppKey).toEqual({ code: 403, msg: '目标应用不存在或未启用', data: null });
    }
    const english = await call(backend, 'POST', BPM_APP_KEY, { form: { token: lina.token, targetAppKey: 'partner-hub' }, headers: { 'accept-language': 'en-US' } });
    expect(english.body.msg).toBe('The target application does not exist or is not enabled');
  });

  it('refuses a caller without a valid token', async () => {
    expect((await call(backend, 'POST', BPM_APP_KEY, { form: { token: 'not-a-token', targetAppKey: 'oa-portal' } })).body.code).toBe(401);
    expect((await call(backend, 'POST', BPM_APP_KEY, { form: { targetAppKey: 'oa-portal' } })).body.code).toBe(400);
    // The token in the header is not what this call reads: another system hands over the user's.
    expect((await call(backend, 'POST', BPM_APP_KEY, { token: lina.token, form: { targetAppKey: 'oa-portal' } })).body.code).toBe(400);
  });
});

describe('a token for a target application', () => {
  it('issues a fresh token of the same user for that application', async () => {
    const swapped = await call<{ token: string; target_key: string }>(backend, 'POST', TOKEN, { form: { token: lina.token, targetAppKey: 'oa-portal' } });
    expect(swapped.body.code).toBe(0);
    const { token, target_key } = swapped.body.data!;
    expect(target_key).toBe(lina.userKey);
    expect(token).not.toBe(lina.token);
    expect(await appKeyOf(token)).toBe('oa-portal');
    const info = await call<{ user_key: string }>(backend, 'GET', `/api/app/base/app/sys/user/getUserInfo/${lina.userKey}`, { token });
    expect(info.body.data!.user_key).toBe(lina.userKey);
    // The handed-in token goes on working: the other application keeps its own session.
    expect((await call(backend, 'GET', '/api/app/base/app/sys/user/queryUserRole', { token: lina.token })).body.code).toBe(0);
  });

  it('refuses an application that is unknown or not enabled, and issues nothing', async () => {
    const before = await tokenCount();
    for (const targetAppKey of ['partner-hub', 'no-such-app']) {
      const refused = await call(backend, 'POST', TOKEN, { form: { token: lina.token, targetAppKey } });
      expect(refused.body, targetAppKey).toEqual({ code: 403, msg: '目标应用不存在或未启用', data: null });
    }
    expect(await tokenCount()).toBe(before);
  });

  it('follows the binding: an application switched off gets no more tokens', async () => {
    const admin = await loginAs(backend, 'admin');
    const bindings = await call<{ records: { binding_key: string; app_key: string; version: number }[] }>(backend, 'POST', '/api/eis/restful/app/binding/query', { token: admin.token, json: { app_key: 'oa-portal' } });
    const binding = bindings.body.data!.records.find((b) => b.app_key === 'oa-portal')!;
    const off = await call(backend, 'POST', '/api/eis/restful/app/binding/addOrUpdate', {
      token: admin.token, json: { binding_key: binding.binding_key, app_key: 'oa-portal', app_name: '办公门户', status: '0', version: binding.version },
    });
    expect(off.body.code).toBe(0);
    expect((await call(backend, 'POST', TOKEN, { form: { token: lina.token, targetAppKey: 'oa-portal' } })).body.code).toBe(403);
    expect((await call(backend, 'POST', BPM_APP_KEY, { form: { token: lina.token, targetAppKey: 'oa-portal' } })).body.code).toBe(403);
  });

  it('refuses a caller without a valid token, and a signed-out one', async () => {
    const before = await tokenCount();
    expect((await call(backend, 'POST', TOKEN, { form: { token: 'not-a-token', targetAppKey: 'fincrm' } })).body.code).toBe(401);
    expect((await call(backend, 'POST', TOKEN, { form: { targetAppKey: 'fincrm' } })).body.code).toBe(400);
    const wangfang = await loginAs(backend, 'wangfang');
    expect((await call(backend, 'POST', '/api/app/base/app/sys/user/logout', { token: wangfang.token })).body.code).toBe(0);
    const afterLogout = await tokenCount();
    expect((await call(backend, 'POST', TOKEN, { form: { token: wangfang.token, targetAppKey: 'fincrm' } })).body).toMatchObject({ code: 401, msg: '登录已失效，请重新登录' });
    expect(await tokenCount()).toBe(afterLogout);
    expect(afterLogout).toBe(before + 1);
  });
});
