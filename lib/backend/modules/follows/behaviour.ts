import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ResultCode } from '@/lib/contract/envelope';
import { entityByName } from '@/lib/entities';
import { takesFollowUps } from '@/lib/entity/features/family/family';
import { messageWith } from '@/lib/entity/messages';
import type { EntityDef } from '@/lib/entity/types';
import type { FollowUpEffects } from '@/lib/entity/features/follow-ups/declaration';
import type { Db } from '../../db/client';
import { entityBehaviour, type Row } from '../../entity/behaviour';
import { tableOf } from '../../entity/tables';
import { ApiError } from '../../http/errors';
import { followEntity } from '@/lib/entities/follow';

function subjectOf(row: Row): { entity: EntityDef; key: string; effects: FollowUpEffects } | null {
  const entity = entityByName(String(row.subject_kind ?? ''));
  return entity ? { entity, key: String(row.subject_key ?? ''), effects: entity.followUps ?? {} } : null;
}

/** A subject that takes no more follow-ups (a converted lead) refuses a new one, naming its kind. */
async function refuseClosedSubject(tx: Db, row: Row): Promise<void> {
  const subject = subjectOf(row);
  const conditions = subject?.effects.openWhile ?? [];
  if (!subject || conditions.length === 0) return;
  const columns = tableOf(subject.entity) as unknown as Record<string, PgColumn>;
  const [found] = (await tx.select().from(tableOf(subject.entity)).where(eq(columns[subject.entity.key]!, subject.key)).limit(1)) as Row[];
  if (found && !takesFollowUps(subject.entity, found)) {
    throw new ApiError(ResultCode.conflict, messageWith('follow.subjectClosed', { label: subject.entity.label }));
  }
}

/** The subject's columns a follow-up moves, as declared by the subject (`followUps`). */
function effectsOn(subject: { entity: EntityDef; effects: FollowUpEffects }, after: Row): Record<string, SQL> {
  const columns = tableOf(subject.entity) as unknown as Record<string, PgColumn>;
  const { lastTime, nextTime, advance } = subject.effects;
  const time = after.follow_time as Date;
  const set: Record<string, SQL> = {};
  // Evaluated against the row before this statement: the next time is this follow-up's when it is the latest.
  if (nextTime) {
    const latest = lastTime ? sql`coalesce(${columns[lastTime]!}, ${time}) <= ${time}` : sql`true`;
    set[nextTime] = sql`case when ${latest} then ${(after.next_follow_time as Date | null) ?? null}::timestamptz else ${columns[nextTime]!} end`;
  }
  if (lastTime) set[lastTime] = sql`greatest(coalesce(${columns[lastTime]!}, ${time}), ${time})`;
  if (advance) {
    const from = sql.join(advance.from.map((v) => sql`${v}`), sql`, `);
    set[advance.field] = sql`case when ${columns[advance.field]!} in (${from}) then ${advance.to} else ${columns[advance.field]!} end`;
  }
  return set;
}

/**
 * Follow-ups: written by whoever follows up unless someone else is named; a subject that declares
 * when it takes follow-ups refuses them otherwise (a converted lead), and each one moves what its
 * subject declares: its last follow-up time (never back: an older entry added late changes
 * nothing), its next planned time, a new lead's status.
 */
export const followBehaviour = entityBehaviour(followEntity, {
  async prepare({ tx, auth, row, before }) {
    if (!before && !row.follower) row.follower = auth.userKey;
    if (!before) await refuseClosedSubject(tx, row);
  },
  async afterWrite({ tx, after }) {
    const subject = subjectOf(after);
    if (!subject) return;
    const set = effectsOn(subject, after);
    if (Object.keys(set).length === 0) return;
    const columns = tableOf(subject.entity) as unknown as Record<string, PgColumn>;
    await tx.update(tableOf(subject.entity)).set(set).where(eq(columns[subject.entity.key]!, subject.key));
  },
});
