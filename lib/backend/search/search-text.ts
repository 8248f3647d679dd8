import { pinyin } from 'pinyin-pro';
import { CJK_CHARACTER_CLASS } from '@/lib/entity/features/full-text/full-text';
import { searchedApart, searchedFields } from '@/lib/entity/features/search-entries/searched-fields';
import type { EntityDef } from '@/lib/entity/types';

const HAS_CJK = new RegExp(CJK_CHARACTER_CLASS);
const CJK_PAIR = new RegExp(`^${CJK_CHARACTER_CLASS}{2}$`);

/** Whether the text is two Chinese characters: the search finds those among a haystack's pairs. */
export function isCjkPair(text: string): boolean {
  return CJK_PAIR.test(text);
}

/**
 * Every two neighbouring Chinese characters of the values, each a word of its own between spaces
 * (" 浦江 江信 信托 "). A trigram index cannot serve a two-character substring, the commonest
 * Chinese search, but it serves " 浦江 " as a whole word; so such a search asks for the pair.
 */
export function cjkPairs(values: readonly string[]): string {
  const pairs = new Set<string>();
  for (const value of values) {
    const chars = [...value];
    for (let at = 0; at + 1 < chars.length; at++) {
      const pair = chars[at]! + chars[at + 1]!;
      if (isCjkPair(pair)) pairs.add(pair);
    }
  }
  return pairs.size > 0 ? ` ${[...pairs].join(' ')} ` : '';
}

/** Initials and full pinyin of a value's Chinese characters ("浦江信托" → "pjxt pujiangxintuo"); empty without any. */
export function pinyinForms(value: string): string {
  if (!HAS_CJK.test(value)) return '';
  const syllables = pinyin(value, { toneType: 'none', type: 'array', nonZh: 'removed', v: true });
  if (syllables.length === 0) return '';
  return `${syllables.map((s) => s[0] ?? '').join('')} ${syllables.join('')}`;
}

/** Keeps values apart: no one types it, so a match never spans two of them. */
export const VALUES_APART = '\u0001';
/** Opens a section of an entry, `\u0002name\u0003` before its field's text (no one types either). */
export const FIELD_APART = '\u0002';
const FIELD_NAMED = '\u0003';
const FIELD_NAME = /^[a-z][a-z0-9_]*$/;

/** What opens the section of a field in an entry. */
export function sectionHead(name: string): string {
  if (!FIELD_NAME.test(name)) throw new Error(`${name}: not a field name`);
  return `${FIELD_APART}${name}${FIELD_NAMED}`;
}

/** The values of some fields as matched: in lower case, then their pinyin forms, then their pairs, kept apart. */
function matchedText(values: readonly unknown[]): string {
  const texts = values
    .filter((value): value is string | number => (typeof value === 'string' && value.trim() !== '') || typeof value === 'number')
    .map((value) => String(value).trim());
  const forms = texts.map(pinyinForms).filter(Boolean);
  const pairs = cjkPairs(texts);
  return [...texts, ...forms, ...(pairs ? [pairs] : [])].join(VALUES_APART).toLowerCase();
}

/**
 * What the search matches for one record: its searched values in lower case, then their pinyin
 * forms, then the pairs of neighbouring Chinese characters, separated by a character no one types
 * so a match never spans two values. That is the entry's open part, matched for every reader of
 * the record. A section follows for each field not every reader may match (`searchedApart`: one
 * limited to some roles, or sensitive), opened by its name, written even when the field is empty so
 * an entry missing one is told apart (./search-index.ts). A search keeps the sections its caller
 * may match before matching (`readableHaystack` in ./global-search.ts).
 */
export function haystackOf(entity: EntityDef, row: Record<string, unknown>): string {
  const names = searchedFields(entity);
  const open = matchedText(names.filter((name) => !searchedApart(entity.fields[name]!)).map((name) => row[name]));
  const sections = names.filter((name) => searchedApart(entity.fields[name]!)).map((name) => `${sectionHead(name)}${matchedText([row[name]])}`);
  return open + sections.join('');
}

/** The open part of an entry, matched for every reader of the record: its only words that become spellings. */
export function openPart(haystack: string): string {
  const end = haystack.indexOf(FIELD_APART);
  return end < 0 ? haystack : haystack.slice(0, end);
}

/**
 * A regular expression (PostgreSQL's) matching the section of every field but those named, the
 * ones a caller may match: a field retired since, one the caller may not read, or a sensitive one
 * the caller may not match on this record, is removed whole.
 */
export function unreadApartPattern(read: readonly string[]): string {
  for (const name of read) if (!FIELD_NAME.test(name)) throw new Error(`${name}: not a field name`);
  const kept = read.length > 0 ? `(?!(?:${read.join('|')})${FIELD_NAMED})` : '';
  return `${FIELD_APART}${kept}[^${FIELD_APART}]*`;
}

/** The names that open the sections a caller matches: each becomes a separator, never matched. */
export const APART_NAME_PATTERN = `${FIELD_APART}[^${FIELD_NAMED}]*${FIELD_NAMED}`;

/**
 * The shortest and longest run kept as a spelling. Shorter ones are too alike to correct. Every
 * longer one must be kept however long, up to what an index entry holds: the full pinyin of a long
 * company name is one run, and a search for part of it is known to be held only if the run is.
 */
const SPELLING = /^[a-z]{4,1000}$/;

/**
 * The Latin words of a haystack or a search text (runs of letters), each once: the spellings a
 * misspelt search is corrected to. The migration that fills them from older entries splits the
 * same way in SQL.
 */
export function spellingWords(text: string): string[] {
  return [...new Set(text.toLowerCase().split(/[^a-z]+/).filter((word) => SPELLING.test(word)))];
}
