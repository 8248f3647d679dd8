import { backendFrom, type Backend } from '@/lib/backend/instance';
import { memoryLeadLimiter } from '@/lib/backend/modules/clues/submission-limit';
import { MemoryStorage } from '@/lib/backend/storage/local-folder-storage';
import { DEMO_PASSWORD } from '@/lib/backend/seed/demo-data';
import type { Envelope } from '@/lib/contract/envelope';
import type { AddressLimiter } from '@/lib/rate-limit/address-limiter';
import { inject } from 'vitest';
import { openSecondProcessDatabase, openTestDatabase, TEST_APP_KEY } from './database-template';

export const ORIGIN = 'http://app.test';

export async function createTestBackend(overrides: { uploadMaxBytes?: number; leadLimiter?: AddressLimiter; listCountLimit?: number | null } = {}): Promise<Backend> {
  const database = await openTestDatabase(inject('templateDb'));
  return backendFrom(database, {
    storage: new MemoryStorage(),
    uploadMaxBytes: overrides.uploadMaxBytes ?? 1024 * 1024,
    defaultAppKey: TEST_APP_KEY,
    // Generous unless a test is about the limit: test files send many enquiries from one address.
    leadLimiter: overrides.leadLimiter ?? memoryLeadLimiter({ perAddress: 1000, windowSeconds: 600 }),
    ...('listCountLimit' in overrides ? { listCountLimit: overrides.listCountLimit } : {}),
  });
}

export interface CallOptions {
  token?: string;
  query?: Record<string, string | number>;
  json?: unknown;
  form?: Record<string, string>;
  body?: BodyInit;
  headers?: Record<string, string>;
}

/** Calls the embedded backend the way the gateway does: a Request in, a Response out. */
export async function call<T = unknown>(backend: Backend, method: string, path: string, options: CallOptions = {}): Promise<{ status: number; body: Envelope<T>; response: Response }> {
  const url = new URL(path, ORIGIN);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v));
  const headers = new Headers(options.headers);
  if (options.token) headers.set('token', options.token);
  headers.set('appKey', TEST_APP_KEY);
  let body = options.body;
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers.set('content-type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(options.form).toString();
  }
  const response = await backend.handle(new Request(url, { method, headers, body }));
  const text = await response.clone().text();
  let parsed: Envelope<T>;
  try {
    parsed = JSON.parse(text) as Envelope<T>;
  } catch {
    parsed = { code: -1, msg: text.slice(0, 200), data: null };
  }
  return { status: response.status, body: parsed, response };
}

export async function loginAs(backend: Backend, username: string, password = DEMO_PASSWORD): Promise<{ token: string; userKey: string }> {
  const { body } = await call<{ token: string; target_key: string }>(backend, 'POST', '/api/app/base/app/sys/user/login', { form: { username, password } });
  if (body.code !== 0 || !body.data) throw new Error(`login as ${username} failed: ${body.msg}`);
  return { token: body.data.token, userKey: body.data.target_key };
}

/**
 * A test backend and, on PostgreSQL, a second one on the same database with nothing in memory
 * shared, as a second app process has (null on PGlite, which one process alone opens).
 */
export async function createTwoProcesses(): Promise<{ backend: Backend; other: Backend | null; close: () => Promise<void> }> {
  const backend = await createTestBackend();
  const second = await openSecondProcessDatabase(backend.database);
  const other = second && backendFrom(second, { storage: new MemoryStorage(), uploadMaxBytes: 1024 * 1024, defaultAppKey: TEST_APP_KEY });
  return {
    backend,
    other,
    close: async () => {
      await other?.database.close();
      await backend.database.close();
    },
  };
}

export interface AdminAndLinaOnTwoProcesses {
  backend: Backend;
  /** The second process (PostgreSQL only), or null. */
  other: Backend | null;
  admin: { token: string; userKey: string };
  lina: { token: string; userKey: string };
  /** lina signed in on the second process; on PGlite, her session on the first. */
  linaElsewhere: { token: string; userKey: string };
  close: () => Promise<void>;
}

/** Two processes on one database with admin and lina signed in: for what one process changes and the other must see at once. */
export async function adminAndLinaOnTwoProcesses(): Promise<AdminAndLinaOnTwoProcesses> {
  const { backend, other, close } = await createTwoProcesses();
  const [admin, lina] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina')]);
  return { backend, other, admin, lina, linaElsewhere: other ? await loginAs(other, 'lina') : lina, close };
}
