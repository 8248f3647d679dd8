import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ showToast: vi.fn(), toastText: vi.fn((key: string) => `text:${key}`) }));
const session = vi.hoisted(() => ({ clearClientSession: vi.fn(async () => undefined) }));
const flash = vi.hoisted(() => ({ setFlashNotice: vi.fn() }));
vi.mock('@/lib/client/toast-bridge', () => toast);
vi.mock('@/lib/client/client-session', () => session);
vi.mock('@/lib/client/flash-notice', () => flash);

import { REQUEST_TIMEOUT_MS, request, resetLoginRedirectForTests, swrFetcher, withQuery } from '@/lib/client/api-client';
import { ApiError } from '@/lib/client/api-error';
import { callAnswer } from '@/lib/client/call';
import { directoryCalls } from '@/lib/contract/directory-calls';
import { entityCalls } from '@/lib/contract/entity-calls';

const fetchMock = vi.fn<typeof fetch>();
const location = { pathname: '/crm/customer', search: '?page=2', assign: vi.fn() };

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('location', location);
  resetLoginRedirectForTests();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  fetchMock.mockReset();
});

describe('answers with an envelope', () => {
  it('resolves with data on code 0', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 0, msg: 'ok', data: { id: 1 } }));
    await expect(request('/api/x')).resolves.toEqual({ id: 1 });
    expect(toast.showToast).not.toHaveBeenCalled();
  });

  it('treats the legacy code 20000 as success', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 20000, msg: 'ok', data: [1, 2] }));
    await expect(request('/api/x')).resolves.toEqual([1, 2]);
  });

  it('on 401 clears the client session and goes to the login page with the current address', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 401, msg: 'expired', data: null }, 401));
    const error = await rejection(request('/api/x'));
    expect(error.kind).toBe('unauthorized');
    expect(session.clearClientSession).toHaveBeenCalledOnce();
    expect(location.assign).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/crm/customer?page=2')}`);
    expect(flash.setFlashNotice).toHaveBeenCalledWith('auth.tokenInvalid');
    expect(toast.showToast).not.toHaveBeenCalled();
  });

  it('leaves for the login page once when several calls fail together', async () => {
    fetchMock.mockImplementation(async () => json({ code: 401, msg: 'expired', data: null }));
    await Promise.allSettled([request('/api/a'), request('/api/b'), request('/api/c')]);
    expect(location.assign).toHaveBeenCalledOnce();
  });

  it('lets the login form handle a 401 itself', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 401, msg: 'Verification failed', data: null }));
    const error = await rejection(request('/api/login', { form: { username: 'a' }, silent: true, redirectOnUnauthorized: false }));
    expect(error.message).toBe('Verification failed');
    expect(location.assign).not.toHaveBeenCalled();
    expect(toast.showToast).not.toHaveBeenCalled();
  });

  it('shows code 510 as a warning and rejects', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 510, msg: 'careful', data: null }));
    const error = await rejection(request('/api/x'));
    expect(error.kind).toBe('warning');
    expect(toast.showToast).toHaveBeenCalledWith('warning', 'careful', 3);
  });

  it('shows other codes as a 5 second error toast, preferring `message` over `msg`', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 400, msg: 'short', message: 'the long one', data: null }));
    const error = await rejection(request('/api/x'));
    expect(error).toMatchObject({ kind: 'business', code: 400, message: 'the long one' });
    expect(toast.showToast).toHaveBeenCalledWith('error', 'the long one', 5);
  });

  it('uses msg when there is no message, also for an envelope sent with HTTP 500', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 500, msg: 'boom', data: null }, 500));
    await rejection(request('/api/x'));
    expect(toast.showToast).toHaveBeenCalledWith('error', 'boom', 5);
  });

  it('stays silent when asked, but still rejects', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 409, msg: 'taken', data: null }));
    const error = await rejection(request('/api/x', { silent: true }));
    expect(error.code).toBe(409);
    expect(toast.showToast).not.toHaveBeenCalled();
  });
});

