import { and, count, eq, inArray, or, sql } from 'drizzle-orm';
import { ResultCode } from '@/lib/contract/envelope';
import { messageWith } from '@/lib/entity/messages';
import { holdsPermission } from '../../auth/grants';
import { crmCustomer, sysUser } from '../../db/schema';
import { entityBehaviour } from '../../entity/behaviour';
import { scopeDepartKeys } from '../../entity/scope';
import { ApiError } from '../../http/errors';
import { refuseDuplicateCustomer } from './duplicates';
import { POOL_RIGHT, poolSetting } from './pool-setting';
import { customerEntity } from '@/lib/entities/customer';

/**
 * Customers: a department's customers are its own, while customers in the public pool may be seen
 * (and claimed) by everyone holding the pool right; changing a customer still needs it to be one's own.
 * A claim stops at the claimer's limit, counted under a lock on the claimer so two claims at once
 * cannot both take the last place.
 */
export const customerBehaviour = entityBehaviour(customerEntity, {
  async scope(db, auth, columns, purpose) {
    const keys = await scopeDepartKeys(db, auth);
    if (keys === null) return undefined;
    const own = keys.length ? inArray(columns.belong_depart!, keys) : sql`false`;
    if (purpose === 'write' || !(await holdsPermission(db, auth, POOL_RIGHT))) return own;
    return or(own, eq(columns.in_sea!, true));
  },

  /** A new customer is followed by whoever enters it, unless someone else is named; a duplicate names its owner. */
  async prepare({ tx, auth, row, before }) {
    if (!before && !row.follower) row.follower = auth.userKey;
    await refuseDuplicateCustomer(tx, row, before);
  },

  async beforeAction({ tx, auth, action, rows }) {
    if (action !== 'claim') return;
    await tx.select({ k: sysUser.user_key }).from(sysUser).where(eq(sysUser.user_key, auth.userKey)).for('update');
    const { claim_limit } = await poolSetting(tx);
    const [held] = await tx.select({ n: count() }).from(crmCustomer)
      .where(and(eq(crmCustomer.follower, auth.userKey), eq(crmCustomer.in_sea, false), eq(crmCustomer.del_flag, 0)));
    if (Number(held?.n ?? 0) + rows.length > claim_limit) {
      throw new ApiError(ResultCode.conflict, messageWith('customerPool.claimLimitReached', { n: claim_limit, held: Number(held?.n ?? 0) }));
    }
  },
});
