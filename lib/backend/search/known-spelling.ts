import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sysSearchWord } from '../db/schema';
import { spellingWords } from './search-text';

/** Text whose Latin words may be corrected to the spellings the entries hold. */
const CORRECTABLE = /^[a-z0-9 .@_-]+$/;

type Spelling = { word: string; held: boolean; nearest: string | null };

/**
 * The text to search for: as typed, or with each of its words that no entry holds replaced by the
 * known spelling most like it (pg_trgm similarity over sys_search_word): "everbrigt" becomes
 * "everbright". A word of four letters or more lies inside one of an entry's runs of letters, and
 * every such run is a known spelling; so a word no spelling contains is in no entry, and the text
 * as typed would find nothing: it is corrected before the search rather than after an empty one.
 * One statement for all the words; Chinese text, numbers and short words are not asked.
 */
export async function inKnownSpelling(db: Db, text: string): Promise<string> {
  const words = CORRECTABLE.test(text) ? spellingWords(text) : [];
  if (words.length === 0) return text;
  const asked = sql.join(words.map((word) => sql`(${word})`), sql`, `);
  const answer = await db.execute(sql`select q.word,
      exists (select 1 from ${sysSearchWord} s where s.word like '%' || q.word || '%') as held,
      (select s.word from ${sysSearchWord} s where s.word % q.word order by similarity(s.word, q.word) desc, s.word limit 1) as nearest
    from (values ${asked}) q(word)`);
  const spellings = new Map((answer as unknown as { rows: Spelling[] }).rows.map((row) => [row.word, row]));
  return text.replace(/[a-z]+/g, (word) => {
    const spelling = spellings.get(word);
    return spelling && !spelling.held && spelling.nearest ? spelling.nearest : word;
  });
}
