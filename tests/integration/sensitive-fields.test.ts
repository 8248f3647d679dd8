import ExcelJS from 'exceljs';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysAuditLog } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import type { GlobalSearchAnswer } from '@/lib/contract/global-search';
import type { RevealAnswer } from '@/lib/contract/sensitive-reveal-schemas';
import { MASKED_FIELDS } from '@/lib/entity/features/sensitive/fields';
import { call, createTestBackend, loginAs } from '../support/backend';
import { importRows } from '../support/excel-import';

/**
 * Sensitive fields (docs/entities.md, "Sensitive fields"): the demo contacts were entered by admin,
 * so lina (whose department holds their customers) reads their mobiles and e-mails masked on every
 * path out of the server, while admin reads them whole; a bank account lina's customer gave her is
 * hers to read and masked to admin. 查看敏感信息 reveals one value at a time, into the audit trail.
 */
let backend: Backend;
type Session = { token: string; userKey: string };
let admin: Session;
let lina: Session;
beforeAll(async () => {
  backend = await createTestBackend();
  [admin, lina] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina')]);
});
afterAll(async () => backend?.database.close());

const CONTACT = '/api/crm/customer/contact';
const ACCOUNT = '/api/crm/customer/account';
type Rec = Record<string, unknown> & { version: number };
type Page = { records: Rec[] };

const query = (who: Session, base: string, json: Record<string, unknown>) => call<Page>(backend, 'POST', `${base}/query`, { token: who.token, json });
const detail = (who: Session, base: string, key: string) => call<Rec>(backend, 'GET', `${base}/detail/${key}`, { token: who.token });
const save = (who: Session, base: string, json: Record<string, unknown>) => call<Rec>(backend, 'POST', `${base}/addOrUpdate`, { token: who.token, json });
const reveal = (who: Session, base: string, key: string, field: string) => call<RevealAnswer>(backend, 'POST', `${base}/reveal/${key}`, { token: who.token, json: { field } });

async function contactOf(who: Session, key: string): Promise<Rec> {
  const res = await detail(who, CONTACT, key);
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.data!;
}

