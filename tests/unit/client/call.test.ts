import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/client/toast-bridge', () => ({ showToast: vi.fn(), toastText: (key: string) => key }));
vi.mock('@/lib/client/client-session', () => ({ clearClientSession: vi.fn(async () => undefined) }));

import { call } from '@/lib/client/call';
import { roleCalls } from '@/lib/contract/role-calls';
import { signInCalls } from '@/lib/contract/sign-in-calls';
import { workingCalendarCalls } from '@/lib/contract/working-calendar-calls';

/** How call() sends a declared call's body: in the query, as JSON, or form-encoded where the call says so. */

const fetchMock = vi.fn<typeof fetch>();

function answered(data: unknown): Response {
  return new Response(JSON.stringify({ code: 0, msg: '', data }), { headers: { 'content-type': 'application/json' } });
}

function sent(): { url: string; init: RequestInit; contentType: string | null } {
  const [url, init] = fetchMock.mock.calls[0]!;
  return { url: String(url), init: init!, contentType: new Headers(init!.headers).get('content-type') };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockResolvedValue(answered(null));
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('call', () => {
  it('sends the login form-encoded, as the gateway reads a login form', async () => {
    await call(signInCalls.login, { username: 'lina', password: 'p&q' }, { silent: true });
    const { url, init, contentType } = sent();
    expect(url).toBe(signInCalls.login.path);
    expect(init.method).toBe('POST');
    expect(contentType).toContain('application/x-www-form-urlencoded');
    expect(String(init.body)).toBe('username=lina&password=p%26q');
  });

  it('sends a POST’s body as JSON', async () => {
    await call(roleCalls.saveGrants, { roleId: 'r1', permissionIds: 'a,b' });
    const { init, contentType } = sent();
    expect(contentType).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ roleId: 'r1', permissionIds: 'a,b' });
  });

  it('puts a GET’s input in the query', async () => {
    await call(workingCalendarCalls.year, { year: '2026' });
    const { url, init } = sent();
    expect(url).toBe(`${workingCalendarCalls.year.path}?year=2026`);
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });
});
