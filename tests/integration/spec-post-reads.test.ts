import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { handleGateway } from '@/lib/gateway/gateway';
import { memoryLoginLimiter } from '@/lib/gateway/login-rate-limit';
import { upstreamOf } from '@/lib/gateway/upstream';
import { call, createTestBackend, loginAs, ORIGIN } from '../support/backend';
import { fakeSession } from '../support/fake-session';

/**
 * CRM calls are POSTs unless said otherwise (docs/architecture.md, "The embedded backend"); six of them the app serves as GET (the
 * order, reservation and QR code fetch, the supplier and resource detail, the knowledge category
 * tree). Each answers POST too: the same answer, the same rights, and through the gateway the same
 * cross-site check as every other POST.
 */
interface Read {
  name: string;
  /** The list to take a key from; none for the tree. */
  list?: string;
  key?: string;
  path: (id: string) => string;
}

const READS: Read[] = [
  { name: 'order fetch', list: '/api/crm/order/query', key: 'order_key', path: (id) => `/api/crm/order/fetch/${id}` },
  { name: 'reservation fetch', list: '/api/crm/reservations/query', key: 'reservation_key', path: (id) => `/api/crm/reservations/fetch/${id}` },
  { name: 'supplier detail', list: '/api/crm/supplier/query', key: 'supplier_key', path: (id) => `/api/crm/supplier/detail/${id}` },
  { name: 'resource detail', list: '/api/crm/resource/query', key: 'resource_key', path: (id) => `/api/crm/resource/detail/${id}` },
  { name: 'QR code fetch', list: '/api/crm/qrcode/query', key: 'qrcode_key', path: (id) => `/api/crm/qrcode/fetch/${id}` },
  { name: 'knowledge category tree', path: () => '/api/crm/knowledge/category/tree' },
];

let backend: Backend;
let admin: { token: string };
let noRights: { token: string };
const paths = new Map<string, string>();

beforeAll(async () => {
  backend = await createTestBackend();
  admin = await loginAs(backend, 'admin');
  const created = await call(backend, 'POST', '/api/app/base/app/sys/user/add', {
    token: admin.token,
    json: { username: 'no_rights', realname: '无权限', password: 'Welcome2026', selecteddeparts: 'dep-finance' },
  });
  expect(created.body.code).toBe(0);
  noRights = await loginAs(backend, 'no_rights', 'Welcome2026');
  for (const read of READS) {
    if (!read.list) {
      paths.set(read.name, read.path(''));
      continue;
    }
    const page = await call<{ records: Record<string, string>[] }>(backend, 'POST', read.list, { token: admin.token, json: { pageNo: 1, pageSize: 1 } });
    const id = page.body.data?.records[0]?.[read.key!];
    expect(id, read.name).toBeTruthy();
    paths.set(read.name, read.path(id!));
  }
});
afterAll(async () => {
  await backend?.database.close();
});

describe.each(READS)('$name', ({ name }) => {
  it('answers POST as it answers GET', async () => {
    const path = paths.get(name)!;
    const got = await call(backend, 'GET', path, { token: admin.token });
    expect(got.body.code).toBe(0);
    expect(got.body.data).toBeTruthy();
    const posted = await call(backend, 'POST', path, { token: admin.token, json: {} });
    expect(posted.body).toEqual(got.body);
    const form = await call(backend, 'POST', path, { token: admin.token, form: {} });
    expect(form.body).toEqual(got.body);
  });

  it('keeps its rights under POST', async () => {
    const path = paths.get(name)!;
    expect((await call(backend, 'POST', path, { token: noRights.token, json: {} })).body.code).toBe(403);
    expect((await call(backend, 'GET', path, { token: noRights.token })).body.code).toBe(403);
    expect((await call(backend, 'POST', path, { json: {} })).body.code).toBe(401);
  });
});

describe('through the gateway', () => {
  it('checks a POST read for its origin like any other POST', async () => {
    const { token } = await loginAs(backend, 'admin');
    const deps = () => ({
      upstream: upstreamOf((req: Request) => backend.handle(req)),
      session: fakeSession({ token, userKey: 'usr-admin', targetKey: 'usr-admin', appKey: 'fincrm' }),
      limiter: memoryLoginLimiter({ perAccount: 5, perAddress: 50, windowSeconds: 60 }),
      locale: 'zh-CN' as const,
      defaultAppKey: 'fincrm',
    });
    const path = paths.get('order fetch')!;
    const post = (headers: Record<string, string>) => new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });
    const foreign = await handleGateway(post({ origin: 'https://elsewhere.example' }), deps());
    expect(await foreign.json()).toMatchObject({ code: 403, msg: '拒绝来自其他站点的请求' });
    expect(await (await handleGateway(post({}), deps())).json()).toMatchObject({ code: 403 });
    const own = await handleGateway(post({ origin: ORIGIN }), deps());
    expect(await own.json()).toMatchObject({ code: 0 });
  });
});
