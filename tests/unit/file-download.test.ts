import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => ({ showToast: vi.fn(), toastText: vi.fn((key: string) => `text:${key}`) }));
const session = vi.hoisted(() => ({ clearClientSession: vi.fn(async () => undefined) }));
const flash = vi.hoisted(() => ({ setFlashNotice: vi.fn() }));
vi.mock('@/lib/client/toast-bridge', () => toast);
vi.mock('@/lib/client/client-session', () => session);
vi.mock('@/lib/client/flash-notice', () => flash);

import { fileNameOf, requestFile, resetLoginRedirectForTests } from '@/lib/client/api-client';
import { ApiError } from '@/lib/client/api-error';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const fetchMock = vi.fn<typeof fetch>();
const location = { pathname: '/system/position', search: '', assign: vi.fn() };

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

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('file names', () => {
  it('prefers the RFC 5987 name and falls back to the plain one', () => {
    expect(fileNameOf(`attachment; filename="position_1.xlsx"; filename*=UTF-8''${encodeURIComponent('岗位_1.xlsx')}`)).toBe('岗位_1.xlsx');
    expect(fileNameOf('attachment; filename="position_1.xlsx"')).toBe('position_1.xlsx');
    expect(fileNameOf(null)).toBeNull();
  });
});

describe('file downloads', () => {
  it('answers the bytes and the name of a spreadsheet', async () => {
    fetchMock.mockResolvedValueOnce(new Response(new Uint8Array([80, 75]), { headers: { 'content-type': XLSX, 'content-disposition': "attachment; filename*=UTF-8''a.xlsx" } }));
    const file = await requestFile('/api/x/exportXls', XLSX, { json: { a: 1 } });
    expect(file.fileName).toBe('a.xlsx');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([80, 75]));
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).toBe('POST');
  });

  it('refuses with the server message when it answers an envelope', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ code: 403, msg: '没有权限执行此操作', data: null }), { headers: { 'content-type': 'application/json' } }));
    const error = await failure(requestFile('/api/x/exportXls', XLSX, { silent: true }));
    expect(error).toMatchObject({ kind: 'business', message: '没有权限执行此操作' });
  });

  it('calls anything else an unknown file', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html></html>', { headers: { 'content-type': 'text/html' } }));
    const error = await failure(requestFile('/api/x/exportXls', XLSX, { silent: true }));
    expect(error).toMatchObject({ kind: 'http', message: 'text:excel.unknownFile' });
  });

  it('hands a lost session to the caller when asked to', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ code: 401, msg: '登录已失效', data: null }), { headers: { 'content-type': 'application/json' } }));
    const error = await failure(requestFile('/api/x/importTemplate', XLSX, { silent: true, redirectOnUnauthorized: false }));
    expect(error.kind).toBe('unauthorized');
    expect(location.assign).not.toHaveBeenCalled();
  });
});
