import { jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { keyColumn } from './columns';

/** Settings an administrator changes at run time, one row per group, validated by the group's schema. */
export const sysSetting = pgTable('sys_setting', {
  setting_key: varchar('setting_key', { length: 64 }).primaryKey(),
  value: jsonb('value').notNull(),
  update_by: keyColumn('update_by'),
  update_time: timestamp('update_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
