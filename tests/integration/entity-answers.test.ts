import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { actionCountSchema, auditEntriesSchema, entityRecordSchema, noDataSchema, recordPageSchema } from '@/lib/contract/entity-answers';
import { checkedCall, checkedCalls } from '../support/answers';
import { createTestBackend, loginAs } from '../support/backend';
import { newCustomerKey } from '../support/customers';

/**
 * The generic calls of a declared entity answer what their contract says
 * (lib/contract/entity-answers.ts): positions created, listed, read, changed, deleted one and
 * several at a time with their history, and a declared action on a customer; each answer parsed
 * strictly where its shape is fixed (the page, the history), a record by its own declaration.
 */

type Session = { token: string; userKey: string };
const POSITIONS = '/api/app/base/sys/position';

let backend: Backend;
let admin: Session;
let lina: Session;

beforeAll(async () => {
  backend = await createTestBackend();
  [admin, lina] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina')]);
});
afterAll(async () => {
  await backend?.database.close();
});

const { post } = checkedCalls(() => backend);

describe('the generic entity calls answer as their contract says', () => {
  it('query, addOrUpdate, detail, deleteById, deleteBatch and the history', async () => {
    const created = await post(admin, entityRecordSchema, `${POSITIONS}/addOrUpdate`, { code: 'QA', name: '质量专员', rank: 2 });
    const key = String(created.position_key);
    const changed = await post(admin, entityRecordSchema, `${POSITIONS}/addOrUpdate`, { position_key: key, version: created.version, code: 'QA', name: '质量主管', rank: 3 });
    expect(changed.name).toBe('质量主管');
    const page = await post(admin, recordPageSchema, `${POSITIONS}/query`, { pageNo: 1, pageSize: 5, code: 'QA' });
    expect(page.records.map((r) => r.position_key)).toEqual([key]);
    expect((await checkedCall(backend, entityRecordSchema, 'GET', `${POSITIONS}/detail/${key}`, { token: admin.token })).name).toBe('质量主管');

    const history = await checkedCall(backend, auditEntriesSchema, 'GET', '/api/app/base/sys/audit/list', { token: admin.token, query: { entity: 'position', recordKey: key } });
    expect(history.map((h) => h.action)).toEqual(['update', 'create']);

    const other = await post(admin, entityRecordSchema, `${POSITIONS}/addOrUpdate`, { code: 'QB', name: '质量助理' });
    expect(await checkedCall(backend, noDataSchema, 'POST', `${POSITIONS}/deleteById`, { token: admin.token, form: { id: key } })).toBeNull();
    expect(await checkedCall(backend, noDataSchema, 'POST', `${POSITIONS}/deleteBatch`, { token: admin.token, form: { ids: String(other.position_key) } })).toBeNull();
  });

  it('a declared action answers how many records it moved', async () => {
    const customer = await newCustomerKey(backend, lina.token);
    expect((await post(lina, actionCountSchema, '/api/crm/customer/changeStatus', { ids: customer, status: 'signed' })).count).toBe(1);
  });
});
