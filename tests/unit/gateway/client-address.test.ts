import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress, UNKNOWN_ADDRESS } from '@/lib/gateway/client-address';
import { handleGateway, type GatewayDeps } from '@/lib/gateway/gateway';
import { upstreamOf } from '@/lib/gateway/upstream';
import { memoryLoginLimiter } from '@/lib/gateway/login-rate-limit';
import { PEER_ADDRESS_HEADER } from '@/lib/gateway/peer-address';
import { stampPeerAddresses } from '@/lib/gateway/peer-address-stamp';
import { fakeSession } from '../../support/fake-session';
import { fromSocket } from '../../support/peer-address';

const APP = 'http://app.test';

function request(headers: Record<string, string>): Request {
  return new Request(`${APP}/api/x`, { headers });
}

describe('clientAddress before the server stamps requests', () => {
  it('reads no header the client could have written', () => {
    const forged = request({ 'x-forwarded-for': '203.0.113.1', 'x-real-ip': '203.0.113.2', [PEER_ADDRESS_HEADER]: '203.0.113.3' });
    expect(clientAddress(forged, false)).toBe(UNKNOWN_ADDRESS);
  });
});

describe('the socket stamp on a real Node server', () => {
  let server: Server;
  let seen: string[] = [];
  beforeAll(async () => {
    stampPeerAddresses();
    server = createServer((req, res) => {
      const headers = new Headers(Object.entries(req.headers).map(([k, v]) => [k, String(v)] as [string, string]));
      seen.push(clientAddress(new Request(`${APP}${req.url}`, { headers }), false));
      res.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('keys on the socket address whatever the client sends', async () => {
    seen = [];
    const { port } = server.address() as AddressInfo;
    for (const forged of ['203.0.113.10', '203.0.113.11']) {
      await fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-forwarded-for': forged, [PEER_ADDRESS_HEADER]: forged } });
    }
    expect(seen).toEqual(['127.0.0.1', '127.0.0.1']);
  });
});

describe('clientAddress once requests are stamped', () => {
  it('ignores X-Forwarded-For without TRUST_PROXY', () => {
    expect(clientAddress(request({ ...fromSocket('198.51.100.5'), 'x-forwarded-for': '203.0.113.1' }), false)).toBe('198.51.100.5');
  });

  it('believes the first X-Forwarded-For entry with TRUST_PROXY, and falls back to the socket', () => {
    expect(clientAddress(request({ ...fromSocket('10.0.0.2'), 'x-forwarded-for': '203.0.113.1, 10.0.0.1' }), true)).toBe('203.0.113.1');
    expect(clientAddress(request(fromSocket('10.0.0.2')), true)).toBe('10.0.0.2');
  });
});

describe('the per-address sign-in limit', () => {
  const upstream = upstreamOf(async () => new Response(JSON.stringify({ code: 400, msg: '账号或密码错误', data: null }), { headers: { 'content-type': 'application/json' } }));
  const deps = (trustProxy: boolean): GatewayDeps => ({
    upstream, session: fakeSession(), locale: 'zh-CN', defaultAppKey: 'fincrm', trustProxy,
    limiter: memoryLoginLimiter({ perAccount: 100, perAddress: 3, windowSeconds: 60 }),
  });
  let attempt = 0;
  const login = (shared: GatewayDeps) =>
    handleGateway(new Request(`${APP}/api/app/base/app/sys/user/login`, {
      method: 'POST',
      headers: { origin: APP, 'content-type': 'application/x-www-form-urlencoded', ...fromSocket('198.51.100.20'), 'x-forwarded-for': `203.0.113.${++attempt}` },
      body: new URLSearchParams({ username: `user${attempt}`, password: 'bad' }).toString(),
    }), shared);

  it('refuses a client that sends a new X-Forwarded-For on every attempt', async () => {
    const shared = deps(false);
    for (let i = 0; i < 3; i += 1) expect((await (await login(shared)).json()).msg).toBe('账号或密码错误');
    expect((await login(shared)).status).toBe(429);
  });

  it('believes the header when TRUST_PROXY says a proxy overwrites it', async () => {
    const shared = deps(true);
    for (let i = 0; i < 6; i += 1) expect((await (await login(shared)).json()).msg).toBe('账号或密码错误');
  });
});

describe('what the upstream is told', () => {
  it('gets the socket address in X-Forwarded-For, and never the stamp itself', async () => {
    let seen: Headers | undefined;
    const upstream = upstreamOf(async (req: Request) => {
      seen = req.headers;
      return new Response(JSON.stringify({ code: 0, msg: 'ok', data: null }), { headers: { 'content-type': 'application/json' } });
    });
    const deps: GatewayDeps = {
      upstream, session: fakeSession({ token: 't', userKey: 'u', targetKey: 'u' }), locale: 'zh-CN', defaultAppKey: 'fincrm',
      limiter: memoryLoginLimiter({ perAccount: 5, perAddress: 5, windowSeconds: 60 }),
    };
    await handleGateway(new Request(`${APP}/api/eis/restful/news/query`, { headers: { ...fromSocket('198.51.100.30'), 'x-forwarded-for': '203.0.113.99' } }), deps);
    expect(seen?.get('x-forwarded-for')).toBe('198.51.100.30');
    expect(seen?.has(PEER_ADDRESS_HEADER)).toBe(false);
  });
});
