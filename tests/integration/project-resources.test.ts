import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { projectResourceEntity } from '@/lib/entities/project-resource';
import { call, createTestBackend, loginAs } from '../support/backend';

/**
 * A project's resources (资源 tab): kept by every member of the project, out of reach of everyone
 * else (by key too), with a period whose end is not before its start.
 */
type Session = { token: string; userKey: string };
type Resource = Record<string, unknown> & { resource_key: string; version: number };

let backend: Backend;
let zhang: Session; // manager of prj-demo-02
let wang: Session; // participant of prj-demo-02
let lina: Session; // manager of prj-demo-01 only … and participant of prj-demo-02
let outsider: Session;
const BASE = projectResourceEntity.apiBase;
const PROJECT = 'prj-demo-02';

beforeAll(async () => {
  backend = await createTestBackend();
  const admin = await loginAs(backend, 'admin');
  [zhang, wang, lina] = await Promise.all([loginAs(backend, 'zhangwei'), loginAs(backend, 'wangfang'), loginAs(backend, 'lina')]);
  const added = await call(backend, 'POST', '/api/app/base/app/sys/user/add', {
    token: admin.token, json: { username: 'resoutsider', realname: '钱多', password: 'Welcome2026', selectedroles: 'role-staff', selecteddeparts: 'dep-project' },
  });
  expect(added.body.code, added.body.msg).toBe(0);
  outsider = await loginAs(backend, 'resoutsider', 'Welcome2026');
});
afterAll(async () => backend?.database.close());

const save = (who: Session, json: Record<string, unknown>) => call<Resource>(backend, 'POST', `${BASE}/addOrUpdate`, { token: who.token, json });
const list = (who: Session, projectKey = PROJECT) => call<{ records: Resource[]; total: number }>(backend, 'POST', `${BASE}/query`, { token: who.token, json: { project_key: projectKey, pageSize: 200 } });
const good = { project_key: PROJECT, resource_name: '清算测试环境', resource_type: 'EQUIPMENT', project_role: '联调与压测', period_start: '2026-03-01', period_end: '2026-04-30', note: '两台服务器' };

describe('project resources', () => {
  it('are added, changed, listed and deleted by the members of the project', async () => {
    const created = await save(wang, good);
    expect(created.body.code, created.body.msg).toBe(0);
    const key = created.body.data!.resource_key;
    expect((await list(zhang)).body.data!.records.map((r) => r.resource_key)).toContain(key);
    const changed = await save(lina, { ...good, resource_key: key, version: created.body.data!.version, project_role: '压测' });
    expect(changed.body.code, changed.body.msg).toBe(0);
    expect(changed.body.data!.project_role).toBe('压测');
    const removed = await call(backend, 'POST', `${BASE}/deleteById`, { token: zhang.token, form: { id: key } });
    expect(removed.body.code).toBe(0);
    expect((await list(zhang)).body.data!.records.map((r) => r.resource_key)).not.toContain(key);
  });

  it('refuse a period ending before it starts, on create and on change', async () => {
    const bad = await save(zhang, { ...good, period_start: '2026-05-01', period_end: '2026-04-30' });
    expect(bad.body.code).not.toBe(0);
    expect(bad.body.msg).toBe('结束日期不能早于开始日期');
    const sameDay = await save(zhang, { ...good, period_start: '2026-05-01', period_end: '2026-05-01' });
    expect(sameDay.body.code, sameDay.body.msg).toBe(0);
    const { resource_key, version } = sameDay.body.data!;
    const moved = await save(zhang, { ...good, resource_key, version, period_start: '2026-06-01', period_end: '2026-05-01' });
    expect(moved.body.msg).toBe('结束日期不能早于开始日期');
  });

  it('need a known type', async () => {
    const res = await save(zhang, { ...good, resource_type: '' });
    expect(res.body.code).not.toBe(0);
  });

  it('are out of reach of those who cannot see the project, by key too', async () => {
    const created = (await save(zhang, good)).body.data!;
    expect((await list(outsider)).body.data!.records).toEqual([]);
    const add = await save(outsider, good);
    expect(add.status).toBe(403);
    expect(add.body.msg).toBe('您不是该项目的成员，无权操作');
    expect((await call(backend, 'GET', `${BASE}/detail/${created.resource_key}`, { token: outsider.token })).status).toBe(403);
    expect((await save(outsider, { ...good, resource_key: created.resource_key, version: created.version })).status).toBe(403);
    expect((await call(backend, 'POST', `${BASE}/deleteById`, { token: outsider.token, form: { id: created.resource_key } })).status).toBe(403);
    // Another project's member is an outsider here too.
    expect((await list(wang, 'prj-demo-01')).body.data!.records).toEqual([]);
  });
});
