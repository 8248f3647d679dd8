import { date, index, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { keyColumn } from './columns';

/**
 * Notifications a user chose to receive gathered (汇总) rather than at once: kept until their
 * daily digest takes them. The text is already in the user's language.
 */
export const notifyDigestItem = pgTable('notify_digest_item', {
  item_key: keyColumn('item_key').primaryKey(),
  user_key: keyColumn('user_key').notNull(),
  channel: varchar('channel', { length: 16 }).notNull(),
  event: varchar('event', { length: 32 }).notNull(),
  title: varchar('title', { length: 500 }).notNull(),
  link: varchar('link', { length: 1000 }),
  create_time: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** The digest that took it (its dedupe key); null while it waits. */
  digest_key: varchar('digest_key', { length: 200 }),
  text: text('text').notNull(),
}, (t) => [index('notify_digest_item_waiting_idx').on(t.user_key, t.channel, t.digest_key)]);

/** One row per user and business day whose digest was made: whichever process inserts it first makes it. */
export const notifyDigestDay = pgTable('notify_digest_day', {
  user_key: keyColumn('user_key').notNull(),
  business_date: date('business_date', { mode: 'string' }).notNull(),
  create_time: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.user_key, t.business_date] })]);
