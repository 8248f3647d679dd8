import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import { sendDueNotifications } from './send-run';

/**
 * Sends the outbox's due notifications (send-run.ts): every minute, and at once when a decision
 * queued some (wakeNotifications). Each row is taken by one sender however many processes run it.
 */
export const notifySendJob = defineJob({
  name: 'notify-send',
  input: z.object({}),
  schedule: '* * * * *',
  scheduledInput: {},
  timeoutSeconds: 300,
  retries: 0,
  pollSeconds: 2,
  async handler({ db, stopping, enqueue }) {
    const tally = await sendDueNotifications(db, { stopping });
    // More were due than one run sends: the next run starts at once rather than at the next minute.
    if (tally.more && !stopping.aborted) await enqueue(notifySendJob, {}, { singletonKey: 'more' });
    return `${tally.sent} sent, ${tally.failed} failed, ${tally.gaveUp} given up`;
  },
});
