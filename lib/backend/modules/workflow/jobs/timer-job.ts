import { z } from 'zod';
import { defineJob } from '../../../jobs/define-job';
import { fireDueTimers } from './timer-fire';

/**
 * Every minute, the timers of waiting tasks whose time has come are carried out (reminders,
 * automatic decisions, timer boundary events, delays). One process runs each scan; were two to run at
 * once, each timer still fires once (timer-fire.ts).
 */
export const workflowTimerJob = defineJob({
  name: 'workflow-timers',
  input: z.object({}),
  schedule: '* * * * *',
  scheduledInput: {},
  timeoutSeconds: 120,
  retries: 0,
  pollSeconds: 5,
  async handler({ db }) {
    const outcomes = await fireDueTimers(db);
    const count = (what: string) => outcomes.filter((o) => o === what).length;
    return `${outcomes.length} timers due: ${count('REMIND')} reminders, ${count('TIMEOUT_APPROVE') + count('TIMEOUT_REJECT')} decisions, ${count('TIMER')} boundary, ${count('DELAY')} delays, ${count('FAILED')} failed`;
  },
});
