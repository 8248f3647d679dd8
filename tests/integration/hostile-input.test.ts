// @database postgres: hostile values into every query; the two legs share the walks (tests/support/legs.ts).
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sysAuditLog } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import type { RouteDef } from '@/lib/backend/http/route';
import { allRoutes } from '@/lib/backend/routes';
import { workflowPaths } from '@/lib/contract/workflow';
import { handleGateway } from '@/lib/gateway/gateway';
import { upstreamOf } from '@/lib/gateway/upstream';
import { memoryLoginLimiter } from '@/lib/gateway/login-rate-limit';
import { call, createTestBackend, loginAs, ORIGIN } from '../support/backend';
import { fakeSession } from '../support/fake-session';
import { leftToLeg } from '../support/legs';
import { encodedNulQuery, inputNames, JSON_VARIANTS, openInputNames, PATH_VARIANTS, pathNames, PROTOTYPE_LIST_PARAMS, TEXT_VARIANTS } from '../support/route-fuzz';

/**
 * Walks every route of the embedded backend with hostile values (NUL and other control characters,
 * malformed path encodings, Object.prototype names as columns and fields, values of the wrong JSON
 * type, over-long text), as an administrator and without a session. Whatever comes back must be an
 * envelope, never a server error; text with a NUL must be refused as a bad request.
 */

let backend: Backend;
let adminToken: string;
beforeAll(async () => {
  backend = await createTestBackend();
  adminToken = (await loginAs(backend, 'admin')).token;
});
afterAll(async () => backend?.database.close());

interface Probe {
  route: RouteDef<never>;
  label: string;
  /** Raw path segments by parameter name; the rest get a harmless key. */
  segments?: Record<string, string>;
  values?: Record<string, unknown>;
  /** This probe carries a NUL: the answer must be a refusal (400). */
  expectRefusal?: boolean;
  /** Sent form-encoded rather than as JSON. */
  form?: boolean;
}

const isQueryMethod = (route: RouteDef<never>) => route.method === 'GET' || route.method === 'DELETE';

function probesOf(route: RouteDef<never>): Probe[] {
  const params = pathNames(route);
  const { names, open } = inputNames(route.input);
  for (const p of params) names.delete(p);
  const fields = [...names, ...(open ? openInputNames(route) : [])];
  const probes: Probe[] = [];
  for (const param of params) {
    for (const [variant, segment] of Object.entries(PATH_VARIANTS)) {
      probes.push({ route, label: `path ${param}=${variant}`, segments: { [param]: segment }, expectRefusal: variant === 'nul' });
    }
  }
  for (const field of fields) {
    probes.push({ route, label: `${field}=nul`, values: { [field]: TEXT_VARIANTS.nul }, expectRefusal: true });
    probes.push({ route, label: `${field}=__proto__`, values: { [field]: TEXT_VARIANTS.proto } });
    // Parameters that carry JSON read these escapes as NUL only after the dispatcher has looked.
    probes.push({ route, label: `${field}=json-escaped nul`, values: { [field]: TEXT_VARIANTS.jsonEscapedNul } });
    if (!isQueryMethod(route)) {
      for (const variant of ['object', 'array'] as const) probes.push({ route, label: `${field}=${variant}`, values: { [field]: JSON_VARIANTS[variant] } });
    }
  }
  // The remaining variants go into every field at once: one request each per route.
  const together: Record<string, unknown> = { ...TEXT_VARIANTS, ...(isQueryMethod(route) ? {} : { nested: JSON_VARIANTS.nested }) };
  for (const [variant, value] of Object.entries(together)) {
    if (['nul', 'proto', 'jsonEscapedNul'].includes(variant)) continue;
    probes.push({ route, label: `all=${variant}`, values: Object.fromEntries(fields.map((f) => [f, value])) });
  }
  if (open || names.has('column') || names.has('field')) {
    PROTOTYPE_LIST_PARAMS.forEach((values, i) => probes.push({ route, label: `list#${i}`, values }));
  }
  const smuggled = open ? encodedNulQuery(route) : null;
  if (smuggled) probes.push({ route, label: 'superQueryParams=encoded nul', values: smuggled, expectRefusal: true });
  if (!isQueryMethod(route) && route.bodyKind !== 'raw' && fields.length > 0) {
    probes.push({ route, label: 'form all=nul', values: Object.fromEntries(fields.map((f) => [f, TEXT_VARIANTS.nul])), form: true, expectRefusal: true });
  }
  return probes;
}

function pathOf(probe: Probe): string {
  return probe.route.path
    .split('/')
    .map((s) => (s.startsWith(':') ? (probe.segments?.[s.slice(1)] ?? 'k-fuzz-1') : s))
    .join('/');
}

