import { index, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, keyColumn } from './columns';

/** Message categories; category_type BUSINESS or ADMINISTRATION (spec-1 §7.3). */
export const bizMessageCategory = pgTable('biz_message_category', {
  message_category_key: keyColumn('message_category_key').primaryKey(),
  category_name: varchar('category_name', { length: 64 }).notNull(),
  category_type: varchar('category_type', { length: 16 }).notNull(),
  ...auditColumns,
});

/** A message or notice (spec-1 §3). message_type BUSINESS or ADMINISTRATION. */
export const bizMessage = pgTable('biz_message', {
  message_key: keyColumn('message_key').primaryKey(),
  message_type: varchar('message_type', { length: 16 }).notNull(),
  message_category_key: keyColumn('message_category_key'),
  title: varchar('title', { length: 200 }),
  message_content: text('message_content').notNull(),
  priority: varchar('priority', { length: 8 }).notNull().default('NORMAL'),
  status: varchar('status', { length: 16 }).notNull().default('PUBLISHED'),
  attachment: text('attachment'),
  publisher: keyColumn('publisher'),
  publisher_name: varchar('publisher_name', { length: 64 }),
  publish_time: timestamp('publish_time', { withTimezone: true, mode: 'date' }),
  /** Link into the business record the message is about (an approval task, a project, …). */
  biz_link: varchar('biz_link', { length: 255 }),
  ...auditColumns,
}, (t) => [index('biz_message_type_idx').on(t.message_type, t.status)]);

/** One row per recipient: each has their own read state (UNREAD or READED). */
export const bizMessageAcceptor = pgTable('biz_message_acceptor', {
  message_key: keyColumn('message_key').notNull(),
  ref_key: keyColumn('ref_key').notNull(),
  read_status: varchar('read_status', { length: 8 }).notNull().default('UNREAD'),
  read_time: timestamp('read_time', { withTimezone: true, mode: 'date' }),
  create_time: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.message_key, t.ref_key] }), index('biz_message_acceptor_ref_idx').on(t.ref_key, t.read_status)]);
