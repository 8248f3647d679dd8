import { and, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { sysJobRun } from '../db/schema';
import { sweepImports } from '../modules/excel/import-sweep';
import { sweepLoginCodes } from '../modules/users/login-codes';
import { sweepChallenges } from '../modules/sign-in-security/challenges';
import { sweepUnclaimedUploads } from '../modules/workflow/store/unclaimed-uploads';
import { defineJob } from './define-job';

/** How long the run log keeps a line. */
const RUN_LOG_DAYS = 7;

/** Longer than any job's timeout: a run-log line still 'running' after it belonged to a process that died. */
const LOST_RUN_MS = 60 * 60 * 1000;

async function pruneRunLog(db: Db, now: Date): Promise<number> {
  await db.update(sysJobRun).set({ outcome: 'lost' }).where(and(eq(sysJobRun.outcome, 'running'), lt(sysJobRun.start_time, new Date(now.getTime() - LOST_RUN_MS))));
  const gone = await db.delete(sysJobRun).where(lt(sysJobRun.start_time, new Date(now.getTime() - RUN_LOG_DAYS * 86_400_000))).returning({ id: sysJobRun.run_id });
  return gone.length;
}

/**
 * Every ten minutes: expired and unstarted imports, lost imports, spent or expired one-time
 * sign-in codes and sign-in challenges, old run-log lines and approval uploads no request took over are cleared.
 */
export const housekeepingJob = defineJob({
  name: 'housekeeping',
  input: z.object({}),
  schedule: '*/10 * * * *',
  scheduledInput: {},
  timeoutSeconds: 120,
  retries: 1,
  retryDelaySeconds: 30,
  pollSeconds: 2,
  async handler({ db, storage }) {
    const now = new Date();
    const imports = await sweepImports(db, now);
    const codes = await sweepLoginCodes(db, now);
    const challenges = await sweepChallenges(db, now);
    const runs = await pruneRunLog(db, now);
    const uploads = await sweepUnclaimedUploads(db, storage, now);
    return `imports dropped ${imports.dropped}, interrupted ${imports.interrupted}; sign-in codes ${codes}; sign-in challenges ${challenges}; run-log lines ${runs}; unclaimed approval uploads ${uploads}`;
  },
});
