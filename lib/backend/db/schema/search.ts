import { index, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { keyColumn } from './columns';

/**
 * One entry per record of a kind with searched fields (a field's `search` flag): what the global
 * search matches, derived once when the record is written (lib/backend/search/search-index.ts).
 * `haystack` holds the searched values in lower case followed by the pinyin initials and full
 * pinyin of their Chinese characters; a trigram index serves substring and similarity matches.
 * `source_time` is the record's update_time when indexed, so stale entries are found and redone.
 */
export const sysSearchEntry = pgTable('sys_search_entry', {
  entity: varchar('entity', { length: 64 }).notNull(),
  record_key: keyColumn('record_key').notNull(),
  haystack: text('haystack').notNull(),
  source_time: timestamp('source_time', { withTimezone: true, mode: 'date' }),
}, (t) => [
  primaryKey({ columns: [t.entity, t.record_key] }),
  index('sys_search_entry_haystack_trgm_idx').using('gin', t.haystack.op('gin_trgm_ops')),
]);
