import { eq, sql } from 'drizzle-orm';
import { crmCustomer } from '../../db/schema';
import type { EntityBehaviour } from '../../entity/behaviour';

/**
 * Follow-ups: written by whoever follows up unless someone else is named, and each one moves its
 * customer's last follow-up time forward (never back: an older entry added late changes nothing).
 */
export const customerFollowBehaviour: EntityBehaviour = {
  async prepare({ auth, row, before }) {
    if (!before && !row.follower) row.follower = auth.userKey;
  },
  async afterWrite({ tx, after }) {
    const time = after.follow_time as Date;
    await tx.update(crmCustomer)
      .set({ last_follow_time: sql`greatest(coalesce(${crmCustomer.last_follow_time}, ${time}), ${time})` })
      .where(eq(crmCustomer.customer_key, String(after.customer_key)));
  },
};
