import { pinyin } from 'pinyin-pro';
import { CJK_CHARACTER_CLASS } from '@/lib/entity/features/full-text/full-text';
import { searchedFields } from '@/lib/entity/features/search-entries/searched-fields';
import { sensitiveFieldsOf } from '@/lib/entity/features/sensitive/fields';
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

/** The values of some fields, their pinyin forms and their Chinese pairs, apart by a character no one types. */
function haystackPart(values: readonly string[]): string {
  const forms = values.map(pinyinForms).filter(Boolean);
  const pairs = cjkPairs(values);
  return [...values, ...forms, ...(pairs ? [pairs] : [])].join('\u0001');
}

/**
 * Ends the part of a haystack every reader of the record may match. What follows it comes from the
 * kind's sensitive fields, which only their owner and a holder of 查看敏感信息 match: others read
 * them masked (lib/backend/search/global-search.ts). A kind with sensitive searched fields always
 * has it, so an entry written before it existed is told apart and written again.
 */
export const SENSITIVE_PART = '\u0002';

/**
 * What the search matches for one record: its searched values in lower case, then their pinyin
 * forms, then the pairs of neighbouring Chinese characters, separated by a character no one types
 * so a match never spans two values; the sensitive fields' own such part after SENSITIVE_PART.
 */
export function haystackOf(entity: EntityDef, row: Record<string, unknown>): string {
  const valuesOf = (names: readonly string[]) => names
    .map((name) => row[name])
    .filter((value): value is string | number => (typeof value === 'string' && value.trim() !== '') || typeof value === 'number')
    .map((value) => String(value).trim());
  const hidden = sensitiveSearchedFields(entity);
  const open = haystackPart(valuesOf(searchedFields(entity).filter((name) => !hidden.includes(name))));
  return (hidden.length > 0 ? `${open}${SENSITIVE_PART}${haystackPart(valuesOf(hidden))}` : open).toLowerCase();
}

/** The searched fields whose values are sensitive: a kind with any has a part after SENSITIVE_PART. */
export function sensitiveSearchedFields(entity: EntityDef): string[] {
  const sensitive = new Set(sensitiveFieldsOf(entity).map(([name]) => name));
  return searchedFields(entity).filter((name) => sensitive.has(name));
}

/** The part of a haystack every reader of the record may match. */
export function openPart(haystack: string): string {
  const end = haystack.indexOf(SENSITIVE_PART);
  return end < 0 ? haystack : haystack.slice(0, end);
}

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
