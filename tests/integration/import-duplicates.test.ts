// @database postgres: duplicate matching of imported rows in SQL.
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmCustomer, crmCustomerContact, excelImportWritten } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { IMPORT_DUPLICATES_KEPT } from '@/lib/contract/import-duplicates';
import { excelPaths } from '@/lib/contract/excel-paths';
import { call, createTestBackend, loginAs } from '../support/backend';
import { importRows } from '../support/excel-import';

/**
 * Likely duplicates on import: rows whose declared value matches a stored record or another row of
 * the file are imported all the same and reported as warnings, compared as the form's warning
 * compares them; what the importer may not read is counted, never named.
 */

let backend: Backend;
let admin: { token: string };
let lina: { token: string };
beforeAll(async () => {
  backend = await createTestBackend();
  admin = await loginAs(backend, 'admin');
  lina = await loginAs(backend, 'lina');
});
afterAll(async () => backend?.database.close());

async function errorReasons(jobId: string, token: string): Promise<[unknown, unknown][]> {
  const { response } = await call(backend, 'GET', excelPaths.errors(jobId), { token });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const rows: [unknown, unknown][] = [];
  workbook.worksheets[0]!.eachRow((row, n) => {
    const cells = (row.values as unknown[]).slice(1);
    if (n > 1) rows.push([cells[0], cells[cells.length - 1]]);
  });
  return rows;
}

describe('importing customers', () => {
  it('imports names that differ from stored ones only in width, spaces or the 有限责任公司 form, and reports them', async () => {
    const [taken] = await backend.database.db.select({ code: crmCustomer.credit_code }).from(crmCustomer).where(eq(crmCustomer.customer_key, 'cus-demo-03'));
    const { jobId, progress } = await importRows(backend, lina.token, 'customer', [
      ['客户名称*', '统一社会信用代码'],
      ['上海浦江信托　有限责任公司', null],
      ['杭州钱塘财富管理（有限责任公司）', null],
      ['导入查重信用代码公司', taken!.code],
      // 深圳前海 belongs to the south sales group, outside 李娜's scope.
      ['深圳前海跨境金融服务有限责任公司', null],
      ['导入查重新公司甲有限公司', null],
      ['导入查重新公司甲 有限责任公司', null],
      ['导入查重全新的公司', null],
    ]);
    expect(progress).toMatchObject({ total: 7, succeeded: 6, failed: 1, duplicateCount: 4 });
    expect(progress.duplicates).toEqual([
      { kind: 'existing', row: 2, field: 'customer_name', value: '上海浦江信托　有限责任公司', hits: [{ key: 'cus-demo-01', title: '上海浦江信托有限公司', href: '/crm/customer/cus-demo-01' }], hidden: 0 },
      { kind: 'existing', row: 3, field: 'customer_name', value: '杭州钱塘财富管理（有限责任公司）', hits: [{ key: 'cus-demo-02', title: '杭州钱塘财富管理有限公司', href: '/crm/customer/cus-demo-02' }], hidden: 0 },
      { kind: 'existing', row: 5, field: 'customer_name', value: '深圳前海跨境金融服务有限责任公司', hits: [], hidden: 1 },
      { kind: 'row', row: 7, field: 'customer_name', value: '导入查重新公司甲 有限责任公司', sameAsRow: 6 },
    ]);
    // A credit code already on file is still refused by the field's own unique rule, as before.
    expect(await errorReasons(jobId, lina.token)).toEqual([[4, '统一社会信用代码已存在，请更换']]);
    const names = await backend.database.db.select({ name: crmCustomer.customer_name }).from(crmCustomer).where(eq(crmCustomer.create_by, (await loginAs(backend, 'lina')).userKey));
    expect(names.map((n) => n.name)).toEqual(expect.arrayContaining(['上海浦江信托　有限责任公司', '深圳前海跨境金融服务有限责任公司', '导入查重新公司甲有限公司', '导入查重新公司甲 有限责任公司']));
  });
});

