import { index, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { MESSAGE_TYPES, PRIORITIES, PUBLISH_STATUSES, READ_STATUSES } from '@/lib/contract/message-center-values';
import { auditColumns, keyColumn } from './columns';

// The categories of messages and news are declared entities (lib/entities/message-category.ts,
// news-category.ts); their tables are in ./entities.ts.

/** A message or notice. message_type BUSINESS or ADMINISTRATION. */
export const bizMessage = pgTable('biz_message', {
  message_key: keyColumn('message_key').primaryKey(),
  message_type: varchar('message_type', { length: 16, enum: MESSAGE_TYPES }).notNull(),
  message_category_key: keyColumn('message_category_key'),
  title: varchar('title', { length: 200 }),
  message_content: text('message_content').notNull(),
  priority: varchar('priority', { length: 8, enum: PRIORITIES }).notNull().default('NORMAL'),
  status: varchar('status', { length: 16, enum: PUBLISH_STATUSES }).notNull().default('PUBLISHED'),
  attachment: text('attachment'),
  publisher: keyColumn('publisher'),
  publisher_name: varchar('publisher_name', { length: 64 }),
  publish_time: timestamp('publish_time', { withTimezone: true, mode: 'date' }),
  /** Link into the business record the message is about (an approval task, a project, …). */
  biz_link: varchar('biz_link', { length: 255 }),
  /**
   * The approval task a business message asks someone to act on. Once the task no longer waits for
   * a recipient (decided by anyone, handed over, withdrawn, decided by a timer), that recipient's
   * copy is marked handled by a trigger on wf_task (migration 0042), so the bell counts only what
   * still needs them.
   */
  task_key: keyColumn('task_key'),
  /**
   * The audience as the publisher chose it: 'ALL' or user keys, comma-joined.
   * The recipients themselves are resolved from it at publish time into biz_message_acceptor.
   */
  ref_key: text('ref_key'),
  /** Chosen departments, comma-joined: their users and those of departments below them receive it. */
  dept_key: text('dept_key'),
  ...auditColumns,
}, (t) => [index('biz_message_type_idx').on(t.message_type, t.status), index('biz_message_task_idx').on(t.task_key)]);

/** One row per recipient: each has their own read state (UNREAD or READED). */
export const bizMessageAcceptor = pgTable('biz_message_acceptor', {
  message_key: keyColumn('message_key').notNull(),
  ref_key: keyColumn('ref_key').notNull(),
  read_status: varchar('read_status', { length: 8, enum: READ_STATUSES }).notNull().default('UNREAD'),
  read_time: timestamp('read_time', { withTimezone: true, mode: 'date' }),
  create_time: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.message_key, t.ref_key] }), index('biz_message_acceptor_ref_idx').on(t.ref_key, t.read_status)]);

/** A news item: shown in the message drawer and, once published, on the public site. */
export const bizNews = pgTable('biz_news', {
  news_key: keyColumn('news_key').primaryKey(),
  title: varchar('title', { length: 200 }).notNull(),
  news_category_key: keyColumn('news_category_key').notNull(),
  priority: varchar('priority', { length: 8, enum: PRIORITIES }).notNull().default('NORMAL'),
  /** Sanitised HTML (lib/rich-text/sanitize.ts): cleaned when saved and again when shown. */
  news_content: text('news_content').notNull(),
  /** JSON list of {uid, name, status, url}, the shape the upload widget keeps. */
  attachment: text('attachment'),
  status: varchar('status', { length: 16, enum: PUBLISH_STATUSES }).notNull().default('DRAFT'),
  publisher: keyColumn('publisher'),
  publisher_name: varchar('publisher_name', { length: 64 }),
  publish_date: timestamp('publish_date', { withTimezone: true, mode: 'date' }),
  ...auditColumns,
}, (t) => [
  index('biz_news_public_idx').on(t.status, t.news_category_key, t.publish_date),
  index('biz_news_create_time_idx').on(t.create_time),
]);
