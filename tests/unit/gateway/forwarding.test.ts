import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleGateway, type GatewayDeps } from '@/lib/gateway/gateway';
import { memoryLoginLimiter } from '@/lib/gateway/login-rate-limit';
import { httpUpstream } from '@/lib/gateway/upstream';
import { startFakeUpstream, type SeenRequest } from '../../support/fake-upstream';
import { fakeSession } from '../../support/fake-session';

const APP = 'http://app.test';
let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
let answerWith: (seen: SeenRequest) => { status?: number; headers?: Record<string, string>; body?: string } | 'hang';

beforeAll(async () => {
  answerWith = () => ({ body: JSON.stringify({ code: 0, msg: 'ok', data: { fine: true } }) });
  upstream = await startFakeUpstream((seen) => answerWith(seen));
});
afterAll(async () => upstream.close());

function deps(overrides: Partial<GatewayDeps> = {}): GatewayDeps {
  return {
    upstream: httpUpstream(upstream.url, 2_000),
    session: fakeSession({ token: 'secret-token', userKey: 'usr-1', targetKey: 'usr-1', appKey: 'app-1' }),
    limiter: memoryLoginLimiter({ perAccount: 3, perAddress: 10, windowSeconds: 60 }),
    locale: 'zh-CN',
    defaultAppKey: 'fallback-app',
    ...overrides,
  };
}

function browserRequest(path: string, init: RequestInit = {}): Request {
  const headers = new Headers(init.headers);
  headers.set('cookie', 'fincrm_session=abc; other=1');
  headers.set('origin', APP);
  return new Request(`${APP}${path}`, { ...init, headers });
}

function lastSeen(): SeenRequest {
  const seen = upstream.seen.at(-1);
  if (!seen) throw new Error('nothing reached the upstream');
  return seen;
}

