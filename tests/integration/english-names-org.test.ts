import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { call, createTestBackend, loginAs } from '../support/backend';

/**
 * Roles and departments carry an optional English name beside their name (lib/entity/english-name.ts):
 * stored and checked like every field of theirs, and what English readers see wherever the role or
 * department is named (trees, pickers, the signed-in user's roles and departments), the name as
 * typed for Chinese readers and where no English name was given.
 */
let backend: Backend;
let admin: { token: string; userKey: string };
beforeAll(async () => {
  backend = await createTestBackend();
  admin = await loginAs(backend, 'admin');
});
afterAll(async () => backend?.database.close());

const ROLE = '/api/app/base/sys/role';
const DEPART = '/api/app/base/sys/depart';
const english = { 'accept-language': 'en-US' };
type Node = { key: string; title: string; depart_name?: string; children: Node[] };
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describe('a role’s English name', () => {
  it('is stored with the role, trimmed, and answered beside its name', async () => {
    const saved = await call<{ role_key: string; role_name_en: string | null }>(backend, 'POST', `${ROLE}/add`, { token: admin.token, json: { role_code: 'auditor_en', role_name: '审计员', role_name_en: '  Auditor ' } });
    expect(saved.body).toMatchObject({ code: 0, data: { role_name_en: 'Auditor' } });
    const all = await call<{ role_code: string; role_name: string; role_name_en: string | null }[]>(backend, 'GET', `${ROLE}/queryall`, { token: admin.token });
    expect(all.body.data!.find((r) => r.role_code === 'auditor_en')).toMatchObject({ role_name: '审计员', role_name_en: 'Auditor' });
  });

  it('is optional: a role without one keeps none', async () => {
    const saved = await call<{ role_name_en: string | null }>(backend, 'POST', `${ROLE}/add`, { token: admin.token, json: { role_code: 'plain_role', role_name: '普通角色', role_name_en: '' } });
    expect(saved.body).toMatchObject({ code: 0 });
    expect(saved.body.data!.role_name_en ?? null).toBeNull();
  });

  it('is refused with a clear message when it holds Chinese text, in the caller’s language', async () => {
    const chinese = await call(backend, 'POST', `${ROLE}/add`, { token: admin.token, json: { role_code: 'bad_role', role_name: '坏角色', role_name_en: '审计' } });
    expect(chinese.body).toMatchObject({ code: 400, msg: '英文名称不能含有中文字符、全角符号或换行' });
    const inEnglish = await call(backend, 'POST', `${ROLE}/add`, { token: admin.token, headers: english, json: { role_code: 'bad_role', role_name: '坏角色', role_name_en: 'Audit（HQ）' } });
    expect(inEnglish.body.msg).toBe('The English name may not contain Chinese characters, full-width punctuation or line breaks');
  });

  it('is refused when longer than 100 characters, saying how long it may be', async () => {
    const long = await call(backend, 'POST', `${ROLE}/add`, { token: admin.token, json: { role_code: 'long_role', role_name: '长名角色', role_name_en: 'A'.repeat(101) } });
    expect(long.body.code).toBe(400);
    expect(long.body.msg).toMatch(/100/);
    const list = await call<{ records: unknown[] }>(backend, 'GET', `${ROLE}/list`, { token: admin.token, query: { role_code: 'long_role' } });
    expect(list.body.data!.records).toHaveLength(0);
  });

  it('names the role to English readers in the role tree and among the signed-in user’s roles', async () => {
    const tree = (headers?: Record<string, string>) => call<{ role_code: string; title: string }[]>(backend, 'GET', `${ROLE}/queryTreeList`, { token: admin.token, headers });
    expect((await tree(english)).body.data!.find((r) => r.role_code === 'admin')?.title).toBe('System administrator');
    expect((await tree()).body.data!.find((r) => r.role_code === 'admin')?.title).toBe('系统管理员');
    // A role without an English name keeps its name for English readers too.
    expect((await tree(english)).body.data!.find((r) => r.role_code === 'plain_role')?.title).toBe('普通角色');
    const mine = await call<{ role_code: string; role_name: string }[]>(backend, 'GET', '/api/app/base/app/sys/user/queryUserRole', { token: admin.token, headers: english });
    expect(mine.body.data!.map((r) => r.role_name)).toEqual(['System administrator']);
  });
});

describe('a department’s English name', () => {
  it('is stored with the department and refused when it holds Chinese text', async () => {
    const saved = await call<{ depart_key: string; depart_name_en: string | null }>(backend, 'POST', `${DEPART}/add`, { token: admin.token, json: { depart_name: '风控部', depart_name_en: 'Risk control', parent_key: 'dep-hq' } });
    expect(saved.body).toMatchObject({ code: 0, data: { depart_name_en: 'Risk control' } });
    const refused = await call(backend, 'POST', `${DEPART}/add`, { token: admin.token, headers: english, json: { depart_name: '审计部', depart_name_en: '审计 Audit', parent_key: 'dep-hq' } });
    expect(refused.body).toMatchObject({ code: 400, msg: 'The English name may not contain Chinese characters, full-width punctuation or line breaks' });
  });

  it('titles the department in the trees English readers get, its name as typed kept beside it', async () => {
    const management = flatten((await call<Node[]>(backend, 'GET', `${DEPART}/queryTreeList`, { token: admin.token, headers: english })).body.data!);
    expect(management.find((n) => n.key === 'dep-finance')).toMatchObject({ title: 'Finance', depart_name: '财务部' });
    const pickers = flatten((await call<Node[]>(backend, 'GET', '/api/app/base/app/sys/depart/queryTreeList', { token: admin.token, headers: english })).body.data!);
    expect(pickers.find((n) => n.key === 'dep-sales-east')?.title).toBe('East China sales');
    const chinese = flatten((await call<Node[]>(backend, 'GET', '/api/app/base/app/sys/depart/queryTreeList', { token: admin.token })).body.data!);
    expect(chinese.find((n) => n.key === 'dep-sales-east')?.title).toBe('华东销售组');
    const found = await call<{ title: string }[]>(backend, 'GET', `${DEPART}/searchBy`, { token: admin.token, headers: english, query: { keyWord: 'Risk' } });
    expect(found.body.data!.map((d) => d.title)).toEqual(['Risk control']);
  });

  it('names the signed-in user’s departments in her language', async () => {
    const read = (headers?: Record<string, string>) => call<{ org_code_txt: string }>(backend, 'GET', `/api/app/base/app/sys/user/getUserInfo/${admin.userKey}`, { token: admin.token, headers });
    expect((await read(english)).body.data!.org_code_txt).toBe('IT');
    expect((await read()).body.data!.org_code_txt).toBe('信息技术部');
  });
});