async function sheetRows(who: Session, base: string, json: Record<string, unknown>): Promise<unknown[][]> {
  const { response } = await call(backend, 'POST', `${base}/exportXls`, { token: who.token, json });
  expect(response.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function sheetText(who: Session, base: string, json: Record<string, unknown>): Promise<string> {
  return (await sheetRows(who, base, json)).map((row) => row.map(String).join('|')).join('\n');
}

describe('reading sensitive values', () => {
  it('the list masks a colleague’s contact for lina and names the masked fields; admin, who entered it, reads it whole', async () => {
    const mine = await query(lina, CONTACT, { customer_key: 'cus-demo-01' });
    const chen = mine.body.data!.records.find((r) => r.contact_key === 'con-demo-01')!;
    expect(chen.mobile).toBe('139****0001');
    expect(chen[MASKED_FIELDS]).toEqual(['mobile']);
    expect(JSON.stringify(mine.body)).not.toContain('13901000001');

    const admins = await query(admin, CONTACT, { customer_key: 'cus-demo-01' });
    const whole = admins.body.data!.records.find((r) => r.contact_key === 'con-demo-01')!;
    expect(whole.mobile).toBe('13901000001');
    expect(whole).not.toHaveProperty(MASKED_FIELDS);
  });

  it('a list asked for some fields only is masked as well (the owner is looked up)', async () => {
    const res = await query(lina, CONTACT, { customer_key: 'cus-demo-01', field: 'contact_name,mobile' });
    expect(res.body.data!.records.map((r) => r.mobile)).toEqual(expect.arrayContaining(['139****0001', '139****0002']));
    const own = await query(admin, CONTACT, { customer_key: 'cus-demo-01', field: 'contact_name,mobile' });
    expect(own.body.data!.records.map((r) => r.mobile)).toEqual(expect.arrayContaining(['13901000001']));
  });

  it('the detail masks it too', async () => {
    expect((await contactOf(lina, 'con-demo-01')).mobile).toBe('139****0001');
    expect((await contactOf(admin, 'con-demo-01')).mobile).toBe('13901000001');
  });

  it('the owner reads its own record whole: lina’s customer’s bank account is masked to admin only', async () => {
    const linas = await query(lina, ACCOUNT, { customer_key: 'cus-demo-01' });
    expect(linas.body.data!.records.map((r) => r.account_no)).toEqual(expect.arrayContaining(['1001244309300123456']));
    const admins = await query(admin, ACCOUNT, { customer_key: 'cus-demo-01' });
    const masked = admins.body.data!.records.find((r) => r.account_key === 'acc-demo-01')!;
    expect(masked.account_no).toBe('1001 **** **** *** 3456');
    expect(JSON.stringify(admins.body)).not.toContain('1001244309300123456');
  });

  it('the Excel export carries the masks, never the values', async () => {
    const text = await sheetText(lina, CONTACT, { customer_key: 'cus-demo-01', columns: ['contact_name', 'mobile'] });
    expect(text).toContain('139****0001');
    expect(text).not.toContain('13901000001');
    expect(await sheetText(admin, CONTACT, { customer_key: 'cus-demo-01', columns: ['contact_name', 'mobile'] })).toContain('13901000001');
  });

  it('the global search does not match the number for lina, and answers a hit found by the name with the number masked', async () => {
    // Matching a number she reads masked would read it back (sensitive-queries.test.ts).
    const byNumber = await call<GlobalSearchAnswer>(backend, 'POST', '/api/app/base/search/global', { token: lina.token, json: { q: '13901000001' } });
    expect(byNumber.body.code, byNumber.body.msg).toBe(0);
    expect(byNumber.body.data!.groups.find((g) => g.entity === 'customerContact')?.hits.map((h) => h.key) ?? []).not.toContain('con-demo-01');
    const res = await call<GlobalSearchAnswer>(backend, 'POST', '/api/app/base/search/global', { token: lina.token, json: { q: '陈静' } });
    const hit = res.body.data!.groups.find((g) => g.entity === 'customerContact')?.hits.find((h) => h.key === 'con-demo-01');
    expect(hit).toMatchObject({ title: '陈静' });
    expect(JSON.stringify(res.body)).not.toContain('13901000001');
  });

  it('the record’s history shows old and new values masked to a reader who does not own it', async () => {
    const contact = await contactOf(admin, 'con-demo-02');
    expect((await save(admin, CONTACT, { ...contact, mobile: '13901000022' })).body.code).toBe(0);
    const history = await call<{ action: string; changes: { field: string; old: unknown; new: unknown }[] }[]>(backend, 'GET', '/api/app/base/sys/audit/list', { token: lina.token, query: { entity: 'customerContact', recordKey: 'con-demo-02' } });
    expect(history.body.code, history.body.msg).toBe(0);
    const change = history.body.data!.find((e) => e.action === 'update')!.changes.find((c) => c.field === 'mobile');
    expect(change).toEqual({ field: 'mobile', old: '139****0002', new: '139****0022' });
    expect(JSON.stringify(history.body)).not.toContain('13901000022');
    expect(JSON.stringify(history.body)).not.toContain('13901000002');
    const own = await call<{ action: string; changes: { field: string; new: unknown }[] }[]>(backend, 'GET', '/api/app/base/sys/audit/list', { token: admin.token, query: { entity: 'customerContact', recordKey: 'con-demo-02' } });
    expect(own.body.data!.find((e) => e.action === 'update')!.changes.find((c) => c.field === 'mobile')?.new).toBe('13901000022');
  });
});

describe('saving a record read masked', () => {
  it('the form sent back with the mask keeps the stored value and changes the rest', async () => {
    const shown = await contactOf(lina, 'con-demo-03');
    expect(shown.mobile).toBe('139****0003');
    const res = await save(lina, CONTACT, { ...shown, job_title: '董事总经理' });
    expect(res.body.code, res.body.msg).toBe(0);
    // The answer is masked too; the stored value is as it was.
    expect(res.body.data!.mobile).toBe('139****0003');
    const stored = await contactOf(admin, 'con-demo-03');
    expect(stored).toMatchObject({ mobile: '13901000003', job_title: '董事总经理' });
  });

  it('a value typed anew replaces it', async () => {
    const shown = await contactOf(lina, 'con-demo-04');
    expect((await save(lina, CONTACT, { ...shown, mobile: '13901000044' })).body.code).toBe(0);
    expect((await contactOf(admin, 'con-demo-04')).mobile).toBe('13901000044');
  });

  it('an exported sheet imported again keeps the stored values it carries masked', async () => {
    const rows = await sheetRows(lina, CONTACT, { customer_key: 'cus-demo-02', columns: ['customer_key', 'contact_name', 'job_title', 'mobile'] });
    const zhou = rows.findIndex((row) => row[1] === '周立');
    expect(rows[zhou]![3]).toBe('139****0003');
    rows[zhou]![2] = '执行总经理';
    const { progress } = await importRows(backend, lina.token, 'customerContact', [rows[0]!, rows[zhou]!]);
    expect(progress).toMatchObject({ succeeded: 1, failed: 0 });
    const stored = await contactOf(admin, 'con-demo-03');
    expect(stored).toMatchObject({ mobile: '13901000003', job_title: '执行总经理' });
  });

  it('another mask, or a mask on a new record, is refused rather than stored', async () => {
    const shown = await contactOf(lina, 'con-demo-05');
    const other = await save(lina, CONTACT, { ...shown, mobile: '139****9999' });
    expect(other.body.code).toBe(400);
    expect(other.body.msg).toContain('*');
    const created = await save(lina, CONTACT, { customer_key: 'cus-demo-01', contact_name: '掩码', mobile: '139****0001' });
    expect(created.body.code).toBe(400);
    expect((await contactOf(admin, 'con-demo-05')).mobile).toBe('13901000005');
  });
});

describe('revealing a value', () => {
  let linasContact: string;
  beforeAll(async () => {
    const res = await save(lina, CONTACT, { customer_key: 'cus-demo-01', contact_name: '揭示', mobile: '13912345678', email: 'reveal.me@example.com' });
    expect(res.body.code, res.body.msg).toBe(0);
    // Her own: answered whole to her.
    expect(res.body.data!).toMatchObject({ mobile: '13912345678', email: 'reveal.me@example.com' });
    linasContact = String(res.body.data!.contact_key);
  });

  it('admin reads lina’s contact masked and reveals one field, which the audit trail records without the value', async () => {
    const shown = await contactOf(admin, linasContact);
    expect(shown).toMatchObject({ mobile: '139****5678', email: 'r***@example.com', [MASKED_FIELDS]: ['mobile', 'email'] });
    const res = await reveal(admin, CONTACT, linasContact, 'mobile');
    expect(res.body.code, res.body.msg).toBe(0);
    expect(res.body.data).toEqual({ field: 'mobile', value: '13912345678' });
    const [entry] = await backend.database.db.select().from(sysAuditLog)
      .where(and(eq(sysAuditLog.entity, 'customerContact'), eq(sysAuditLog.record_key, linasContact), eq(sysAuditLog.action, 'reveal')))
      .orderBy(desc(sysAuditLog.create_time));
    expect(entry).toMatchObject({ operator: admin.userKey, changes: [{ field: 'mobile', old: null, new: null }] });
    expect(entry!.create_time).toBeInstanceOf(Date);
  });

  it('a reveal without 查看敏感信息 is refused and not recorded', async () => {
    const res = await reveal(lina, CONTACT, 'con-demo-01', 'mobile');
    expect(res.status).toBe(403);
    const entries = await backend.database.db.select().from(sysAuditLog)
      .where(and(eq(sysAuditLog.record_key, 'con-demo-01'), eq(sysAuditLog.action, 'reveal')));
    expect(entries).toEqual([]);
  });

  it('only a sensitive field of the entity may be named', async () => {
    expect((await reveal(admin, CONTACT, linasContact, 'contact_name')).status).toBe(400);
    expect((await reveal(admin, CONTACT, 'no-such-contact', 'mobile')).status).toBe(404);
  });

  it('the right given to a staff role lets its holder reveal within her own scope', async () => {
    const grants = await call<string[]>(backend, 'GET', '/api/app/base/app/sys/permission/queryRolePermission', { token: admin.token, query: { roleId: 'role-sales-admin' } });
    const saved = await call(backend, 'POST', '/api/app/base/app/sys/permission/saveRolePermission', {
      token: admin.token, form: { roleId: 'role-sales-admin', permissionIds: [...grants.body.data!, 'perm-sensitive-reveal'].join(',') },
    });
    expect(saved.body.code, saved.body.msg).toBe(0);
    const res = await reveal(lina, CONTACT, 'con-demo-01', 'mobile');
    expect(res.body.code, res.body.msg).toBe(0);
    expect(res.body.data!.value).toBe('13901000001');
    // Revealing is one value at a time: her lists stay masked.
    expect((await contactOf(lina, 'con-demo-01')).mobile).toBe('139****0001');
    // A contact of the southern group is out of her reach, right or not.
    expect((await reveal(lina, CONTACT, 'con-demo-06', 'mobile')).status).toBe(403);
  });
});
