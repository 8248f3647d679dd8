import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { ENTITIES } from '@/lib/entities';
import { searchedEntities } from '@/lib/entity/features/search-entries/searched-fields';
import { keyColumn } from './columns';

/** A declaration name as it may stand in SQL text (the search's partial indexes are chosen by it). */
export function searchKindLiteral(name: string): string {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) throw new Error(`${name}: not a kind name`);
  return `'${name}'`;
}

/**
 * One entry per record of a kind with searched fields (a field's `search` flag): what the global
 * search matches, derived once when the record is written (lib/backend/search/search-index.ts).
 * `haystack` holds the searched values in lower case followed by the pinyin initials and full
 * pinyin of their Chinese characters. Each kind has a trigram index of its own, so a search of one
 * kind reads only that kind's entries however many the others hold (a kind declared searched
 * later comes with its index in the next migration).
 * `source_time` is the record's update_time when indexed, so stale entries are found and redone.
 */
export const sysSearchEntry = pgTable('sys_search_entry', {
  entity: varchar('entity', { length: 64 }).notNull(),
  record_key: keyColumn('record_key').notNull(),
  haystack: text('haystack').notNull(),
  source_time: timestamp('source_time', { withTimezone: true, mode: 'date' }),
}, (t) => [
  primaryKey({ columns: [t.entity, t.record_key] }),
  ...searchedEntities(ENTITIES).map((entity) => index(`sys_search_entry_${entity.name}_trgm_idx`)
    .using('gin', t.haystack.op('gin_trgm_ops'))
    .where(sql.raw(`entity = ${searchKindLiteral(entity.name)}`))),
]);

/**
 * Every Latin word of four letters or more that the entries hold (names, e-mail parts, pinyin):
 * the spellings a misspelt search is corrected to. A small table with a trigram index, so finding
 * the nearest spelling reads a few words instead of every entry that holds a similar one. Words are
 * only added (one no record holds any more is harmless: the corrected search then finds nothing).
 */
export const sysSearchWord = pgTable('sys_search_word', {
  word: text('word').primaryKey(),
}, (t) => [index('sys_search_word_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))]);
