import { z } from 'zod';
import { KEY_PATTERN } from '@/lib/entity/rules';

/**
 * The end-to-end tests' clock for approval timers: runs the due-timer scan of one instance as of a
 * later moment, so a test sees a task reminded and decided without waiting days. The call exists
 * only in a server started with WORKFLOW_TEST_CLOCK=1 (the e2e configuration sets it); elsewhere
 * its path answers 404.
 */

export const WORKFLOW_TEST_CLOCK_PATH = '/api/bpm/biz/bpm/test-clock/fireTimers';
export const WORKFLOW_TEST_CLOCK_ENV = 'WORKFLOW_TEST_CLOCK';

export const testClockSchema = z.object({
  instanceKey: z.string().trim().regex(KEY_PATTERN, 'workflow.validation.badKey'),
  asOf: z.iso.datetime({ offset: true }).transform((v) => new Date(v)),
});
