import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { handleGateway, type GatewayDeps } from '@/lib/gateway/gateway';
import { upstreamOf } from '@/lib/gateway/upstream';
import { memoryLoginLimiter } from '@/lib/gateway/login-rate-limit';
import { DEMO_PASSWORD } from '@/lib/backend/seed/demo-data';
import { createTestBackend, ORIGIN } from '../support/backend';
import { fakeSession } from '../support/fake-session';

let backend: Backend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(async () => backend?.database.close());

function deps(session = fakeSession()): GatewayDeps {
  return {
    upstream: upstreamOf((req) => backend.handle(req)),
    session,
    limiter: memoryLoginLimiter({ perAccount: 5, perAddress: 50, windowSeconds: 60 }),
    locale: 'zh-CN',
    defaultAppKey: 'fincrm',
  };
}

const post = (path: string, body: string, type = 'application/x-www-form-urlencoded') =>
  new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { origin: ORIGIN, 'content-type': type }, body });

describe('gateway in front of the embedded backend', () => {
  it('signs in, keeps the token out of every answer, and a replayed session is refused after logout', async () => {
    const session = fakeSession();
    const login = await handleGateway(post('/api/app/base/app/sys/user/login', `username=lina&password=${encodeURIComponent(DEMO_PASSWORD)}`), deps(session));
    const loginText = await login.text();
    expect(JSON.parse(loginText)).toMatchObject({ code: 0, data: { user_key: 'usr-sales', target_key: 'usr-sales', username: 'lina' } });
    expect(session.token).toBeTruthy();
    expect(loginText).not.toContain(session.token!);

    const copied = { token: session.token, userKey: session.userKey, targetKey: session.targetKey, appKey: session.appKey };
    const perms = await handleGateway(new Request(`${ORIGIN}/api/app/base/app/sys/permission/getUserPermissionByToken/current`), deps(session));
    const permsText = await perms.text();
    expect(JSON.parse(permsText).code).toBe(0);
    expect(permsText).not.toContain(session.token!);

    const logout = await handleGateway(post('/api/app/base/app/sys/user/logout', ''), deps(session));
    expect((await logout.json()).code).toBe(0);
    expect(session.token).toBeUndefined();

    const replay = fakeSession(copied);
    const replayed = await handleGateway(new Request(`${ORIGIN}/api/app/base/app/sys/user/queryUserRole`), deps(replay));
    expect((await replayed.json()).code).toBe(401);
    expect(replay.destroyed).toBe(1);
  });

  it('keeps the caller’s own session when a token another system handed in the form is dead', async () => {
    const session = fakeSession();
    await handleGateway(post('/api/app/base/app/sys/user/login', `username=lina&password=${encodeURIComponent(DEMO_PASSWORD)}`), deps(session));
    const own = session.token;
    expect(own).toBeTruthy();
    const handedTokenCalls = ['replaceToken', 'replaceBpmAppKey', 'userTokenToUserToken', 'customerTokenToUserToken'].map((call) => `/api/app/base/app/sys/user/${call}`);
    for (const path of handedTokenCalls) {
      // The 401 is about the handed token, not about the session that asked.
      const answer = await handleGateway(post(path, 'token=no-longer-valid&targetAppKey=oa-portal'), deps(session));
      expect(await answer.json(), path).toMatchObject({ code: 401, msg: '登录已失效，请重新登录' });
      expect(session.destroyed, path).toBe(0);
      expect(session.token, path).toBe(own);
    }
    const perms = await handleGateway(new Request(`${ORIGIN}/api/app/base/app/sys/permission/getUserPermissionByToken/current`), deps(session));
    expect((await perms.json()).code).toBe(0);
  });

  it('passes a wrong password through with the backend message', async () => {
    const res = await handleGateway(post('/api/app/base/app/sys/user/login', 'username=lina&password=wrong'), deps());
    expect(await res.json()).toMatchObject({ code: 400, msg: '账号或密码错误' });
  });
});
