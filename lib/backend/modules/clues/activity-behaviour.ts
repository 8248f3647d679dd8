import { entityBehaviour } from '../../entity/behaviour';
import { badRequest } from '../../http/errors';
import { activityEntity } from '@/lib/entities/activity';

/** A marketing activity cannot end before it starts (dates are YYYY-MM-DD, so they compare as text). */
export const activityBehaviour = entityBehaviour(activityEntity, {
  async prepare({ row, before }) {
    const start = (row.start_date ?? before?.start_date) as string | null | undefined;
    const end = (row.end_date ?? before?.end_date) as string | null | undefined;
    if (start && end && end < start) throw badRequest('entity.activity.endBeforeStart');
  },
});
