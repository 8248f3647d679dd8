import { and, eq, ne, or } from 'drizzle-orm';
import { ResultCode } from '@/lib/contract/envelope';
import { messageWith } from '@/lib/entity/messages';
import type { Db } from '../../db/client';
import { crmCustomer, sysDepart, sysUser } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Row } from '../../entity/behaviour';

/**
 * A customer entered twice is refused saying who has it already (its follower, or the public pool),
 * so the salesperson knows whom to talk to: the name or the credit code may be the same company
 * under another spelling. The caller may not be able to read that customer; its owner's name is
 * all that is told.
 */
export async function refuseDuplicateCustomer(db: Db, row: Row, before: Row | null): Promise<void> {
  const name = (row.customer_name ?? before?.customer_name) as string | undefined;
  const code = (row.credit_code ?? before?.credit_code) as string | null | undefined;
  // A name and code kept as they were were checked when they were set.
  if (before && name === before.customer_name && (code ?? null) === (before.credit_code ?? null)) return;
  const same = or(name ? eq(crmCustomer.customer_name, name) : undefined, code ? eq(crmCustomer.credit_code, code) : undefined);
  if (!same) return;
  const [existing] = await db
    .select({ name: crmCustomer.customer_name, code: crmCustomer.credit_code, inSea: crmCustomer.in_sea, follower: sysUser.realname, department: sysDepart.depart_name })
    .from(crmCustomer)
    .leftJoin(sysUser, eq(sysUser.user_key, crmCustomer.follower))
    .leftJoin(sysDepart, eq(sysDepart.depart_key, crmCustomer.belong_depart))
    .where(and(same, eq(crmCustomer.del_flag, 0), before ? ne(crmCustomer.customer_key, String(before.customer_key)) : undefined))
    .limit(1);
  if (!existing) return;
  const label = existing.name === name ? 'entity.customer.fields.customer_name' : 'entity.customer.fields.credit_code';
  if (existing.inSea) throw new ApiError(ResultCode.conflict, messageWith('customer.duplicateInPool', { label }));
  throw new ApiError(ResultCode.conflict, messageWith('customer.duplicate', { label, owner: existing.follower ?? existing.department ?? '-' }));
}
