import { z } from 'zod';
import { importDuplicateSchema } from './import-duplicates';

/** What the import calls answer (excelPaths): a checked workbook, a started job, its progress. */

/** A workbook that passed the checks, kept under importKey until started. */
export const importVerifiedSchema = z.strictObject({
  importKey: z.string(),
  fileName: z.string(),
  total: z.number(),
  /** The file carries record keys: rows with one update their record. */
  updatesByKey: z.boolean(),
});
export type ImportVerified = z.infer<typeof importVerifiedSchema>;

export const importStartedSchema = z.strictObject({ jobId: z.string(), total: z.number() });
export type ImportStarted = z.infer<typeof importStartedSchema>;

export const importProgressSchema = z.strictObject({
  total: z.number(),
  done: z.number(),
  succeeded: z.number(),
  failed: z.number(),
  finished: z.boolean(),
  /** The job whose failed rows can be fetched as a workbook, once finished with failures. */
  errorFileKey: z.string().nullable(),
  /** Why the import stopped before its end (a message key), null while it runs or when it ran through. */
  stoppedBy: z.string().nullable(),
  /** Rows imported although they likely duplicate a record or another row: all counted, the first listed once finished. */
  duplicateCount: z.number(),
  duplicates: z.array(importDuplicateSchema),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;
