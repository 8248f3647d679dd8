import { and, isNull, lt, or } from 'drizzle-orm';
import { parseDateTime } from '@/lib/entity/datetime';
import { IDLE_BEFORE_PARAM } from '@/lib/entity/list-params';
import { messageWith } from '@/lib/entity/messages';
import { badRequest } from '../../../http/errors';
import { scalarText } from '../../filters';
import type { ListingDeps, ListingStep } from '../../listing-step';

/**
 * Records that take follow-ups may be listed by how long they were left alone (`idle_before`):
 * last followed before the moment, or never followed and created before it. Written as an OR of
 * the two plain columns rather than a coalesce, so their indexes can serve it.
 */
export function followUpsListing({ entity, columns }: ListingDeps): ListingStep {
  const lastTime = entity.followUps?.lastTime;
  const last = lastTime ? columns[lastTime] : undefined;
  const created = columns.create_time;
  if (!last || !created) return { feature: 'follow-ups' };
  return {
    feature: 'follow-ups',
    params: [IDLE_BEFORE_PARAM],
    listCondition(_db, _auth, params) {
      const raw = params[IDLE_BEFORE_PARAM];
      if (raw === undefined || raw === null || raw === '') return undefined;
      const before = parseDateTime(scalarText(IDLE_BEFORE_PARAM, raw));
      if (!before) throw badRequest(messageWith('validation.datetime', { label: IDLE_BEFORE_PARAM }));
      return or(lt(last, before), and(isNull(last), lt(created, before)));
    },
  };
}
