import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { keyColumn } from './columns';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Why an attempt failed: a message key with its values (never a secret), translated when shown. */
export interface OutboxError {
  key: string;
  values: Record<string, string>;
}

/**
 * Notifications that leave the application (lib/backend/modules/notifications): written in the
 * transaction of the decision they tell about, sent by the notify-send job outside it. A row is
 * taken by one sender (FOR UPDATE SKIP LOCKED), tried again later after a failure and given up
 * after the last attempt; an administrator may send a failed or given-up row again.
 */
export const notifyOutbox = pgTable('notify_outbox', {
  outbox_key: keyColumn('outbox_key').primaryKey(),
  user_key: keyColumn('user_key').notNull(),
  channel: varchar('channel', { length: 16 }).notNull(),
  event: varchar('event', { length: 32 }).notNull(),
  title: varchar('title', { length: 500 }).notNull(),
  text: text('text').notNull(),
  /** Site-relative; made absolute with the site origin when sent. */
  link: varchar('link', { length: 2000 }),
  /** waiting, sent, failed (tried again at next_attempt_at) or gave_up. */
  status: varchar('status', { length: 16 }).notNull().default('waiting'),
  attempts: integer('attempts').notNull().default(0),
  /** Not sent before this time (quiet hours, the backoff after a failure). */
  next_attempt_at: time('next_attempt_at').notNull().defaultNow(),
  last_error: jsonb('last_error').$type<OutboxError>(),
  /** The same key is queued once. */
  dedupe_key: varchar('dedupe_key', { length: 200 }),
  create_time: time('create_time').notNull().defaultNow(),
  sent_time: time('sent_time'),
}, (t) => [
  // What the sending job picks: due rows still to send, oldest first.
  index('notify_outbox_due_idx').on(t.status, t.next_attempt_at),
  index('notify_outbox_list_idx').on(t.create_time),
  uniqueIndex('notify_outbox_dedupe_idx').on(t.dedupe_key),
]);
