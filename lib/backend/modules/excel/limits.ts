/** Data rows one import file may hold. */
export const IMPORT_MAX_ROWS = 50_000;

/** Largest workbook accepted for import (independent of the attachment upload limit: it is not stored). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** What the parts of a workbook may unpack to: more means a crafted file, not a spreadsheet. */
export const IMPORT_MAX_UNPACKED_BYTES = 300 * 1024 * 1024;

/** Rows written per transaction: small enough that other calls are not held up for long. */
export const IMPORT_BATCH_ROWS = 500;

/** How long a checked upload waits for its import to be started. */
export const PENDING_IMPORT_TTL_MS = 30 * 60 * 1000;

/** How long a finished import's progress and error file can still be fetched. */
export const FINISHED_JOB_TTL_MS = 2 * 60 * 60 * 1000;
