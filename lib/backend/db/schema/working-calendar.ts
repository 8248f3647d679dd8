import { boolean, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { keyColumn } from './columns';

/**
 * An administrator's marking of one day (休息日 or 工作日, with a name such as 国庆节 or 调休上班),
 * laid over the holiday package's data for its year. The day is business-calendar text
 * ('YYYY-MM-DD', docs/time.md), so a year's overrides are a range of the key.
 */
export const workingCalendarDay = pgTable('working_calendar_day', {
  day: varchar('day', { length: 10 }).primaryKey(),
  working: boolean('working').notNull(),
  name: varchar('name', { length: 50 }).notNull(),
  update_by: keyColumn('update_by'),
  update_time: timestamp('update_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
