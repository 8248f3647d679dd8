import { eq, inArray, or, sql } from 'drizzle-orm';
import { CLUE_POOL_RIGHT, clueEntity } from '@/lib/entities/clue';
import { followEntity } from '@/lib/entities/follow';
import { holdsPermission } from '../../auth/grants';
import { entityBehaviour } from '../../entity/behaviour';
import { writerOf } from '../../entity/registry';
import { scopeDepartKeys } from '../../entity/scope';
import { badRequest } from '../../http/errors';
import { notifyReceiver } from './assign';
import { convertLead } from './conversion';
import { activeUsers } from './distribution-rule';

/**
 * Leads: a department's leads are its own; leads in the pool are seen and handled by those holding
 * the pool right. A lead someone enters is theirs and out of the pool (only the site's forms fill
 * the pool). Following up writes a follow-up record; converting creates the customer (and the
 * opportunity) first, so the lead stores their keys with its new status; a handed-over lead's new
 * follower is told.
 */
export const clueBehaviour = entityBehaviour(clueEntity, {
  async scope(db, auth, columns) {
    const keys = await scopeDepartKeys(db, auth);
    if (keys === null) return undefined;
    const own = keys.length ? inArray(columns.belong_depart!, keys) : sql`false`;
    if (!(await holdsPermission(db, auth, CLUE_POOL_RIGHT))) return own;
    return or(own, eq(columns.in_pool!, true));
  },

  async prepare({ auth, row, before }) {
    if (before) return;
    row.in_pool = false;
    row.follower = auth.userKey;
  },

  async beforeAction({ tx, auth, action, rows, input }) {
    if (action === 'changeFollower') {
      if ((await activeUsers(tx, [String(input.follower)])).length === 0) throw badRequest('clueDistribution.userUnknown');
    }
    if (action === 'convert') {
      // One lead at a time: the keys it keeps are its own customer's and opportunity's.
      if (rows.length !== 1) throw badRequest('clue.convertOneAtATime');
      Object.assign(input, await convertLead(tx, auth, rows[0]!, input));
    }
  },

  async afterAction({ tx, auth, action, before, after, input }) {
    if (action === 'followUp') {
      const follows = writerOf(followEntity);
      for (const lead of after) {
        await follows.save(tx, auth, {
          subject_kind: 'clue', subject_key: lead.clue_key, follow_time: new Date(),
          follow_type: input.follow_type, content: input.content, next_follow_time: input.next_follow_time ?? null,
        });
      }
    }
    if (action === 'changeFollower') {
      const follower = String(input.follower);
      const moved = after.filter((lead, i) => before[i]?.follower !== follower);
      if (follower !== auth.userKey) await notifyReceiver(tx, auth, 'changeFollower', follower, moved);
    }
    if (action === 'convert') return { customer_key: input.customer_key, business_key: input.business_key };
  },
});