describe('importing contacts', () => {
  it('reports phones already on file, in whatever form they were stored, and phones repeated in the file', async () => {
    // A contact kept from before the phone rule, its number written with the country code and dashes.
    await backend.database.db.insert(crmCustomerContact).values({
      contact_key: 'con-import-legacy', customer_key: 'cus-demo-02', contact_name: '旧系统联系人', mobile: '+86 139-0300-0009', belong_depart: 'dep-sales-east', create_by: 'usr-admin',
    });
    const { progress } = await importRows(backend, lina.token, 'customerContact', [
      ['所属客户*', '姓名*', '手机号*'],
      ['杭州钱塘财富管理有限公司', '陈静（导入）', '13901000001'],
      ['杭州钱塘财富管理有限公司', '旧号码联系人', 13903000009],
      ['杭州钱塘财富管理有限公司', '林晓（导入）', '13902000001'],
      ['杭州钱塘财富管理有限公司', '导入甲', '13700001111'],
      ['杭州钱塘财富管理有限公司', '导入乙', '13700001111'],
    ]);
    expect(progress).toMatchObject({ total: 5, succeeded: 5, failed: 0, duplicateCount: 4 });
    expect(progress.duplicates).toEqual([
      // A contact opens on its customer's page.
      { kind: 'existing', row: 2, field: 'mobile', value: '13901000001', hits: [{ key: 'con-demo-01', title: '陈静', href: '/crm/customer/cus-demo-01' }], hidden: 0 },
      { kind: 'existing', row: 3, field: 'mobile', value: '13903000009', hits: [{ key: 'con-import-legacy', title: '旧系统联系人', href: '/crm/customer/cus-demo-02' }], hidden: 0 },
      // 林晓 is a contact of a south customer: 李娜 learns only that one exists.
      { kind: 'existing', row: 4, field: 'mobile', value: '13902000001', hits: [], hidden: 1 },
      { kind: 'row', row: 6, field: 'mobile', value: '13700001111', sameAsRow: 5 },
    ]);
  });

  it('names the stored record to an importer who may read it', async () => {
    const { progress } = await importRows(backend, admin.token, 'customerContact', [
      ['所属客户*', '姓名*', '手机号*'],
      ['深圳前海跨境金融服务有限公司', '黄海（管理员导入）', '13902000002'],
    ]);
    expect(progress.duplicates).toEqual([
      { kind: 'existing', row: 2, field: 'mobile', value: '13902000002', hits: [{ key: 'con-demo-07', title: '黄海', href: '/crm/customer/cus-demo-06' }], hidden: 0 },
    ]);
  });

  it('names the earlier row across batches, keeps the first warnings and counts them all', async () => {
    const repeated = '13600002222';
    const rows: unknown[][] = [['所属客户*', '姓名*', '手机号*'], ['上海浦江信托有限公司', '批量首行', repeated]];
    // A first batch of other phones, then rows repeating the first row's phone in the next batch.
    for (let i = 1; i < 500; i += 1) rows.push(['上海浦江信托有限公司', `批量联系人${i}`, `1350000${String(i).padStart(4, '0')}`]);
    const repeats = IMPORT_DUPLICATES_KEPT + 30;
    for (let i = 0; i < repeats; i += 1) rows.push(['上海浦江信托有限公司', `批量重复${i}`, repeated]);
    const { jobId, progress } = await importRows(backend, admin.token, 'customerContact', rows);
    expect(progress).toMatchObject({ total: 500 + repeats, succeeded: 500 + repeats, failed: 0, duplicateCount: repeats });
    expect(progress.duplicates).toHaveLength(IMPORT_DUPLICATES_KEPT);
    // Row 502 is the first of the second batch: the record row 2 wrote is named as that row.
    expect(progress.duplicates[0]).toEqual({ kind: 'row', row: 502, field: 'mobile', value: repeated, sameAsRow: 2 });
    expect(progress.duplicates.every((d) => d.kind === 'row' && d.sameAsRow === 2)).toBe(true);
    expect(progress.duplicates.map((d) => d.row)).toEqual(Array.from({ length: IMPORT_DUPLICATES_KEPT }, (_, i) => 502 + i));
    // What the import remembered of its rows goes when it finishes.
    expect(await backend.database.db.select().from(excelImportWritten).where(eq(excelImportWritten.import_key, jobId))).toEqual([]);
  });
});

describe('importing what declares no duplicates', () => {
  it('reports none', async () => {
    const { progress } = await importRows(backend, admin.token, 'position', [['岗位编码*', '岗位名称*'], ['DUPNONE1', '同名岗位'], ['DUPNONE2', '同名岗位']]);
    expect(progress).toMatchObject({ succeeded: 2, duplicateCount: 0, duplicates: [] });
  });
});