describe('forwarding', () => {
  it('keeps method, path and query, sets the session headers and drops the browser cookies', async () => {
    const res = await handleGateway(
      browserRequest('/api/eis/restful/news/query?pageNo=2&pageSize=5&q=%E4%B8%AD', {
        headers: { token: 'forged', empKey: 'forged', 'x-middleware-subrequest': 'middleware', 'x-custom': 'kept' },
      }),
      deps(),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: 0, data: { fine: true } });
    const seen = lastSeen();
    expect(seen.method).toBe('GET');
    expect(seen.url).toBe('/api/eis/restful/news/query?pageNo=2&pageSize=5&q=%E4%B8%AD');
    expect(seen.headers.token).toBe('secret-token');
    expect(seen.headers.empkey).toBe('usr-1');
    expect(seen.headers.appkey).toBe('app-1');
    expect(seen.headers.cookie).toBeUndefined();
    expect(seen.headers['x-middleware-subrequest']).toBeUndefined();
    expect(seen.headers['x-custom']).toBe('kept');
    expect(seen.headers['accept-language']).toBe('zh-CN');
  });

  it('sends an answer read whole with its exact length in bytes', async () => {
    const res = await handleGateway(browserRequest('/api/eis/restful/news/query'), deps());
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(JSON.parse(new TextDecoder().decode(bytes))).toMatchObject({ code: 0, data: { fine: true } });
  });

  it('passes a JSON body through unchanged', async () => {
    const body = JSON.stringify({ title: '季度报告', amount: 12.5, tags: ['a', 'b'] });
    await handleGateway(browserRequest('/api/eis/restful/news/save', { method: 'POST', body, headers: { 'content-type': 'application/json' } }), deps());
    expect(lastSeen().method).toBe('POST');
    expect(lastSeen().headers['content-type']).toBe('application/json');
    expect(lastSeen().body.toString('utf8')).toBe(body);
  });

  it('passes a form-encoded body through unchanged', async () => {
    const body = new URLSearchParams({ id: '42', name: '张三' }).toString();
    await handleGateway(browserRequest('/api/crm/customer/deleteById', { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } }), deps());
    expect(lastSeen().headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(lastSeen().body.toString('utf8')).toBe(body);
  });

  it('passes a multipart body with binary content through byte for byte', async () => {
    const form = new FormData();
    const bytes = new Uint8Array(4096).map((_, i) => (i * 7) % 256);
    form.set('file', new Blob([bytes], { type: 'application/octet-stream' }), '报表.bin');
    form.set('fileGroupKey', 'news');
    const original = new Request(`${APP}/x`, { method: 'POST', body: form });
    const contentType = original.headers.get('content-type')!;
    const raw = Buffer.from(await original.arrayBuffer());
    await handleGateway(browserRequest('/api/app/base/app/file/upload', { method: 'POST', body: raw, headers: { 'content-type': contentType } }), deps());
    expect(lastSeen().headers['content-type']).toBe(contentType);
    expect(Buffer.compare(lastSeen().body, raw)).toBe(0);
  });

  it('passes a body sent with Expect: 100-continue on without that header (this server has answered it)', async () => {
    const body = JSON.stringify({ name: '华东客户' });
    const res = await handleGateway(browserRequest('/api/crm/customer/add', { method: 'POST', body, headers: { 'content-type': 'application/json', expect: '100-continue' } }), deps());
    expect(await res.json()).toMatchObject({ code: 0 });
    expect(lastSeen().headers.expect).toBeUndefined();
    expect(lastSeen().body.toString('utf8')).toBe(body);
  });

  it('forwards DELETE and PUT', async () => {
    await handleGateway(browserRequest('/api/eis/restful/news/delte/7', { method: 'DELETE' }), deps());
    expect(lastSeen()).toMatchObject({ method: 'DELETE', url: '/api/eis/restful/news/delte/7' });
    await handleGateway(browserRequest('/api/app/base/sys/depart/edit', { method: 'PUT', body: '{"a":1}', headers: { 'content-type': 'application/json' } }), deps());
    expect(lastSeen()).toMatchObject({ method: 'PUT' });
    expect(lastSeen().body.toString()).toBe('{"a":1}');
  });

  it('puts the session token in place of the marker in getUserPermissionByToken', async () => {
    await handleGateway(browserRequest('/api/app/base/app/sys/permission/getUserPermissionByToken/current'), deps());
    expect(lastSeen().url).toBe('/api/app/base/app/sys/permission/getUserPermissionByToken/secret-token');
  });

  it('never passes the upstream cookies to the browser', async () => {
    answerWith = () => ({ headers: { 'set-cookie': 'upstream=1', 'x-trace': 't1' }, body: JSON.stringify({ code: 0, msg: '', data: null }) });
    const res = await handleGateway(browserRequest('/api/x'), deps());
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.headers.get('x-trace')).toBe('t1');
    answerWith = () => ({ body: JSON.stringify({ code: 0, msg: 'ok', data: null }) });
  });

  it('streams non-JSON answers through with their type', async () => {
    answerWith = () => ({ headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }, body: 'PK-binary' });
    const res = await handleGateway(browserRequest('/api/export'), deps());
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(await res.text()).toBe('PK-binary');
    answerWith = () => ({ body: JSON.stringify({ code: 0, msg: 'ok', data: null }) });
  });
  it('streams a large download through byte for byte, and an empty answer stays empty', async () => {
    const big = 'x'.repeat(600 * 1024) + 'end';
    answerWith = () => ({ headers: { 'content-type': 'application/octet-stream' }, body: big });
    const res = await handleGateway(browserRequest('/api/download'), deps());
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(big);
    answerWith = () => ({ status: 204, headers: { 'content-type': 'text/plain' }, body: '' });
    const empty = await handleGateway(browserRequest('/api/nothing'), deps());
    expect(empty.status).toBe(204);
    expect(await empty.text()).toBe('');
    answerWith = () => ({ body: JSON.stringify({ code: 0, msg: 'ok', data: null }) });
  });

  it('reads the code of an answer whose keys come in another order', async () => {
    answerWith = () => ({ body: JSON.stringify({ msg: 'expired', data: null, code: 401 }) });
    const d = deps();
    await handleGateway(browserRequest('/api/x'), d);
    expect(d.session.token).toBeUndefined();
    answerWith = () => ({ body: JSON.stringify({ code: 0, msg: 'ok', data: null }) });
  });
});

describe('session handling', () => {
  it('refuses calls without a session before they reach the upstream', async () => {
    const before = upstream.seen.length;
    const res = await handleGateway(browserRequest('/api/app/base/app/sys/user/list'), deps({ session: fakeSession() }));
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe(401);
    expect(upstream.seen.length).toBe(before);
  });

  it('clears the session when the upstream answers code 401', async () => {
    answerWith = () => ({ body: JSON.stringify({ code: 401, msg: 'expired', data: null }) });
    const d = deps();
    const res = await handleGateway(browserRequest('/api/x'), d);
    expect((await res.json()).code).toBe(401);
    expect((d.session as ReturnType<typeof fakeSession>).destroyed).toBe(1);
    expect(d.session.token).toBeUndefined();
    answerWith = () => ({ body: JSON.stringify({ code: 0, msg: 'ok', data: null }) });
  });
});

