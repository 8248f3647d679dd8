import { getIronSession, sealData, unsealData } from 'iron-session';
import { ResponseCookies } from 'next/dist/server/web/spec-extension/cookies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetServerEnvForTests } from '@/lib/config/env';
import { callSession } from '@/lib/gateway/call-session';
import { SESSION_COOKIE, SESSION_TTL_SECONDS, sessionOptions, type SessionData } from '@/lib/gateway/session';

const SECRET = 'call-session-test-secret-0123456789abcdef';
const saved = { secret: process.env.SESSION_SECRET, secure: process.env.COOKIE_SECURE };

beforeAll(() => {
  process.env.SESSION_SECRET = SECRET;
  process.env.COOKIE_SECURE = 'true';
  resetServerEnvForTests();
});

afterAll(() => {
  process.env.SESSION_SECRET = saved.secret;
  process.env.COOKIE_SECURE = saved.secure;
  resetServerEnvForTests();
});

const answer = () => new Response('{"code":0}', { status: 200, headers: { 'content-type': 'application/json', 'x-upstream': 'kept' } });

/** The cookie as iron-session writes it into Next's cookie store (what cookies() in a route handler gave). */
async function cookieThroughNextStore(act: (session: Awaited<ReturnType<typeof getIronSession<SessionData>>>) => Promise<void> | void): Promise<string[]> {
  const headers = new Headers();
  const store = new ResponseCookies(headers);
  const session = await getIronSession<SessionData>(store as unknown as Extract<Parameters<typeof getIronSession>[0], { get: unknown }>, sessionOptions());
  await act(session);
  return headers.getSetCookie();
}

/** A Set-Cookie line without its value and Expires (both differ from one sealing to the next). */
const shape = (line: string) => line.replace(/^([^=]+)=[^;]*/, '$1=…').replace(/; Expires=[^;]+/i, '');

describe('callSession', () => {
  it('reads the sealed cookie and leaves an answer that changed nothing as it is', async () => {
    const sealed = await sealData({ token: 't1', userKey: 'u1', appKey: 'fincrm' }, { password: SECRET, ttl: SESSION_TTL_SECONDS });
    const call = await callSession(sealed);
    expect({ ...call.session }).toEqual({ token: 't1', userKey: 'u1', appKey: 'fincrm' });
    const res = answer();
    expect(await call.withCookies(res)).toBe(res);
    expect({ ...(await callSession(undefined)).session }).toEqual({});
  });

  it('writes a saved session as iron-session writes it through the route handler cookie store', async () => {
    const call = await callSession(undefined);
    Object.assign(call.session, { token: 't2', targetKey: 'k2', userKey: 'u2', appKey: 'fincrm' });
    await call.session.save();
    const res = await call.withCookies(answer());
    const lines = res.headers.getSetCookie();
    expect(lines).toHaveLength(1);
    const expected = await cookieThroughNextStore((s) => {
      Object.assign(s, { token: 't2' });
      return s.save();
    });
    expect(lines.map(shape)).toEqual(expected.map(shape));
    expect(lines[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=[^;]+; Path=/; Expires=[^;]+; Max-Age=${SESSION_TTL_SECONDS - 60}; Secure; HttpOnly; SameSite=lax$`));
    const value = decodeURIComponent(lines[0]!.split(';')[0]!.slice(SESSION_COOKIE.length + 1));
    expect(await unsealData(value, { password: SECRET, ttl: SESSION_TTL_SECONDS })).toEqual({ token: 't2', targetKey: 'k2', userKey: 'u2', appKey: 'fincrm' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-upstream')).toBe('kept');
    expect(await res.text()).toBe('{"code":0}');
  });

  it('ends the session: its fields are gone and the cookie is cleared as iron-session clears it', async () => {
    const sealed = await sealData({ token: 't3', userKey: 'u3' }, { password: SECRET, ttl: SESSION_TTL_SECONDS });
    const call = await callSession(sealed);
    call.session.destroy();
    expect({ ...call.session }).toEqual({});
    const lines = (await call.withCookies(answer())).headers.getSetCookie();
    expect(lines).toEqual(await cookieThroughNextStore((s) => s.destroy()));
    expect(lines).toEqual([`${SESSION_COOKIE}=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=lax`]);
  });

  it('sends only the last of several writes, and keeps a cookie the answer set itself', async () => {
    const call = await callSession(undefined);
    call.session.token = 't4';
    await call.session.save();
    call.session.destroy();
    const own = answer();
    own.headers.append('set-cookie', 'other=1; Path=/');
    const lines = (await call.withCookies(own)).headers.getSetCookie();
    expect(lines).toContain(`${SESSION_COOKIE}=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=lax`);
    expect(lines).toContain('other=1; Path=/');
    expect(lines).toHaveLength(2);
  });
});