async function send(probe: Probe, token: string | undefined): Promise<string | null> {
  const { route } = probe;
  const values = probe.values ?? {};
  const query = isQueryMethod(route) || route.bodyKind === 'raw'
    ? Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))
    : undefined;
  const form = !query && probe.form ? Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])) : undefined;
  const json = query || form ? undefined : values;
  const { status, body, response } = await call(backend, route.method, pathOf(probe), { token, query, json, form });
  const where = `${route.method} ${route.path} [${probe.label}]`;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return status === 200 ? null : `${where}: ${status} without an envelope`;
  if (typeof body.code !== 'number' || typeof body.msg !== 'string' || !('data' in body)) return `${where}: not an envelope`;
  if (status >= 500 || body.code >= 500) return `${where}: ${status} ${body.code} ${body.msg}`;
  if (probe.expectRefusal && token && body.code !== 400) return `${where}: NUL answered ${body.code} ${body.msg}`;
  return null;
}

/** The calls whose success would end the session the walk runs with. */
const SESSION_ENDING = new Set(['/api/app/base/app/sys/user/logout']);

async function walk(token: string | undefined, only: (p: Probe) => boolean): Promise<string[]> {
  const problems: string[] = [];
  for (const route of allRoutes) {
    if (token && SESSION_ENDING.has(route.path)) continue;
    for (const probe of probesOf(route).filter(only)) {
      const problem = await send(probe, token);
      if (problem) problems.push(problem);
    }
  }
  return problems;
}

async function auditEntries(): Promise<number> {
  const [row] = await backend.services.db.select({ n: count() }).from(sysAuditLog);
  return Number(row?.n ?? 0);
}

