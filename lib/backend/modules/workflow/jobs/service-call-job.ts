import { z } from 'zod';
import { defineJob } from '../../../jobs/define-job';
import { runDueServiceCalls } from './service-call-run';

/**
 * Sends the waiting calls of HTTP tasks (service-call-run.ts). Every minute, and at once when an
 * approval call left a call waiting (the approval routes queue it); each call is taken by one
 * worker only, however many processes run the job.
 */
export const workflowServiceCallJob = defineJob({
  name: 'workflow-service-calls',
  input: z.object({}),
  schedule: '* * * * *',
  scheduledInput: {},
  timeoutSeconds: 300,
  retries: 0,
  pollSeconds: 2,
  async handler({ db }) {
    const outcomes = await runDueServiceCalls(db);
    const count = (what: string) => outcomes.filter((o) => o === what).length;
    return `${outcomes.length} calls: ${count('DONE')} done, ${count('IGNORED')} ignored failures, ${count('FAILED')} failed, ${count('CANCELED')} canceled`;
  },
});
