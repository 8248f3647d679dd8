// @database postgres: duplicate matching in SQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparableSql } from '@/lib/backend/entity/features/duplicates/duplicate-matches';
import type { Backend } from '@/lib/backend/instance';
import { comparable, type DuplicateAnswer, type DuplicateMatch } from '@/lib/entity/features/duplicates/duplicates';
import { call, createTestBackend, loginAs } from '../support/backend';

/** Likely duplicates: the form's warning call, and the stored values compared as the typed ones are. */

let backend: Backend;
let lina: { token: string };
beforeAll(async () => {
  backend = await createTestBackend();
  lina = await loginAs(backend, 'lina');
});
afterAll(async () => backend?.database.close());

const duplicates = async (who: { token: string }, path: string, values: Record<string, unknown>, key?: string) =>
  call<DuplicateAnswer>(backend, 'POST', `${path}/duplicates`, { token: who.token, json: { values, ...(key ? { key } : {}) } });

describe('the comparable form of a value', () => {
  const samples: [DuplicateMatch, string][] = [
    ['companyName', '上海浦江信托有限公司'],
    ['companyName', ' 上海浦江信托 有限责任公司 '],
    ['companyName', '上海（浦江）信托股份有限公司'],
    ['companyName', 'ＡＢＣ　Ｃａｐｉｔａｌ (Shanghai) Co.'],
    ['companyName', 'Tab\tand\nnewline'],
    ['phone', '+86 139-0100-0001'],
    ['phone', '(021) 6888 1234'],
    ['phone', '１３９０１０００００１'],
    ['same', ' 91310000MA1FL5A2K '],
  ];

  it('is the same in the database as in the browser, for every way of comparing', async () => {
    for (const [match, text] of samples) {
      const answered = (await backend.database.db.execute(sql`select ${comparableSql(match, sql`${text}::text`)} as value`)) as { rows: { value: string }[] };
      const expected = comparable(match, text);
      // Below the least length there is nothing to compare; the server asks nothing then.
      if (expected !== null) expect([match, text, answered.rows[0]!.value]).toEqual([match, text, expected]);
    }
  });

  it('ignores width, spaces, brackets and the 有限责任公司 form of a name, and the country code of a phone', () => {
    expect(comparable('companyName', ' 上海浦江信托 有限责任公司 ')).toBe(comparable('companyName', '上海浦江信托有限公司'));
    expect(comparable('companyName', '上海（浦江）信托')).toBe(comparable('companyName', '上海浦江信托'));
    expect(comparable('companyName', 'ＡＢＣ　Ｃａｐｉｔａｌ')).toBe('abccapital');
    expect(comparable('phone', '+86 139-0100-0001')).toBe('13901000001');
    expect(comparable('phone', '12')).toBeNull();
  });
});

describe('{apiBase}/duplicates', () => {
  it('names and links a customer whose name differs only in its form, but not the record being edited', async () => {
    const answer = await duplicates(lina, '/api/crm/customer', { customer_name: '上海浦江信托 有限责任公司' });
    expect(answer.body.code).toBe(0);
    expect(answer.body.data).toEqual([{ field: 'customer_name', hits: [{ key: 'cus-demo-01', title: '上海浦江信托有限公司', href: '/crm/customer/cus-demo-01' }], hidden: 0 }]);
    expect((await duplicates(lina, '/api/crm/customer', { customer_name: '上海浦江信托有限公司' }, 'cus-demo-01')).body.data).toEqual([]);
    expect((await duplicates(lina, '/api/crm/customer', { customer_name: '一家全新的公司' })).body.data).toEqual([]);
  });

  it('counts without naming a customer the caller may not read', async () => {
    // 深圳前海 belongs to the south sales group, outside 李娜's scope.
    const answer = await duplicates(lina, '/api/crm/customer', { customer_name: '深圳前海跨境金融服务有限责任公司' });
    expect(answer.body.data).toEqual([{ field: 'customer_name', hits: [], hidden: 1 }]);
  });

  it('finds a contact by the digits of a phone, linking the customer it belongs to', async () => {
    const answer = await duplicates(lina, '/api/crm/customer/contact', { mobile: '+86 139-0100-0001' });
    expect(answer.body.data).toEqual([{ field: 'mobile', hits: [{ key: 'con-demo-01', title: '陈静', href: '/crm/customer/cus-demo-01' }], hidden: 0 }]);
  });

  it('asks the caller to be signed in', async () => {
    expect((await call(backend, 'POST', '/api/crm/customer/duplicates', { json: { values: { customer_name: '上海浦江信托' } } })).body.code).toBe(401);
  });
});
