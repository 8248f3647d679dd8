import { z } from 'zod';
import { importDuplicateSchema } from './import-duplicates';

/** What the import calls answer (excelPaths): a checked workbook, a started job, its progress. */

/** A column of the uploaded file: its header, the first values under it, and the target it is mapped to. */
export const importColumnSchema = z.strictObject({
  header: z.string(),
  samples: z.array(z.string()),
  /** A field name, RECORD_KEY_TARGET (lib/contract/import-mapping.ts), or null: not imported. */
  target: z.string().nullable(),
  /** The target is only suggested (a label alike, a synonym, pinyin): the mapping step marks it for the user to confirm. */
  suggested: z.boolean(),
});
export type ImportColumn = z.infer<typeof importColumnSchema>;

/** A field a column may be mapped to, labelled in the caller's language. */
export const importFieldSchema = z.strictObject({
  name: z.string(),
  label: z.string(),
  /** A new record needs a value (no default fills it). */
  required: z.boolean(),
  /** Unique among live records: rows may be matched to records by it. */
  matches: z.boolean(),
});
export type ImportField = z.infer<typeof importFieldSchema>;

/** A workbook that passed the checks, kept under importKey until started. */
export const importVerifiedSchema = z.strictObject({
  importKey: z.string(),
  fileName: z.string(),
  total: z.number(),
  /** The file carries record keys: rows with one update their record. */
  updatesByKey: z.boolean(),
  /** One per column of the file, pre-mapped by header text or by the caller's remembered mapping. */
  columns: z.array(importColumnSchema),
  /** The fields the kind's import fills (the template's columns). */
  fields: z.array(importFieldSchema),
  /** The mapping offered is the one the caller chose last time for these headers. */
  remembered: z.boolean(),
  /** The field rows were matched by last time (update mode), or RECORD_KEY_TARGET for a file with record keys. */
  keyField: z.string().nullable(),
});
export type ImportVerified = z.infer<typeof importVerifiedSchema>;

export const importStartedSchema = z.strictObject({ jobId: z.string(), total: z.number() });
export type ImportStarted = z.infer<typeof importStartedSchema>;

export const importProgressSchema = z.strictObject({
  total: z.number(),
  done: z.number(),
  succeeded: z.number(),
  /** Of the succeeded rows: records added, and records updated. */
  added: z.number(),
  updated: z.number(),
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
