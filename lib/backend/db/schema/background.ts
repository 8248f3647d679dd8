import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { bytea, keyColumn } from './columns';

/**
 * An Excel import from the checked upload to its finished result. Everything about it lives here
 * (not in the memory of the process that checked the file), so any app process can start it, run
 * its next batch, answer its progress and hand out its error file.
 * status: pending (checked, waiting for start), running, finished.
 */
export const excelImport = pgTable('excel_import', {
  import_key: varchar('import_key', { length: 36 }).primaryKey(),
  owner_key: keyColumn('owner_key').notNull(),
  app_key: varchar('app_key', { length: 64 }),
  entity: varchar('entity', { length: 64 }).notNull(),
  file_name: varchar('file_name', { length: 255 }).notNull(),
  locale: varchar('locale', { length: 8 }).notNull(),
  headers: jsonb('headers').$type<string[]>().notNull(),
  targets: jsonb('targets').notNull(),
  /** Update mode matched by a unique field: rows whose value there names a live record update it (null: by the record-key column, when mapped). */
  match_field: varchar('match_field', { length: 64 }),
  fixed: jsonb('fixed').$type<Record<string, string>>().notNull(),
  status: varchar('status', { length: 16 }).notNull(),
  total: integer('total').notNull(),
  done: integer('done').notNull().default(0),
  succeeded: integer('succeeded').notNull().default(0),
  /** Of the succeeded rows, those that updated a record (the rest added one). */
  updated: integer('updated').notNull().default(0),
  failed: integer('failed').notNull().default(0),
  error_file: bytea('error_file'),
  stopped_by: text('stopped_by'),
  /** Rows imported although they likely duplicate a record or another row (lib/contract/import-duplicates.ts): all counted, the first kept. */
  duplicate_count: integer('duplicate_count').notNull().default(0),
  duplicates: jsonb('duplicates').notNull().default([]),
  create_time: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** Moves with every written batch: a running import whose update_time stands still has lost its process. */
  update_time: timestamp('update_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  finish_time: timestamp('finish_time', { withTimezone: true, mode: 'date' }),
  /** Pending: until start must be called; finished: until progress and error file are dropped. */
  expire_time: timestamp('expire_time', { withTimezone: true, mode: 'date' }).notNull(),
}, (t) => [index('excel_import_owner_idx').on(t.owner_key, t.status), index('excel_import_expire_idx').on(t.expire_time)]);

/** The uploaded rows of an import in pages of IMPORT_BATCH_ROWS, dropped when the import finishes. */
export const excelImportPage = pgTable('excel_import_page', {
  import_key: varchar('import_key', { length: 36 }).notNull().references(() => excelImport.import_key, { onDelete: 'cascade' }),
  page_no: integer('page_no').notNull(),
  rows: jsonb('rows').notNull(),
}, (t) => [primaryKey({ columns: [t.import_key, t.page_no] })]);

/** Rows an import could not write, with the reason shown in the error file. */
export const excelImportFailure = pgTable('excel_import_failure', {
  import_key: varchar('import_key', { length: 36 }).notNull().references(() => excelImport.import_key, { onDelete: 'cascade' }),
  row_number: integer('row_number').notNull(),
  cells: jsonb('cells').notNull(),
  reason: text('reason').notNull(),
}, (t) => [primaryKey({ columns: [t.import_key, t.row_number] })]);

/**
 * The records a running import of an entity with declared duplicates has written, and the row that
 * wrote each: a later batch whose row matches one of them names that row, not an existing record.
 * Dropped when the import finishes.
 */
export const excelImportWritten = pgTable('excel_import_written', {
  import_key: varchar('import_key', { length: 36 }).notNull().references(() => excelImport.import_key, { onDelete: 'cascade' }),
  record_key: keyColumn('record_key').notNull(),
  row_number: integer('row_number').notNull(),
}, (t) => [primaryKey({ columns: [t.import_key, t.record_key] })]);

/**
 * One line per run of a background job (lib/backend/jobs): which process ran which queued job,
 * when, and how it ended. Kept a week for operators; the queue's own tables say what is waiting.
 */
export const sysJobRun = pgTable('sys_job_run', {
  run_id: serial('run_id').primaryKey(),
  job_name: varchar('job_name', { length: 64 }).notNull(),
  job_id: varchar('job_id', { length: 36 }).notNull(),
  worker: varchar('worker', { length: 128 }).notNull(),
  start_time: timestamp('start_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  finish_time: timestamp('finish_time', { withTimezone: true, mode: 'date' }),
  outcome: varchar('outcome', { length: 16 }).notNull().default('running'),
  detail: text('detail'),
}, (t) => [index('sys_job_run_job_idx').on(t.job_id), index('sys_job_run_start_idx').on(t.start_time)]);
