import { z } from 'zod';
import { translate } from '@/lib/i18n/messages';
import { defaultLocale } from '@/lib/i18n/locales';
import { defineJob } from '../../../jobs/define-job';
import { remindOverdueTasks } from '../operations/overdue-reminders';

/**
 * Every hour, the approvers of every task past its due date get a reminder (each task at most once
 * an hour, as with the manual call). One process runs it, whichever the queue hands it to.
 */
export const overdueReminderJob = defineJob({
  name: 'workflow-overdue-reminders',
  input: z.object({}),
  schedule: '7 * * * *',
  scheduledInput: {},
  timeoutSeconds: 300,
  retries: 1,
  retryDelaySeconds: 60,
  pollSeconds: 10,
  async handler({ db }) {
    const sender = { userKey: null, realname: translate(defaultLocale, 'workflow.notify.reminderSender') };
    const reminded = await remindOverdueTasks(db, { sender, initiator: null });
    return `${reminded} tasks reminded`;
  },
});
