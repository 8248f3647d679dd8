import { boolean, index, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { keyColumn } from './columns';

/**
 * Advanced queries a user saved for one list, kept on the server so they follow the
 * user to another browser; a shared one is offered to colleagues who may open the same list.
 * save_code names the list (the entity name, or the page's path).
 */
export const sysSavedQuery = pgTable('sys_saved_query', {
  query_key: keyColumn('query_key').primaryKey(),
  owner_key: keyColumn('owner_key').notNull(),
  save_code: varchar('save_code', { length: 128 }).notNull(),
  name: varchar('name', { length: 50 }).notNull(),
  match_type: varchar('match_type', { length: 8 }).notNull(),
  /** The conditions, as lib/entity/advanced-query.ts describes them. */
  rules: jsonb('rules').notNull(),
  shared: boolean('shared').notNull().default(false),
  create_time: timestamp('create_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  update_time: timestamp('update_time', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('sys_saved_query_owner_name_uq').on(t.owner_key, t.save_code, t.name),
  index('sys_saved_query_shared_idx').on(t.save_code, t.shared),
]);
