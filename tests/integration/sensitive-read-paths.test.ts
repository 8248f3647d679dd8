import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { allRoutes } from '@/lib/backend/routes';
import { XLSX_MIME } from '@/lib/contract/media-types';
import { ENTITIES } from '@/lib/entities';
import { customerContactEntity } from '@/lib/entities/customer-contact';
import type { EntityDef } from '@/lib/entity/types';
import { call, createTestBackend, loginAs } from '../support/backend';

/**
 * Every way a sensitive value could leave the server answers it masked to a reader who neither owns
 * the record nor holds 查看敏感信息 (docs/entities.md, "Sensitive fields"). The calls of the entity
 * are found in the route table, not listed here: every call under the entity's own address (its
 * generic calls, its declared actions, every feature's calls) is made as lina, so a feature's new
 * call is held to the rule as soon as it exists. Beside them, the ways out that serve every entity:
 * the global search and a record's history. A call under the address that does not answer records
 * (a delete) is named in NOT_READS with why; a call that is neither read nor named fails the test.
 */

const ENTITY = customerContactEntity;
/** 陈静 at 上海浦江信托, entered by admin: lina, whose department holds the customer, reads it masked. */
const KEY = 'con-demo-01';
const CUSTOMER = 'cus-demo-01';
/** Set by admin before the calls, so the history holds the old and the new value too. */
const MOBILE = '13901000011';
const OLD_MOBILE = '13901000001';
const MASKED = '139****0011';

/** Calls under the address that answer no record: each with why it is not read here. */
const NOT_READS: Record<string, string> = {
  'POST deleteById': 'deletes the record and answers nothing of it',
  'POST deleteBatch': 'deletes records and answers how many',
};

/** What a call needs to answer about the record, by its name under the address (its path after the entity's address). */
function bodyOf(name: string, stored: Record<string, unknown>): unknown {
  if (name === 'query') return { customer_key: CUSTOMER };
  if (name === 'exportXls') return { customer_key: CUSTOMER };
  // A save answers the record: the form sent back as lina read it changes nothing.
  if (name === 'addOrUpdate') return stored;
  if (name === 'duplicates') return { values: { mobile: MOBILE, contact_name: '陈静' } };
  if (name === 'reveal/:id') return { field: 'mobile' };
  return { id: KEY, ids: [KEY] };
}

/** The calls that may refuse lina, with the status: she may not reveal. */
const REFUSED: Record<string, number> = { 'POST reveal/:id': 403 };

/** The calls that answer the record itself: their answers must show its mask (so the record really was in them). */
const ANSWERS_THE_RECORD = ['POST query', 'GET detail/:id', 'POST exportXls', 'POST addOrUpdate'];

/** The entity a path belongs to: the one whose address is its longest start (a visit's calls live under its contact's address). */
function ownerOf(path: string): EntityDef | undefined {
  return ENTITIES.filter((e) => path.startsWith(`${e.apiBase}/`)).sort((a, b) => b.apiBase.length - a.apiBase.length)[0];
}

async function textOf(response: Response): Promise<string> {
  if (response.headers.get('content-type')?.startsWith(XLSX_MIME)) {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const cells: string[] = [];
    workbook.eachSheet((sheet) => sheet.eachRow((row) => cells.push((row.values as unknown[]).map(String).join('|'))));
    return cells.join('\n');
  }
  return response.text();
}

let backend: Backend;
let lina: { token: string; userKey: string };
let read: Record<string, unknown>;
beforeAll(async () => {
  backend = await createTestBackend();
  const admin = await loginAs(backend, 'admin');
  lina = await loginAs(backend, 'lina');
  const stored = await call<Record<string, unknown>>(backend, 'GET', `${ENTITY.apiBase}/detail/${KEY}`, { token: admin.token });
  expect(stored.body.data!.mobile).toBe(OLD_MOBILE);
  const changed = await call(backend, 'POST', `${ENTITY.apiBase}/addOrUpdate`, { token: admin.token, json: { ...stored.body.data, mobile: MOBILE } });
  expect(changed.body.code, changed.body.msg).toBe(0);
  read = (await call<Record<string, unknown>>(backend, 'GET', `${ENTITY.apiBase}/detail/${KEY}`, { token: lina.token })).body.data!;
});
afterAll(async () => backend?.database.close());

const callsOfEntity = () => allRoutes.filter((route) => ownerOf(route.path) === ENTITY).map((route) => ({ route, name: `${route.method} ${route.path.slice(ENTITY.apiBase.length + 1)}` }));

describe(`every read path of ${ENTITY.name} masks its mobile for a reader without 查看敏感信息`, () => {
  it('lina reads the record masked to begin with', () => {
    expect(read.mobile).toBe(MASKED);
  });

  it('the entity’s calls are found in the route table, the generic ones among them', () => {
    const names = callsOfEntity().map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining([...ANSWERS_THE_RECORD, ...Object.keys(NOT_READS)]));
  });

  it('every call under the entity’s address answers the value masked, or nothing of it', async () => {
    for (const { route, name } of callsOfEntity()) {
      if (NOT_READS[name]) continue;
      const path = route.path.replace(':id', KEY);
      const subPath = name.slice(name.indexOf(' ') + 1);
      const { status, response } = route.method === 'GET'
        ? await call(backend, 'GET', path, { token: lina.token, query: { id: KEY } })
        : await call(backend, route.method, path, { token: lina.token, json: bodyOf(subPath, read) });
      expect(status, `${name} answered ${status}`).toBe(REFUSED[name] ?? 200);
      const text = await textOf(response);
      expect(text, name).not.toContain(MOBILE);
      expect(text, name).not.toContain(OLD_MOBILE);
      if (ANSWERS_THE_RECORD.includes(name)) expect(text, name).toContain(MASKED);
    }
  });

  it('the global search answers the contact found by its name with nothing of its number', async () => {
    const res = await call<{ groups: { entity: string; hits: { key: string }[] }[] }>(backend, 'POST', '/api/app/base/search/global', { token: lina.token, json: { q: '陈静' } });
    expect(res.body.data!.groups.find((g) => g.entity === ENTITY.name)?.hits.map((h) => h.key)).toContain(KEY);
    expect(JSON.stringify(res.body)).not.toContain(MOBILE);
    expect(JSON.stringify(res.body)).not.toContain(OLD_MOBILE);
  });

  it('the record’s history shows the change masked on both sides', async () => {
    const res = await call<{ action: string; changes: { field: string; old: unknown; new: unknown }[] }[]>(backend, 'GET', '/api/app/base/sys/audit/list', { token: lina.token, query: { entity: ENTITY.name, recordKey: KEY } });
    expect(res.body.code, res.body.msg).toBe(0);
    expect(res.body.data!.flatMap((e) => e.changes).filter((c) => c.field === 'mobile')).toContainEqual({ field: 'mobile', old: '139****0001', new: MASKED });
    expect(JSON.stringify(res.body)).not.toContain(MOBILE);
    expect(JSON.stringify(res.body)).not.toContain(OLD_MOBILE);
  });
});
