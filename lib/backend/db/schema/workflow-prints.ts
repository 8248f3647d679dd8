import { char, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { keyColumn } from './columns';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Every PDF of a request that was printed: its short code (on each page, and in the QR code that
 * opens the public verify page) and the SHA-256 of the exact bytes handed out. A copy is genuine
 * when its bytes hash to the one recorded under its code. The verify page learns that, and of the
 * request only what the paper's header and footer carry (operations/request-print.ts, printedCopyOf).
 */
export const wfPrint = pgTable('wf_print', {
  code: varchar('code', { length: 10 }).primaryKey(),
  /** Lower-case hex SHA-256 of the PDF as issued. */
  sha256: char('sha256', { length: 64 }).notNull(),
  instance_key: keyColumn('instance_key').notNull(),
  issued_by: keyColumn('issued_by').notNull(),
  issue_time: time('issue_time').notNull().defaultNow(),
}, (t) => [index('wf_print_instance_idx').on(t.instance_key, t.issue_time)]);
