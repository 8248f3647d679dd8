import { and, eq, isNull } from 'drizzle-orm';
import { businessEntity } from '@/lib/entities/business';
import { customerEntity } from '@/lib/entities/customer';
import { customerContactEntity } from '@/lib/entities/customer-contact';
import { SCOPE_COLUMN } from '@/lib/entity/types';
import type { AuthContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { crmCustomer } from '../../db/schema';
import type { Row } from '../../entity/behaviour';
import { writerOf } from '../../entity/registry';
import { badRequest } from '../../http/errors';

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The customer a lead becomes: one the caller may change, or a new one with the lead's person as its first contact. */
async function customerFor(tx: Db, auth: AuthContext, lead: Row, input: Row): Promise<string> {
  const customers = writerOf(customerEntity);
  if (given(input.customer_key)) {
    const existing = await customers.loadOwned(tx, auth, String(input.customer_key), true);
    const key = String(existing.customer_key);
    // A customer already won from another lead keeps that one as its origin.
    await tx.update(crmCustomer).set({ clue_key: String(lead.clue_key) }).where(and(eq(crmCustomer.customer_key, key), isNull(crmCustomer.clue_key)));
    return key;
  }
  if (!given(input.customer_name)) throw badRequest('clue.convertNeedsCustomer');
  const { record } = await customers.save(tx, auth, {
    customer_name: input.customer_name,
    source: 'clue',
    status: 'following',
    region: lead.region ?? null,
    follower: lead.follower ?? auth.userKey,
    [SCOPE_COLUMN]: lead[SCOPE_COLUMN] ?? null,
  });
  const key = String(record.customer_key);
  await tx.update(crmCustomer).set({ clue_key: String(lead.clue_key) }).where(eq(crmCustomer.customer_key, key));
  await writerOf(customerContactEntity).save(tx, auth, { customer_key: key, contact_name: lead.contact_name, mobile: lead.mobile, email: lead.email ?? null, is_primary: true });
  return key;
}

/**
 * Converts a lead (locked, open, out of the pool) into a customer, new or existing, and when an
 * opportunity is named, opens it with that customer. Each record is written by its own entity's
 * writer, so their rules (a duplicate customer named with its owner, rights, scope) hold here too.
 * Answers the keys the lead keeps.
 */
export async function convertLead(tx: Db, auth: AuthContext, lead: Row, input: Row): Promise<{ customer_key: string; business_key: string | null }> {
  const opportunity = given(input.business_name);
  if (!opportunity && (given(input.amount) || given(input.expected_close_date))) throw badRequest('clue.convertNeedsBusinessName');
  const customerKey = await customerFor(tx, auth, lead, input);
  if (!opportunity) return { customer_key: customerKey, business_key: null };
  const { record } = await writerOf(businessEntity).save(tx, auth, {
    business_name: input.business_name,
    customer_key: customerKey,
    amount: given(input.amount) ? input.amount : null,
    expected_close_date: given(input.expected_close_date) ? input.expected_close_date : null,
    follower: lead.follower ?? auth.userKey,
  });
  return { customer_key: customerKey, business_key: String(record.business_key) };
}
