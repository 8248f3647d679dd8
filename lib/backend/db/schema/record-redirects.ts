import { index, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { keyColumn } from './columns';

/**
 * Records merged into another of their kind (lib/backend/entity/features/merge/): the merged
 * record stays, soft-deleted, and its key leads to the survivor. One table for every kind, so a
 * kind that opts in to merging needs no column of its own.
 */
export const sysRecordRedirect = pgTable('sys_record_redirect', {
  entity: varchar('entity', { length: 64 }).notNull(),
  from_key: keyColumn('from_key').notNull(),
  to_key: keyColumn('to_key').notNull(),
  merged_by: keyColumn('merged_by'),
  merged_time: timestamp('merged_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  primaryKey({ columns: [t.entity, t.from_key] }),
  index('sys_record_redirect_to_idx').on(t.entity, t.to_key),
]);
