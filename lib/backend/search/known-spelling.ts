import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { executeNamed } from '../db/named-statement';
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
  // The nearest spelling is looked for only when the word is held nowhere (CASE evaluates its
  // branches lazily): a word as typed is the common case, and the similarity pass the dearer half.
  // OFFSET 0 keeps the planner from copying the held test into the CASE, which ran it twice.
  // Named: a search sends this on every Latin query, and its plan does not depend on the words.
  const answer = await executeNamed<Spelling>(db, sql`select q.word, q.held,
      case when q.held then null
        else (select s.word from ${sysSearchWord} s where s.word % q.word order by similarity(s.word, q.word) desc, s.word limit 1) end as nearest
    from (select v.word, exists (select 1 from ${sysSearchWord} s where s.word like '%' || v.word || '%') as held
      from (values ${asked}) v(word) offset 0) q`);
  const spellings = new Map(answer.rows.map((row) => [row.word, row]));
  return text.replace(/[a-z]+/g, (word) => {
    const spelling = spellings.get(word);
    return spelling && !spelling.held && spelling.nearest ? spelling.nearest : word;
  });
}
