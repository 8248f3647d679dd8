import { pinyin } from 'pinyin-pro';
import { normaliseHeader } from './header-match';
import { HEADER_SYNONYMS } from './header-synonyms';

/** A field the mapping step may suggest for a column, with its label in every language the product speaks. */
export interface SuggestableField {
  name: string;
  labels: readonly string[];
}

/** Below this, a likeness is a guess: the column is left for the user to map. */
const LEAST_LIKENESS = 0.6;

const LATIN = /^[a-z][a-z\s_.-]*$/;
const compact = (text: string) => text.replace(/[\s_.-]+/g, '');

const synonymGroups = new Map<string, number>();
HEADER_SYNONYMS.forEach((group, index) => {
  for (const word of group) synonymGroups.set(normaliseHeader(word), index);
});

/** The ways a Chinese label is typed in pinyin: whole (suoshuhangye) and by initials (sshy). */
function pinyinForms(label: string): string[] {
  if (!/[\u4e00-\u9fff]/.test(label)) return [];
  const syllables = pinyin(label, { toneType: 'none', type: 'array', nonZh: 'removed' }).map((s) => s.toLowerCase());
  return [syllables.join(''), syllables.map((s) => s[0] ?? '').join('')];
}

/**
 * How alike a header and a field's label are, from 0 to 1: the same group of synonyms (电话 and
 * 联系电话), the label typed in pinyin (hangye, khmc), or one inside the other (行业 in 所属行业),
 * the more so the more of the longer one the shorter covers.
 */
export function likeness(header: string, label: string): number {
  const h = normaliseHeader(header);
  const l = normaliseHeader(label);
  if (!h || !l) return 0;
  if (h === l) return 1;
  const group = synonymGroups.get(h);
  if (group !== undefined && group === synonymGroups.get(l)) return 0.9;
  if (LATIN.test(h) && compact(h).length >= 2 && pinyinForms(l).includes(compact(h))) return 0.85;
  const [shorter, longer] = h.length <= l.length ? [h, l] : [l, h];
  const meaningful = /[\u4e00-\u9fff]/.test(shorter) ? shorter.length >= 2 : shorter.length >= 4;
  if (meaningful && longer.includes(shorter)) return 0.5 + 0.4 * (shorter.length / longer.length);
  return 0;
}

/**
 * Fields to suggest for the columns left unmapped (null in `targets`, the columns' current
 * targets): the likeliest pairs first, each field for one column and none already mapped; a
 * column two fields suit equally well is left to the user. Null where nothing is suggested.
 */
export function suggestFields(headers: readonly string[], targets: readonly (string | null)[], fields: readonly SuggestableField[]): (string | null)[] {
  const used = new Set(targets.filter((target): target is string => target !== null));
  const free = fields.filter((field) => !used.has(field.name));
  const pairs: { column: number; field: string; score: number }[] = [];
  headers.forEach((header, column) => {
    if (targets[column] !== null) return;
    const scored = free.map((field) => ({ field: field.name, score: Math.max(0, ...field.labels.map((label) => likeness(header, label))) })).filter((s) => s.score >= LEAST_LIKENESS);
    const best = Math.max(0, ...scored.map((s) => s.score));
    const top = scored.filter((s) => s.score === best);
    if (top.length === 1) pairs.push({ column, field: top[0]!.field, score: best });
  });
  pairs.sort((a, b) => b.score - a.score || a.column - b.column);
  const suggested: (string | null)[] = headers.map(() => null);
  for (const pair of pairs) {
    if (used.has(pair.field) || suggested[pair.column] !== null) continue;
    suggested[pair.column] = pair.field;
    used.add(pair.field);
  }
  return suggested;
}
