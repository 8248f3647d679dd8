import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { call, createTestBackend, loginAs } from '../support/backend';

let backend: Backend;
let admin: { token: string; userKey: string };
beforeAll(async () => {
  backend = await createTestBackend();
  admin = await loginAs(backend, 'admin');
});
afterAll(async () => backend?.database.close());

const DEPART = '/api/app/base/sys/depart';
type Depart = { depart_key: string; depart_name: string; region: string | null; version: number };

const query = (filters: Record<string, unknown>) =>
  call<{ records: Depart[]; total: number }>(backend, 'POST', `${DEPART}/query`, { token: admin.token, json: { pageSize: 100, ...filters } });

describe('area values', () => {
  it('stores a province / city / district path and filters by any level of it', async () => {
    const created = await call<Depart>(backend, 'POST', `${DEPART}/addOrUpdate`, { token: admin.token, json: { depart_name: '成都分部', region: ['510000', '510100', '510104'] } });
    expect(created.body.code).toBe(0);
    expect(created.body.data!.region).toBe('510000,510100,510104');

    const sichuan = await query({ region: '510000*' });
    expect(sichuan.body.data!.records.map((d) => d.depart_name)).toEqual(['成都分部']);
    const shanghai = await query({ region: '310000,310100*' });
    expect(shanghai.body.data!.records.map((d) => d.depart_name)).toEqual(['华东销售组']);
    const exact = await query({ region: '440000,440300,440305' });
    expect(exact.body.data!.records.map((d) => d.depart_name)).toEqual(['华南销售组']);
  });

  it('refuses a value that is not a path of six-digit codes, each inside the one before', async () => {
    for (const region of ['510000,310100', 'abc', '51000', '510000,510100,510104,510104']) {
      const answer = await call(backend, 'POST', `${DEPART}/addOrUpdate`, { token: admin.token, json: { depart_name: `坏地区${region}`, region } });
      expect(answer.body.code, region).not.toBe(0);
    }
  });
});

describe('area names', () => {
  const names = (codes: string, signedIn = true) =>
    call<Record<string, string>>(backend, 'GET', `/api/app/base/app/sys/area/names?codes=${encodeURIComponent(codes)}`, signedIn ? { token: admin.token } : {});

  it('names the codes a list shows, at every level, and leaves out codes that name nothing', async () => {
    const answer = await names('440000,440100,440106,999999');
    expect(answer.body.code).toBe(0);
    expect(answer.body.data).toEqual({ '440000': '广东省', '440100': '广州市', '440106': '天河区' });
  });

  it('is for signed-in users, and refuses codes that are not six digits with a message', async () => {
    expect((await names('440000', false)).body.code).toBe(401);
    const bad = await names('440000,abc');
    expect(bad.body.code).not.toBe(0);
    expect(bad.body.msg).toBe('地区编码应为六位数字');
  });
});
