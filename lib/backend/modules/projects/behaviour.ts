import { and, eq, inArray } from 'drizzle-orm';
import { fromSpecPayload, PEOPLE_LISTS } from '@/lib/contract/project';
import { customerEntity } from '@/lib/entities/customer';
import { USER_STATUS_NORMAL, type AuthContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { crmCustomer, crmCustomerContact, crmCustomerDepartment, crmCustomerProduct, sysUser } from '../../db/schema';
import type { EntityBehaviour, Row } from '../../entity/behaviour';
import { entityListing, type EntityListing } from '../../entity/listing';
import { customerBehaviour } from '../customers/behaviour';
import { badRequest, forbidden } from '../../http/errors';

// Built here rather than taken from the registry, which imports this file.
let customers: EntityListing | null = null;
const customerListing = () => (customers ??= entityListing(customerEntity, crmCustomer, customerBehaviour));

const splitKeys = (value: unknown): string[] => (typeof value === 'string' && value ? value.split(',').filter(Boolean) : []);
const CUSTOMER_PARTS = ['customer_key', 'customer_department_key', 'customer_product_key', 'customer_contacts_key'] as const;

/**
 * The customer and its parts as the project names them: the caller must be able to reach the
 * customer, the organisation unit, product and contacts must be that customer's own, and their
 * names are kept with the project (every member reads them, whatever their department).
 */
async function nameCustomerParts(tx: Db, auth: AuthContext, row: Row): Promise<void> {
  const customerKey = String(row.customer_key);
  if ((await customerListing().recordAccess(tx, auth, customerKey)) !== 'readable') throw forbidden('entity.project.validation.customerOutOfReach');
  const [customer] = await tx.select({ name: crmCustomer.customer_name }).from(crmCustomer).where(and(eq(crmCustomer.customer_key, customerKey), eq(crmCustomer.del_flag, 0))).limit(1);
  if (!customer) throw badRequest('entity.project.validation.customerMissing');
  row.customer_name = customer.name;

  const departKey = row.customer_department_key as string | null | undefined;
  row.customer_depart_name = null;
  if (departKey) {
    const [unit] = await tx.select({ name: crmCustomerDepartment.customer_department_name }).from(crmCustomerDepartment)
      .where(and(eq(crmCustomerDepartment.customer_department_key, departKey), eq(crmCustomerDepartment.customer_key, customerKey), eq(crmCustomerDepartment.del_flag, 0))).limit(1);
    if (!unit) throw badRequest('entity.project.validation.notTheCustomers');
    row.customer_depart_name = unit.name;
  }

  const productKey = row.customer_product_key as string | null | undefined;
  row.customer_product_name = null;
  if (productKey) {
    const [product] = await tx.select({ name: crmCustomerProduct.product_name }).from(crmCustomerProduct)
      .where(and(eq(crmCustomerProduct.product_key, productKey), eq(crmCustomerProduct.customer_key, customerKey), eq(crmCustomerProduct.del_flag, 0))).limit(1);
    if (!product) throw badRequest('entity.project.validation.notTheCustomers');
    row.customer_product_name = product.name;
  }

  const contactKeys = splitKeys(row.customer_contacts_key);
  row.customer_contacts_name = null;
  if (contactKeys.length) {
    const contacts = await tx.select({ key: crmCustomerContact.contact_key, name: crmCustomerContact.contact_name }).from(crmCustomerContact)
      .where(and(inArray(crmCustomerContact.contact_key, contactKeys), eq(crmCustomerContact.customer_key, customerKey), eq(crmCustomerContact.del_flag, 0)));
    if (contacts.length !== new Set(contactKeys).size) throw badRequest('entity.project.validation.notTheCustomers');
    const names = new Map(contacts.map((c) => [c.key, c.name]));
    row.customer_contacts_name = contactKeys.map((k) => names.get(k)).join(',');
  }
}

/** Everyone the project names must be an active user. */
async function requireActivePeople(tx: Db, row: Row): Promise<void> {
  const keys = [...new Set([String(row.project_mgr_key), ...PEOPLE_LISTS.flatMap(({ field }) => splitKeys(row[field]))])];
  const found = await tx.select({ key: sysUser.user_key }).from(sysUser)
    .where(and(inArray(sysUser.user_key, keys), eq(sysUser.status, USER_STATUS_NORMAL), eq(sysUser.del_flag, 0)));
  if (found.length !== keys.length) throw badRequest('entity.project.validation.unknownPerson');
}

/** The spec's lists of people and the manager's name, for a page of projects in one query. */
async function namePeople(db: Db, rows: Row[]): Promise<Row[]> {
  const keys = [...new Set(rows.flatMap((row) => [String(row.project_mgr_key ?? ''), ...PEOPLE_LISTS.flatMap(({ field }) => splitKeys(row[field]))]).filter(Boolean))];
  const users = keys.length ? await db.select({ key: sysUser.user_key, name: sysUser.realname }).from(sysUser).where(inArray(sysUser.user_key, keys)) : [];
  const nameOf = new Map(users.map((u) => [u.key, u.name]));
  return rows.map((row) => {
    const named: Row = { ...row, project_mgr_name: row.project_mgr_key ? (nameOf.get(String(row.project_mgr_key)) ?? null) : null };
    for (const { list, keyProp, nameProp, field } of PEOPLE_LISTS) {
      named[list] = splitKeys(row[field]).map((key) => ({ [keyProp]: key, [nameProp]: nameOf.get(key) ?? key }));
    }
    return named;
  });
}

/**
 * Projects: saved in the spec's payload shape, their customer parts checked and named, their
 * people checked and named on the way out; the end comes after the start.
 */
export const projectBehaviour: EntityBehaviour = {
  wireInput: fromSpecPayload,

  async prepare({ tx, auth, row, before }) {
    const start = row.project_start_time as Date | undefined;
    const end = row.project_end_time as Date | undefined;
    if (start && end && end.getTime() < start.getTime()) throw badRequest('entity.project.validation.endBeforeStart');
    // A customer named before stays readable to every member; naming another one needs reaching it.
    if (!before || CUSTOMER_PARTS.some((f) => (row[f] ?? null) !== (before[f] ?? null))) await nameCustomerParts(tx, auth, row);
    await requireActivePeople(tx, { ...before, ...row });
  },

  decorate: namePeople,
};
