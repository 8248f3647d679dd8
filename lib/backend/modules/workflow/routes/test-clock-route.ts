import { ok } from '@/lib/contract/envelope';
import { testClockSchema, WORKFLOW_TEST_CLOCK_ENV, WORKFLOW_TEST_CLOCK_PATH } from '@/lib/contract/workflow-test-clock';
import { defineRoute, type RouteDef } from '../../../http/route';
import { fireDueTimers } from '../jobs/timer-fire';

/**
 * Test-only: fires one instance's due timers as of a given moment (lib/contract/workflow-test-clock.ts).
 * Declared only when the server was started with the test clock on, and then for administrators only.
 */
const fireTimersAsOf = defineRoute({
  method: 'POST',
  path: WORKFLOW_TEST_CLOCK_PATH,
  tag: 'workflow',
  summary: 'Test servers only: run the due timers of one instance as of a later moment (instanceKey, asOf)',
  access: 'admin',
  input: testClockSchema,
  async handler({ db, input }) {
    return ok({ outcomes: await fireDueTimers(db, input.asOf, { instanceKey: input.instanceKey }) });
  },
});

export function testClockRoutes(env: NodeJS.ProcessEnv = process.env): RouteDef<never>[] {
  return env[WORKFLOW_TEST_CLOCK_ENV] === '1' ? [fireTimersAsOf as RouteDef<never>] : [];
}
