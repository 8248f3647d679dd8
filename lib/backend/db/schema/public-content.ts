import { bigint, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * One row per public content topic (lib/contract/public-content.ts): its version moves with every
 * committed change, so each app process can tell whether the pages it cached still show the
 * topic as it is.
 */
export const publicContentVersion = pgTable('public_content_version', {
  topic: varchar('topic', { length: 32 }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  change_time: timestamp('change_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
