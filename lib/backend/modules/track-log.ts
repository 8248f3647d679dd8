import { ok } from '@/lib/contract/envelope';
import { apiPaths } from '@/lib/contract/api-paths';
import { noDataSchema } from '@/lib/contract/no-data';
import { trackLogSchema } from '@/lib/contract/track-log';
import { sysTrackLog } from '../db/schema';
import { defineRoute } from '../http/route';

/** Any signed-in user's clicks on elements marked data-track are kept for usage statistics. */
const create = defineRoute({
  method: 'POST',
  path: apiPaths.trackLogCreate,
  tag: 'tracking',
  summary: 'Record one tracked click: event (letters, digits, . _ : -), page (site path without query), label (optional, at most 100 characters)',
  input: trackLogSchema,
  output: noDataSchema,
  async handler({ db, auth, input }) {
    await db.insert(sysTrackLog).values({ event: input.event, page: input.page, label: input.label || null, user_key: auth.userKey, app_key: auth.appKey });
    return ok(null);
  },
});

export const trackLogRoutes = [create];
