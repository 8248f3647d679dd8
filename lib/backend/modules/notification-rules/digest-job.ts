import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import { wakeNotifications } from '../notifications/port';
import { runDigests } from './digest-run';
import { todoReminderLines } from './reminder-lines';

/**
 * Every quarter of an hour: the users whose digest hour (business time) has come get their daily
 * digest. A quarter, not an hour, so a business zone half an hour off UTC still meets its hour.
 */
export const notifyDigestJob = defineJob({
  name: 'notify-digest',
  input: z.object({}),
  schedule: '*/15 * * * *',
  scheduledInput: {},
  timeoutSeconds: 600,
  retries: 1,
  retryDelaySeconds: 60,
  pollSeconds: 10,
  async handler({ db, enqueue }) {
    const made = await runDigests(db, new Date(), todoReminderLines);
    if (made > 0) await wakeNotifications({ jobs: { enqueue } });
    return `${made} digests made`;
  },
});