describe('upstream failures', () => {
  it('answers a clear JSON error when the upstream cannot be reached', async () => {
    const res = await handleGateway(browserRequest('/api/x'), deps({ upstream: httpUpstream('http://127.0.0.1:9', 2_000) }));
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ code: 502, msg: '后端服务暂时无法访问，请稍后重试', data: null });
  });

  it('answers request timed out when the upstream does not answer in time', async () => {
    answerWith = () => 'hang';
    const res = await handleGateway(browserRequest('/api/slow'), deps({ upstream: httpUpstream(upstream.url, 300), locale: 'en-US' }));
    expect(res.status).toBe(504);
    expect((await res.json()).msg).toBe('Request timed out');
    answerWith = () => ({ body: JSON.stringify({ code: 0, msg: 'ok', data: null }) });
  });
});

describe('cross-origin writes', () => {
  it('refuses a POST from another origin and one with no origin information', async () => {
    const foreign = new Request(`${APP}/api/x`, { method: 'POST', headers: { origin: 'https://evil.example' }, body: '{}' });
    expect((await handleGateway(foreign, deps())).status).toBe(403);
    const crossSite = new Request(`${APP}/api/x`, { method: 'POST', headers: { 'sec-fetch-site': 'cross-site' }, body: '{}' });
    expect((await handleGateway(crossSite, deps())).status).toBe(403);
    const anonymous = new Request(`${APP}/api/x`, { method: 'POST', body: '{}' });
    expect((await handleGateway(anonymous, deps())).status).toBe(403);
  });

  it('lets same-origin writes and reads through', async () => {
    const same = new Request(`${APP}/api/x`, { method: 'POST', headers: { 'sec-fetch-site': 'same-origin' }, body: '{}' });
    expect((await handleGateway(same, deps())).status).toBe(200);
    const read = new Request(`${APP}/api/x`, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect((await handleGateway(read, deps())).status).toBe(200);
    const tool = new Request(`${APP}/api/x`);
    expect((await handleGateway(tool, deps())).status).toBe(200);
  });

  it('refuses reads a browser marks as cross-site (GET calls that change data exist)', async () => {
    const before = upstream.seen.length;
    const read = new Request(`${APP}/api/eis/restful/dictionary/del/1`, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect((await handleGateway(read, deps())).status).toBe(403);
    expect(upstream.seen.length).toBe(before);
  });
});

describe('login through the gateway', () => {
  function loginRequest(username: string, password: string): Request {
    return new Request(`${APP}/api/app/base/app/sys/user/login`, {
      method: 'POST',
      headers: { origin: APP, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.0.0.9' },
      body: new URLSearchParams({ username, password }).toString(),
    });
  }

  it('keeps the token in the session and returns everything else', async () => {
    answerWith = (seen) => {
      if (seen.url.endsWith('/login')) return { body: JSON.stringify({ code: 0, msg: '登录成功', data: { token: 'tok-123', target_key: 'tk-1', tenant: 't' } }) };
      return { body: JSON.stringify({ code: 0, msg: '', data: { user_key: 'usr-9', username: 'lina' } }) };
    };
    const session = fakeSession();
    const res = await handleGateway(loginRequest('lina', 'pw'), deps({ session }));
    const text = await res.text();
    expect(text).not.toContain('tok-123');
    expect(JSON.parse(text)).toMatchObject({ code: 0, data: { target_key: 'tk-1', user_key: 'usr-9', tenant: 't' } });
    expect(session).toMatchObject({ token: 'tok-123', targetKey: 'tk-1', userKey: 'usr-9', saved: 1 });
    const loginCall = upstream.seen.find((s) => s.url.endsWith('/login'))!;
    expect(loginCall.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(loginCall.body.toString()).toBe('username=lina&password=pw');
    const infoCall = upstream.seen.at(-1)!;
    expect(infoCall.url).toBe('/api/app/base/app/sys/user/getUserInfo/tk-1');
    expect(infoCall.headers.token).toBe('tok-123');
  });

  it('rate-limits failed attempts per account with HTTP 429 and a clear message', async () => {
    answerWith = () => ({ body: JSON.stringify({ code: 400, msg: '账号或密码错误', data: null }) });
    const shared = deps();
    for (let i = 0; i < 3; i += 1) {
      const res = await handleGateway(loginRequest('Wang', 'bad'), shared);
      expect((await res.json()).msg).toBe('账号或密码错误');
    }
    const blocked = await handleGateway(loginRequest('wang', 'bad'), shared);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await blocked.json()).msg).toMatch(/登录尝试过于频繁/);
  });

  it('rate-limits failed attempts per address across accounts', async () => {
    answerWith = () => ({ body: JSON.stringify({ code: 400, msg: 'bad', data: null }) });
    const shared = deps({ limiter: memoryLoginLimiter({ perAccount: 100, perAddress: 4, windowSeconds: 60 }) });
    for (let i = 0; i < 4; i += 1) await handleGateway(loginRequest(`user${i}`, 'bad'), shared);
    expect((await handleGateway(loginRequest('someone-else', 'bad'), shared)).status).toBe(429);
  });
});
