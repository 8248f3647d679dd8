import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmCustomerContact, crmCustomerContactVisit, sysAuditLog } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { call, createTestBackend, loginAs } from '../support/backend';

/**
 * Records with a parent (a customer's contacts, a contact's visits): they take the parent's
 * department and are reachable exactly when the parent is, by key as well as in lists.
 */
let backend: Backend;
let lina: { token: string; userKey: string };
let wang: { token: string; userKey: string };
let admin: { token: string; userKey: string };
beforeAll(async () => {
  backend = await createTestBackend();
  [lina, wang, admin] = await Promise.all([loginAs(backend, 'lina'), loginAs(backend, 'wangfang'), loginAs(backend, 'admin')]);
});
afterAll(async () => backend?.database.close());

const CUSTOMER = '/api/crm/customer';
const CONTACT = '/api/crm/customer/contact';
const VISIT = '/api/crm/customer/contact/visit';
type Keyed = Record<string, unknown> & { version: number; belong_depart: string | null };

async function save<T = Keyed>(token: string, base: string, json: Record<string, unknown>) {
  return call<T>(backend, 'POST', `${base}/addOrUpdate`, { token, json });
}
async function created(token: string, base: string, json: Record<string, unknown>): Promise<Keyed> {
  const res = await save(token, base, json);
  if (res.body.code !== 0) throw new Error(`${base}: ${res.body.msg}`);
  return res.body.data!;
}

describe('children take their parent’s department', () => {
  let customer: Keyed;
  let contact: Keyed;
  let visit: Keyed;

  beforeAll(async () => {
    customer = await created(lina.token, CUSTOMER, { customer_name: '华东家族办公室' });
    contact = await created(lina.token, CONTACT, { customer_key: customer.customer_key, contact_name: '陈静', mobile: '13912345678' });
    visit = await created(lina.token, VISIT, { contact_key: contact.contact_key, visit_time: '2026-11-20 10:00:00', subject: '年度配置沟通' });
  });

  it('down two levels, whatever department the caller names', async () => {
    expect(customer.belong_depart).toBe('dep-sales-east');
    expect(contact.belong_depart).toBe('dep-sales-east');
    expect(visit.belong_depart).toBe('dep-sales-east');
    // An administrator adding a contact to lina's customer cannot put it elsewhere.
    const byAdmin = await created(admin.token, CONTACT, { customer_key: customer.customer_key, contact_name: '刘洋', mobile: '13912345679', belong_depart: 'dep-finance' });
    expect(byAdmin.belong_depart).toBe('dep-sales-east');
  });

  it('refuses a parent that does not exist, naming its kind', async () => {
    const res = await save(lina.token, CONTACT, { customer_key: 'no-such-customer', contact_name: '某人', mobile: '13912345670' });
    expect(res.body).toMatchObject({ code: 400, msg: '所属客户不存在或已被删除' });
    const en = await call(backend, 'POST', `${CONTACT}/addOrUpdate`, { token: lina.token, json: { customer_key: 'no-such-customer', contact_name: 'x', mobile: '13912345670' }, headers: { 'accept-language': 'en-US' } });
    expect(en.body.msg).toBe('The Customer it belongs to does not exist or was deleted');
  });

  it('gives another department nothing: not in lists, not by key, no adding, changing, moving or deleting', async () => {
    const list = await call<{ records: Keyed[]; total: number }>(backend, 'POST', `${CONTACT}/query`, { token: wang.token, json: { customer_key: customer.customer_key } });
    expect(list.body.data).toMatchObject({ total: 0, records: [] });
    expect((await call(backend, 'GET', `${CONTACT}/detail/${String(contact.contact_key)}`, { token: wang.token })).body.code).toBe(403);
    expect((await call(backend, 'GET', `${VISIT}/detail/${String(visit.visit_key)}`, { token: wang.token })).body.code).toBe(403);
    expect((await save(wang.token, CONTACT, { customer_key: customer.customer_key, contact_name: '混入者', mobile: '13912340000' })).body.code).toBe(403);
    expect((await save(wang.token, VISIT, { contact_key: contact.contact_key, visit_time: '2026-11-21 10:00:00', subject: '混入' })).body.code).toBe(403);
    expect((await save(wang.token, CONTACT, { contact_key: contact.contact_key, version: contact.version, customer_key: customer.customer_key, contact_name: '改名', mobile: '13912345678' })).body.code).toBe(403);
    expect((await call(backend, 'POST', `${CONTACT}/deleteById`, { token: wang.token, form: { id: String(contact.contact_key) } })).body.code).toBe(403);

    // Her own contact cannot be moved under lina's customer either.
    const own = await created(wang.token, CUSTOMER, { customer_name: '财务部的客户' });
    const mine = await created(wang.token, CONTACT, { customer_key: own.customer_key, contact_name: '赵敏', mobile: '13912340001' });
    expect(mine.belong_depart).toBe('dep-finance');
    const moved = await save(wang.token, CONTACT, { contact_key: mine.contact_key, version: mine.version, customer_key: customer.customer_key, contact_name: '赵敏', mobile: '13912340001' });
    expect(moved.body.code).toBe(403);
    const stays = await call<Keyed>(backend, 'GET', `${CONTACT}/detail/${String(mine.contact_key)}`, { token: wang.token });
    expect(stays.body.data).toMatchObject({ customer_key: own.customer_key, belong_depart: 'dep-finance' });
  });

  it('moving a child to another reachable parent takes that parent’s department', async () => {
    const finance = await created(admin.token, CUSTOMER, { customer_name: '归属财务部的客户', belong_depart: 'dep-finance' });
    const fresh = await created(admin.token, CONTACT, { customer_key: customer.customer_key, contact_name: '周涛', mobile: '13912340002' });
    const moved = await save(admin.token, CONTACT, { contact_key: fresh.contact_key, version: fresh.version, customer_key: finance.customer_key, contact_name: '周涛', mobile: '13912340002' });
    expect(moved.body.data).toMatchObject({ customer_key: finance.customer_key, belong_depart: 'dep-finance' });
  });

  it('deleting the customer deletes its contacts and their visits, each with an audit entry', async () => {
    const res = await call(backend, 'POST', `${CUSTOMER}/deleteById`, { token: lina.token, form: { id: String(customer.customer_key) } });
    expect(res.body.code).toBe(0);
    const db = backend.database.db;
    const contacts = await db.select().from(crmCustomerContact).where(eq(crmCustomerContact.customer_key, String(customer.customer_key)));
    expect(contacts.length).toBeGreaterThan(0);
    expect(contacts.every((c) => c.del_flag === 1)).toBe(true);
    const [gone] = await db.select().from(crmCustomerContactVisit).where(eq(crmCustomerContactVisit.visit_key, String(visit.visit_key)));
    expect(gone!.del_flag).toBe(1);
    const audits = await db.select().from(sysAuditLog).where(and(eq(sysAuditLog.entity, 'customerContactVisit'), eq(sysAuditLog.record_key, String(visit.visit_key))));
    expect(audits.map((a) => a.action)).toEqual(['create', 'delete']);
    expect((await call(backend, 'GET', `${CONTACT}/detail/${String(contact.contact_key)}`, { token: lina.token })).body.code).toBe(404);
  });
});
