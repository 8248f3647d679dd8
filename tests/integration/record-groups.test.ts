// @database postgres: child counts and board sums in SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { ENTITIES, entityByName } from '@/lib/entities';
import { childTabsOf, childTabValues } from '@/lib/entity/features/family/family';
import { customerEntity } from '@/lib/entities/customer';
import { call, createTestBackend, loginAs } from '../support/backend';
import { newCustomerKey } from '../support/customers';

let backend: Backend;
type Session = { token: string; userKey: string };
let admin: Session;
let lina: Session;
beforeAll(async () => {
  backend = await createTestBackend();
  [admin, lina] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina')]);
});
afterAll(async () => backend?.database.close());

const C = '/api/crm/customer';
let serial = 0;
const uniqueName = (what: string) => `${what}${process.pid}-${(serial += 1)}-${Date.now().toString(36)}`;

async function childCounts(who: Session, key: string) {
  return call<{ counts: Record<string, number> }>(backend, 'GET', `${C}/childCounts/${key}`, { token: who.token });
}

async function listTotal(who: Session, entityName: string, fixed: Record<string, string>): Promise<number | null> {
  const entity = entityByName(entityName)!;
  const res = await call<{ total: number }>(backend, 'POST', `${entity.apiBase}/query`, { token: who.token, json: { ...fixed, pageNo: 1, pageSize: 1 } });
  return res.body.code === 0 ? res.body.data!.total : null;
}

async function addContact(who: Session, customerKey: string, name: string) {
  const res = await call(backend, 'POST', '/api/crm/customer/contact/addOrUpdate', { token: who.token, json: { customer_key: customerKey, contact_name: name, mobile: '13912345678' } });
  expect(res.body.code, res.body.msg).toBe(0);
}

describe('a record page’s child counts', () => {
  it('count each child tab as its own list does, in one call', async () => {
    const key = await newCustomerKey(backend, lina.token);
    await addContact(lina, key, '王一');
    await addContact(lina, key, '王二');
    const deal = await call(backend, 'POST', '/api/crm/business/add', { token: lina.token, json: { customer_key: key, business_name: uniqueName('计数商机'), amount: 100 } });
    expect(deal.body.code, deal.body.msg).toBe(0);

    for (const who of [lina, admin]) {
      const res = await childCounts(who, key);
      expect(res.body.code, res.body.msg).toBe(0);
      const { counts } = res.body.data!;
      expect(counts.customerContact).toBe(2);
      expect(counts.business).toBe(1);
      // Every tab shows what its list would total, and a list the caller may not open is left out.
      for (const tab of childTabsOf(customerEntity, ENTITIES)) {
        expect(counts[tab.entity] ?? null, `${tab.entity}`).toBe(await listTotal(who, tab.entity, childTabValues(tab, key)));
      }
    }
  });

  it('follow deletes: a deleted contact is no longer counted', async () => {
    const key = await newCustomerKey(backend, lina.token);
    await addContact(lina, key, '赵一');
    const list = await call<{ records: { contact_key: string }[] }>(backend, 'POST', '/api/crm/customer/contact/query', { token: lina.token, json: { customer_key: key } });
    const contactKey = list.body.data!.records[0]!.contact_key;
    expect((await childCounts(lina, key)).body.data!.counts.customerContact).toBe(1);
    const removed = await call(backend, 'POST', '/api/crm/customer/contact/deleteById', { token: lina.token, form: { id: contactKey } });
    expect(removed.body.code, removed.body.msg).toBe(0);
    expect((await childCounts(lina, key)).body.data!.counts.customerContact).toBe(0);
  });

  it('are refused for a record outside the caller’s scope, and for a missing one', async () => {
    // A customer of the head office's own department: lina (east sales) may not read it, nor count its children.
    const theirs = await newCustomerKey(backend, admin.token, 'dep-it');
    await addContact(admin, theirs, '钱一');
    expect((await childCounts(admin, theirs)).body.data!.counts.customerContact).toBe(1);
    const refused = await childCounts(lina, theirs);
    expect(refused.body.code).toBe(403);
    expect(refused.body.data).toBeNull();
    expect((await childCounts(admin, 'no-such-customer')).body.code).toBe(404);
  });

  it('need a session', async () => {
    const key = await newCustomerKey(backend, lina.token);
    const res = await call(backend, 'GET', `${C}/childCounts/${key}`);
    expect(res.body.code).toBe(401);
  });
});

