import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { call, createTestBackend, loginAs } from '../support/backend';

/*
 * A list reads its references' labels in the page's own statement; a detail reads them with a
 * query per reference field. Both must answer the same labels for every record.
 */

let backend: Backend;
let admin: { token: string };

beforeAll(async () => {
  backend = await createTestBackend();
  admin = await loginAs(backend, 'admin');
});
afterAll(async () => {
  await backend?.database.close();
});

type Labelled = Record<string, unknown> & { ref_labels?: Record<string, string> };

/** Kinds whose demo records name others: one key, several keys (a project's contacts), and their own kind. */
const KINDS = [
  { apiBase: '/api/crm/customer/contact', key: 'contact_key' },
  { apiBase: '/api/eis/restful/project', key: 'project_key' },
  { apiBase: '/api/crm/customer', key: 'customer_key' },
];

describe('reference labels on a list page', () => {
  it('are those the record’s detail answers, including references that name several records', async () => {
    let labelled = 0;
    let severalKeys = 0;
    for (const { apiBase, key } of KINDS) {
      const page = await call<{ records: Labelled[] }>(backend, 'POST', `${apiBase}/query`, { token: admin.token, json: { pageSize: 100 } });
      expect(page.body.code, page.body.msg).toBe(0);
      for (const record of page.body.data!.records) {
        expect(Object.keys(record).some((column) => column.startsWith('__'))).toBe(false);
        const detail = await call<Labelled>(backend, 'GET', `${apiBase}/detail/${String(record[key])}`, { token: admin.token });
        expect(record.ref_labels, `${apiBase} ${String(record[key])}`).toEqual(detail.body.data!.ref_labels);
        if (record.ref_labels) labelled += 1;
        if (Object.values(record).some((value) => typeof value === 'string' && value.includes(',') && Object.keys(record.ref_labels ?? {}).length > 1)) severalKeys += 1;
      }
    }
    expect(labelled).toBeGreaterThan(5);
    expect(severalKeys).toBeGreaterThan(0);
  });
});