describe('transport failures', () => {
  it('waits 60 seconds by default', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(60_000);
  });

  it('shows "request timed out" when the answer takes too long', async () => {
    fetchMock.mockImplementationOnce((_url, init) => new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }));
    const error = await rejection(request('/api/slow', { timeoutMs: 10 }));
    expect(error.kind).toBe('timeout');
    expect(toast.showToast).toHaveBeenCalledWith('error', 'text:api.upstreamTimeout', 5);
  });

  it('shows "server error" when the network fails', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await rejection(request('/api/x'));
    expect(error.kind).toBe('network');
    expect(toast.showToast).toHaveBeenCalledWith('error', 'text:api.serverError', 5);
  });

  it('keeps a bare HTTP 500 silent', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>crash</html>', { status: 500, headers: { 'content-type': 'text/html' } }));
    const error = await rejection(request('/api/x'));
    expect(error).toMatchObject({ kind: 'http', status: 500 });
    expect(toast.showToast).not.toHaveBeenCalled();
  });

  it('shows "server error" for other answers without an envelope', async () => {
    fetchMock.mockResolvedValueOnce(new Response('bad gateway', { status: 502, headers: { 'content-type': 'text/plain' } }));
    await rejection(request('/api/x'));
    expect(toast.showToast).toHaveBeenCalledWith('error', 'text:api.serverError', 5);
  });

  it('treats a bare HTTP 401 like code 401', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 401 }));
    const error = await rejection(request('/api/x'));
    expect(error.kind).toBe('unauthorized');
    expect(location.assign).toHaveBeenCalledOnce();
  });

  it('rejects quietly when the caller cancels', async () => {
    const caller = new AbortController();
    fetchMock.mockImplementationOnce((_url, init) => new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }));
    const pending = request('/api/x', { signal: caller.signal });
    caller.abort();
    const error = await rejection(pending);
    expect(error.kind).toBe('aborted');
    expect(toast.showToast).not.toHaveBeenCalled();
  });
});

describe('what is sent', () => {
  it('form-encodes `form` as a POST and never sends a token header', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 0, msg: 'ok', data: null }));
    await request('/api/login', { form: { username: 'admin', password: 'p&ss', empty: undefined } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const headers = new Headers(init?.headers);
    expect(url).toBe('/api/login');
    expect(init?.method).toBe('POST');
    expect(headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(String(init?.body)).toBe('username=admin&password=p%26ss');
    expect(headers.has('token')).toBe(false);
    expect(init?.credentials).toBe('same-origin');
  });

  it('sends `json` as JSON with the method asked for', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 0, msg: 'ok', data: null }));
    await request('/api/x', { method: 'PUT', json: { a: 1 } });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.method).toBe('PUT');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('sends FormData as it is, leaving the boundary to the browser', async () => {
    fetchMock.mockResolvedValueOnce(json({ code: 0, msg: 'ok', data: null }));
    const formData = new FormData();
    formData.set('fileGroupKey', 'g1');
    await request('/api/upload', { formData });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.body).toBe(formData);
    expect(new Headers(init?.headers).has('content-type')).toBe(false);
  });

  it('sends a declared call’s body as the call says: query, JSON, or form-encoded for the calls kept from the original backend', async () => {
    fetchMock.mockImplementation(async () => json({ code: 0, msg: 'done', data: null }));
    const customers = entityCalls('/api/crm/customer');
    await callAnswer(directoryCalls.users, { pageNo: 1, keyword: '李' });
    await callAnswer(customers.query, { pageNo: 2 });
    const deleted = await callAnswer(customers.deleteById, { id: 'c/1' }, { silent: true });
    const [query, posted, removed] = fetchMock.mock.calls;
    expect(query?.[0]).toBe('/api/app/base/app/sys/user/list?pageNo=1&keyword=%E6%9D%8E');
    expect(query?.[1]?.method).toBe('GET');
    expect([posted?.[0], posted?.[1]?.body]).toEqual(['/api/crm/customer/query', '{"pageNo":2}']);
    expect(removed?.[0]).toBe('/api/crm/customer/deleteById');
    expect(new Headers(removed?.[1]?.headers).get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(String(removed?.[1]?.body)).toBe('id=c%2F1');
    expect(deleted.msg).toBe('done');
  });

  it('builds the query, skipping empty values and joining lists with commas', () => {
    expect(withQuery('/api/list', { pageNo: 1, name: '', key: null, departKeys: ['a', 'b'], flag: true })).toBe('/api/list?pageNo=1&departKeys=a%2Cb&flag=true');
    expect(withQuery('/api/list?x=1', { y: 2 })).toBe('/api/list?x=1&y=2');
    expect(withQuery('/api/list', {})).toBe('/api/list');
  });

  it('swrFetcher reads a path or a [path, query] key with GET', async () => {
    fetchMock.mockImplementation(async () => json({ code: 0, msg: 'ok', data: 'fine' }));
    await expect(swrFetcher('/api/a')).resolves.toBe('fine');
    await expect(swrFetcher(['/api/b', { pageNo: 2 }])).resolves.toBe('fine');
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.method])).toEqual([['/api/a', 'GET'], ['/api/b?pageNo=2', 'GET']]);
  });
});
