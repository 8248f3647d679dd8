import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { excelImport } from '../../db/schema';
import { hasLiveJob } from '../../jobs/job-queue';
import { excelImportJob, stopImport } from './import-job';

/** A running import that has not moved for this long, with no part queued or running, has lost its process. */
const STALE_RUNNING_MS = 2 * 60 * 1000;

/**
 * Drops checked uploads nobody started and finished imports past their time, and closes running
 * imports whose work was lost beyond the queue's own retries (listing the rows not imported), so no
 * import shows 'running' for ever. Answers what it did.
 */
export async function sweepImports(db: Db, now = new Date()): Promise<{ dropped: number; interrupted: number }> {
  const dropped = await db
    .delete(excelImport)
    .where(and(inArray(excelImport.status, ['pending', 'finished']), lt(excelImport.expire_time, now)))
    .returning({ key: excelImport.import_key });
  const stale = await db
    .select({ key: excelImport.import_key })
    .from(excelImport)
    .where(and(eq(excelImport.status, 'running'), lt(excelImport.update_time, new Date(now.getTime() - STALE_RUNNING_MS))));
  let interrupted = 0;
  for (const { key } of stale) {
    if (await hasLiveJob(db, excelImportJob, { importKey: key })) continue;
    await stopImport(db, key, 'excel.errors.interrupted');
    interrupted += 1;
  }
  return { dropped: dropped.length, interrupted };
}
