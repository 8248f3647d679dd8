import { bigserial, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { keyColumn } from './columns';

/** Clicks on elements marked for tracking: what was clicked, on which page, by whom. */
export const sysTrackLog = pgTable('sys_track_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  event: varchar('event', { length: 64 }).notNull(),
  page: varchar('page', { length: 255 }).notNull(),
  label: varchar('label', { length: 100 }),
  user_key: keyColumn('user_key').notNull(),
  app_key: varchar('app_key', { length: 64 }),
  create_time: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index('sys_track_log_event_time_idx').on(t.event, t.create_time)]);