// The tests provoke thousands of refusals; their log lines are not what they read.
beforeAll(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

/** Each walk sends every probe to every route, so it grows with the route table; time enough for a busy machine. */
const WALK_TIMEOUT_MS = 600_000;

describe('hostile input on every route', () => {
  it('refuses a NUL anywhere as an administrator, and writes nothing', async () => {
    const before = await auditEntries();
    expect(await walk(adminToken, (p) => Boolean(p.expectRefusal))).toEqual([]);
    expect(await auditEntries()).toBe(before);
  }, WALK_TIMEOUT_MS);

  // With both legs (tests/support/legs.ts) the two longest walks are shared out: the administrator's
  // on PostgreSQL, the one without a session on PGlite. Run alone, a leg walks both.
  it.skipIf(leftToLeg('postgres'))('answers every other hostile value to an administrator with an envelope, never a server error', async () => {
    expect(await walk(adminToken, (p) => !p.expectRefusal)).toEqual([]);
    // The walk did not end or lose the administrator's session.
    expect((await call(backend, 'GET', '/api/app/base/sys/role/queryall', { token: adminToken })).body.code).toBe(0);
  }, WALK_TIMEOUT_MS);

  it.skipIf(leftToLeg('pglite'))('answers every hostile value without a session with an envelope, never a server error', async () => {
    expect(await walk(undefined, () => true)).toEqual([]);
  }, WALK_TIMEOUT_MS);
});

describe('refusals at the boundary say what is wrong, in the caller’s language', () => {
  const POSITIONS = '/api/app/base/sys/position';

  it('names the field whose text holds a control character, and stores nothing', async () => {
    const json = { code: 'NUL1', name: '岗位\u0000一', description: '说明' };
    const zh = await call(backend, 'POST', `${POSITIONS}/addOrUpdate`, { token: adminToken, json, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.status).toBe(400);
    // The refusal names the input too, so a form shows it at that field.
    expect(zh.body).toEqual({ code: 400, msg: '岗位名称含有不允许的控制字符', data: { field: 'name' } });
    const en = await call(backend, 'POST', `${POSITIONS}/addOrUpdate`, { token: adminToken, json: { ...json, name: 'ok', description: 'bell\u0007' }, headers: { 'accept-language': 'en-US' } });
    expect(en.body.msg).toMatch(/contains control characters/);
    const list = await call<{ total: number }>(backend, 'POST', `${POSITIONS}/query`, { token: adminToken, json: { code: 'NUL1' } });
    expect(list.body.data!.total).toBe(0);
  });

  it('refuses a NUL in a list filter, a search keyword and a routed key by naming the parameter', async () => {
    const filter = await call(backend, 'POST', `${POSITIONS}/query`, { token: adminToken, json: { name: '*a\u0000*' } });
    expect(filter.body).toMatchObject({ code: 400, msg: '参数 name 含有不允许的控制字符' });
    const keyword = await call(backend, 'GET', '/api/app/base/app/sys/user/list', { token: adminToken, query: { keyword: 'li\u0000' } });
    expect(keyword.body).toMatchObject({ code: 400, msg: '参数 keyword 含有不允许的控制字符' });
    const app = await call(backend, 'GET', '/api/app/base/app/sys/app/getByAppKey/fin%00crm');
    expect(app.body).toMatchObject({ code: 400, msg: '参数 appKey 含有不允许的控制字符' });
  });

  it('answers a path parameter that is not UTF-8 with 400, not a server error', async () => {
    for (const segment of ['%ff%fe', '%ED%A0%80', '%E4%B8']) {
      const detail = await call(backend, 'GET', `${POSITIONS}/detail/${segment}`, { token: adminToken });
      expect(detail.status).toBe(400);
      expect(detail.body).toEqual({ code: 400, msg: '路径参数 id 的编码无效', data: null });
    }
    const dict = await call(backend, 'GET', '/api/app/base/sys/dict/getDictItems/%ED%A0%80', { token: adminToken, headers: { 'accept-language': 'en-US' } });
    expect(dict.body).toMatchObject({ code: 400, msg: 'The path parameter code is not validly encoded' });
  });

  it('refuses Object.prototype names as sort column, filter and advanced-query field, and hidden fields alike', async () => {
    for (const column of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'password_hash']) {
      const sorted = await call(backend, 'POST', '/api/app/base/app/sys/user/query', { token: adminToken, json: { column } });
      expect(sorted.body, column).toMatchObject({ code: 400, msg: `不支持的排序字段：${column}` });
    }
    const filter = await call(backend, 'POST', '/api/app/base/app/sys/user/query', { token: adminToken, body: '{"constructor":"x"}', headers: { 'content-type': 'application/json' } });
    expect(filter.body).toMatchObject({ code: 400, msg: '不支持的查询字段：constructor' });
    // A hidden column is no filter: a password hash cannot be guessed by prefix.
    const hash = await call(backend, 'POST', '/api/app/base/app/sys/user/query', { token: adminToken, json: { password_hash: '$argon2*' } });
    expect(hash.body).toMatchObject({ code: 400, msg: '不支持的查询字段：password_hash' });
    const advanced = await call(backend, 'POST', '/api/app/base/app/sys/user/query', {
      token: adminToken, json: { superQueryParams: JSON.stringify([{ field: 'constructor', rule: 'eq', value: 'x' }]) },
    });
    expect(advanced.body).toMatchObject({ code: 400, msg: '不支持的查询字段：constructor' });
    // Columns asked for by name: the prototype's names are simply not columns.
    await call(backend, 'POST', `${POSITIONS}/addOrUpdate`, { token: adminToken, json: { code: 'FIELDS1', name: '字段岗位' } });
    const fields = await call<{ records: Record<string, unknown>[] }>(backend, 'POST', `${POSITIONS}/query`, { token: adminToken, json: { code: 'FIELDS1', field: 'constructor,__proto__,name' } });
    expect(fields.body.code).toBe(0);
    expect(Object.keys(fields.body.data!.records[0]!).sort()).toEqual(['name', 'position_key', 'version']);
  });

  it('refuses an object or an array where one filter value belongs, naming the parameter', async () => {
    for (const value of [{ a: 'b' }, ['x', 'y']]) {
      const res = await call(backend, 'POST', `${POSITIONS}/query`, { token: adminToken, json: { name: value } });
      expect(res.body).toMatchObject({ code: 400, msg: '参数 name 的类型不正确' });
    }
    const sort = await call(backend, 'POST', `${POSITIONS}/query`, { token: adminToken, json: { column: ['rank'] } });
    expect(sort.body).toMatchObject({ code: 400, msg: '参数 column 的类型不正确' });
  });

  it('refuses a NUL that arrives escaped inside JSON text: process form data, an advanced-query value', async () => {
    const lina = await loginAs(backend, 'lina');
    const started = await call(backend, 'POST', workflowPaths.startProcess, {
      token: lina.token, json: { processDefinitionKey: 'contract_approval', formData: '{"contract_name":"合同\\u0000","amount":1}' },
    });
    expect(started.body).toMatchObject({ code: 400, msg: '参数 formData.contract_name 含有不允许的控制字符' });
    const advanced = await call(backend, 'POST', `${POSITIONS}/query`, {
      token: adminToken, json: { superQueryParams: encodeURIComponent(JSON.stringify([{ field: 'name', rule: 'like', value: 'a\u0000b' }])) },
    });
    expect(advanced.body).toMatchObject({ code: 400, msg: '岗位名称含有不允许的控制字符' });
  });

  it('refuses a NUL in the public enquiry form and in the sign-in form before anything is counted or stored', async () => {
    const board = await call(backend, 'POST', '/api/fintech/biz/clue/public/submit', {
      json: { source: 'board', contact_name: '周明', mobile: '13912345678', content: '留言\u0000内容', website: '' },
      headers: { 'x-forwarded-for': '198.51.100.77' },
    });
    expect(board.body).toMatchObject({ code: 400, msg: '留言内容含有不允许的控制字符' });

    const limiter = memoryLoginLimiter({ perAccount: 5, perAddress: 50, windowSeconds: 60 });
    const check = vi.spyOn(limiter, 'check');
    const login = await handleGateway(new Request(`${ORIGIN}/api/app/base/app/sys/user/login`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'username=ad%00min&password=x',
    }), { upstream: upstreamOf((req) => backend.handle(req)), session: fakeSession(), limiter, locale: 'zh-CN', defaultAppKey: 'fincrm' });
    expect(await login.json()).toMatchObject({ code: 400, msg: '账号含有不允许的控制字符' });
    expect(check).not.toHaveBeenCalled();
  });
});