describe('a new customer with its first contact', () => {
  const contactsOf = async (who: Session, customerKey: string) => {
    const res = await call<{ records: Record<string, unknown>[]; total: number }>(backend, 'POST', '/api/crm/customer/contact/query', { token: who.token, json: { customer_key: customerKey } });
    expect(res.body.code, res.body.msg).toBe(0);
    return res.body.data!.records;
  };
  const customersNamed = async (name: string) => {
    const res = await call<{ total: number }>(backend, 'POST', `${C}/query`, { token: admin.token, json: { customer_name: name } });
    return res.body.data!.total;
  };

  it('creates both in one call; the contact belongs to the new customer and its department', async () => {
    const name = uniqueName('首联客户');
    const res = await call<Record<string, unknown>>(backend, 'POST', `${C}/addOrUpdate`, {
      token: lina.token,
      json: { customer_name: name, first_children: { customerContact: { contact_name: '孙经理', mobile: '13911112222', job_title: '财务总监' } } },
    });
    expect(res.body.code, res.body.msg).toBe(0);
    const customer = res.body.data!;
    const contacts = await contactsOf(lina, String(customer.customer_key));
    expect(contacts).toHaveLength(1);
    expect(contacts[0]).toMatchObject({ contact_name: '孙经理', mobile: '13911112222', job_title: '财务总监', customer_key: customer.customer_key, belong_depart: customer.belong_depart });
    expect((await childCounts(lina, String(customer.customer_key))).body.data!.counts.customerContact).toBe(1);
  });

  it('creates only the customer when the contact is left blank', async () => {
    const res = await call<Record<string, unknown>>(backend, 'POST', `${C}/addOrUpdate`, {
      token: lina.token,
      json: { customer_name: uniqueName('空联客户'), first_children: { customerContact: { contact_name: '', mobile: null, job_title: '  ' } } },
    });
    expect(res.body.code, res.body.msg).toBe(0);
    expect(await contactsOf(lina, String(res.body.data!.customer_key))).toHaveLength(0);
  });

  it('refuses a contact its own rules refuse, and then keeps no customer either', async () => {
    for (const contact of [{ contact_name: '周一', mobile: '123' }, { mobile: '13911113333' }]) {
      const name = uniqueName('坏联客户');
      const res = await call(backend, 'POST', `${C}/addOrUpdate`, { token: lina.token, json: { customer_name: name, first_children: { customerContact: contact } } });
      expect(res.body.code).toBe(400);
      expect(await customersNamed(name)).toBe(0);
    }
  });

  it('leaves first children out of updates', async () => {
    const created = await call<Record<string, unknown>>(backend, 'POST', `${C}/addOrUpdate`, { token: lina.token, json: { customer_name: uniqueName('改联客户') } });
    const customer = created.body.data!;
    const updated = await call(backend, 'POST', `${C}/addOrUpdate`, {
      token: lina.token,
      json: { customer_key: customer.customer_key, version: customer.version, customer_name: customer.customer_name, first_children: { customerContact: { contact_name: '吴一', mobile: '13911114444' } } },
    });
    expect(updated.body.code, updated.body.msg).toBe(0);
    expect(await contactsOf(lina, String(customer.customer_key))).toHaveLength(0);
  });
});

describe('board column sums', () => {
  it('sum the board field over each column’s records, within the filters and the caller’s scope', async () => {
    const linaCustomer = await newCustomerKey(backend, lina.token);
    const adminCustomer = await newCustomerKey(backend, admin.token, 'dep-it');
    const tag = uniqueName('看板合计');
    for (const [who, customer, amount, stage] of [[lina, linaCustomer, 1000.5, 'initial'], [lina, linaCustomer, 2000.25, 'initial'], [lina, linaCustomer, 300, 'proposal'], [admin, adminCustomer, 7000, 'initial']] as const) {
      const res = await call(backend, 'POST', '/api/crm/business/add', { token: who.token, json: { customer_key: customer, business_name: `${tag}-${amount}`, amount, stage } });
      expect(res.body.code, res.body.msg).toBe(0);
    }
    const column = async (who: Session, stage: string) => {
      const res = await call<{ total: number; totals: Record<string, number> }>(backend, 'POST', '/api/crm/business/query', { token: who.token, json: { business_name: `*${tag}*`, stage, pageNo: 1, pageSize: 1 } });
      expect(res.body.code, res.body.msg).toBe(0);
      return { count: res.body.data!.total, sum: res.body.data!.totals.amount };
    };
    expect(await column(lina, 'initial')).toEqual({ count: 2, sum: 3000.75 });
    expect(await column(lina, 'proposal')).toEqual({ count: 1, sum: 300 });
    expect(await column(admin, 'initial')).toEqual({ count: 3, sum: 10000.75 });
    expect(await column(lina, 'won')).toEqual({ count: 0, sum: 0 });
  });
});
