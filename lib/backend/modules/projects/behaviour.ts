import { and, eq, inArray } from 'drizzle-orm';
import { fromPeopleLists, PEOPLE_LISTS } from '@/lib/contract/project';
import { customerEntity } from '@/lib/entities/customer';
import { USER_STATUS_NORMAL, type AuthContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { crmCustomer, crmCustomerContact, crmCustomerDepartment, crmCustomerProduct, sysUser } from '../../db/schema';
import { entityBehaviour, type Row } from '../../entity/behaviour';
import { listingOf } from '../../entity/registry';
import { badRequest, forbidden } from '../../http/errors';
import { projectEntity } from '@/lib/entities/project';

const customerListing = () => listingOf(customerEntity);

const splitKeys = (value: unknown): string[] => (typeof value === 'string' && value ? value.split(',').filter(Boolean) : []);

/** The customer's own parts a project names: the field holding the keys, the one keeping the names, where they live. */
const PARTS = [
  { field: 'customer_department_key', nameField: 'customer_depart_name', table: crmCustomerDepartment, key: crmCustomerDepartment.customer_department_key, name: crmCustomerDepartment.customer_department_name },
  { field: 'customer_product_key', nameField: 'customer_product_name', table: crmCustomerProduct, key: crmCustomerProduct.product_key, name: crmCustomerProduct.product_name },
  { field: 'customer_contacts_key', nameField: 'customer_contacts_name', table: crmCustomerContact, key: crmCustomerContact.contact_key, name: crmCustomerContact.contact_name },
] as const;

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
  for (const part of PARTS) {
    const keys = splitKeys(row[part.field]);
    row[part.nameField] = null;
    if (keys.length === 0) continue;
    const found = await tx.select({ key: part.key, name: part.name }).from(part.table)
      .where(and(inArray(part.key, keys), eq(part.table.customer_key, customerKey), eq(part.table.del_flag, 0)));
    if (found.length !== new Set(keys).size) throw badRequest('entity.project.validation.notTheCustomers');
    const names = new Map(found.map((f) => [f.key, f.name]));
    row[part.nameField] = keys.map((k) => names.get(k)).join(',');
  }
}

/** Everyone the project names must be an active user. */
async function requireActivePeople(tx: Db, row: Row): Promise<void> {
  const keys = [...new Set([String(row.project_mgr_key), ...PEOPLE_LISTS.flatMap(({ field }) => splitKeys(row[field]))])];
  const found = await tx.select({ key: sysUser.user_key }).from(sysUser)
    .where(and(inArray(sysUser.user_key, keys), eq(sysUser.status, USER_STATUS_NORMAL), eq(sysUser.del_flag, 0)));
  if (found.length !== keys.length) throw badRequest('entity.project.validation.unknownPerson');
}

/** The lists of people with their names and the manager's name, for a page of projects in one query. */
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
 * Projects: saved from a payload with lists of people (docs/entities.md, "A field's own words, and
 * payloads in another shape"), their customer parts checked and named, their people checked and
 * named on the way out; the end comes after the start.
 */
export const projectBehaviour = entityBehaviour(projectEntity, {
  wireInput: fromPeopleLists,

  async prepare({ tx, auth, row, before }) {
    const start = row.project_start_time as Date | undefined;
    const end = row.project_end_time as Date | undefined;
    if (start && end && end.getTime() < start.getTime()) throw badRequest('entity.project.validation.endBeforeStart');
    // A customer named before stays readable to every member; naming another one needs reaching it.
    if (!before || ['customer_key', ...PARTS.map((p) => p.field)].some((f) => (row[f] ?? null) !== (before[f] ?? null))) await nameCustomerParts(tx, auth, row);
    await requireActivePeople(tx, { ...before, ...row });
  },

  decorate: namePeople,
});
