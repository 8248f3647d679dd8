import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { customerEntity } from '@/lib/entities/customer';
import { translate } from '@/lib/i18n/messages';
import { defaultLocale } from '@/lib/i18n/locales';
import type { AuthContext } from '../../auth/context';
import { crmCustomer } from '../../db/schema';
import { changedFields, recordAudits } from '../../entity/audit';
import { defineJob } from '../../jobs/define-job';
import type { Db } from '../../db/client';
import { poolSetting } from './pool-setting';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Customers returned per transaction: a large backlog goes in short steps. */
const BATCH = 500;
const AUDITED = Object.keys(customerEntity.fields);

/** The system as the operator of an automatic step (the audit trail names it). */
function systemOperator(): AuthContext {
  return { userKey: 'system', username: 'system', realname: translate(defaultLocale, 'customerPool.systemOperator'), appKey: null, roleCodes: [], departKeys: [], isAdmin: true, isLeader: true, isPartner: false };
}

/**
 * Sends customers nobody followed up for the configured number of days back to the public pool
 * (signed customers stay with their follower). Answers how many went; 0 when the rule is off.
 */
export async function returnIdleCustomers(db: Db, now = new Date()): Promise<number> {
  const { auto_return_days } = await poolSetting(db);
  if (auto_return_days === 0) return 0;
  const cutoff = new Date(now.getTime() - auto_return_days * DAY_MS);
  const reason = translate(defaultLocale, 'customerPool.autoReturnReason', { days: auto_return_days });
  const operator = systemOperator();
  let returned = 0;
  for (;;) {
    const moved = await db.transaction(async (tx) => {
      const idle = and(
        eq(crmCustomer.in_sea, false), eq(crmCustomer.del_flag, 0), ne(crmCustomer.status, 'signed'),
        or(lt(crmCustomer.last_follow_time, cutoff), and(isNull(crmCustomer.last_follow_time), lt(crmCustomer.create_time, cutoff))),
      );
      // Locked and skipped when busy, so a customer someone is changing right now waits for the next run.
      const rows = await tx.select().from(crmCustomer).where(idle).orderBy(crmCustomer.customer_key).limit(BATCH).for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      const keys = rows.map((r) => r.customer_key);
      const after = await tx.update(crmCustomer)
        .set({ in_sea: true, follower: null, sea_reason: reason, sea_time: now, update_by: operator.userKey, update_time: now, version: sql`${crmCustomer.version} + 1` })
        .where(inArray(crmCustomer.customer_key, keys))
        .returning();
      const byKey = new Map(after.map((r) => [r.customer_key, r]));
      await recordAudits(tx, rows.map((before) => ({
        entity: customerEntity.name, recordKey: before.customer_key, action: 'autoReturn', auth: operator,
        changes: changedFields(before, byKey.get(before.customer_key) ?? null, AUDITED),
      })));
      return rows.length;
    });
    returned += moved;
    if (moved < BATCH) return returned;
  }
}

/** Daily at 02:15 Beijing time: one process returns idle customers, whichever the queue hands the run to. */
export const customerAutoReturnJob = defineJob({
  name: 'customer-auto-return',
  input: z.object({}),
  schedule: '15 18 * * *',
  scheduledInput: {},
  timeoutSeconds: 600,
  retries: 2,
  retryDelaySeconds: 300,
  pollSeconds: 30,
  async handler({ db }) {
    return `${await returnIdleCustomers(db)} customers returned to the pool`;
  },
});

