import type { FilterOperator } from '@/lib/entity/types';

/**
 * One filter value in the list convention: like wraps in asterisks, ne prefixes '!',
 * ge '>=', le '<=', gt '>', lt '<', starts/ends with put one asterisk on the other side, in joins
 * with commas. Values are trimmed unless `trim` is false (a search for a leading space); a blank
 * value is no filter at all.
 */
export function encodeFilterValue(operator: FilterOperator, raw: string | readonly string[], { trim = true }: { trim?: boolean } = {}): string {
  const clean = (v: string) => (trim ? v.trim() : v);
  if (Array.isArray(raw)) return raw.map((v) => clean(String(v))).filter((v) => v.trim() !== '').join(',');
  const value = clean(String(raw));
  if (value.trim() === '') return '';
  switch (operator) {
    case 'like':
      return `*${value}*`;
    case 'startsWith':
      return `${value}*`;
    case 'endsWith':
      return `*${value}`;
    case 'ne':
      return `!${value}`;
    case 'ge':
      return `>=${value}`;
    case 'le':
      return `<=${value}`;
    case 'gt':
      return `>${value}`;
    case 'lt':
      return `<${value}`;
    case 'eq':
    case 'in':
    case 'between':
      return value;
  }
}

/** A single-value filter as query parameters ({} when blank). */
export function singleFilter(name: string, operator: FilterOperator, raw: string | readonly string[] | null | undefined): Record<string, string> {
  if (raw === null || raw === undefined) return {};
  const encoded = encodeFilterValue(operator, raw);
  return encoded === '' ? {} : { [name]: encoded };
}

/** A range as {name}_begin / {name}_end; either end may be open. */
export function rangeFilter(name: string, begin: string | null | undefined, end: string | null | undefined): Record<string, string> {
  const params: Record<string, string> = {};
  if (begin !== null && begin !== undefined && begin.trim() !== '') params[`${name}_begin`] = begin.trim();
  if (end !== null && end !== undefined && end.trim() !== '') params[`${name}_end`] = end.trim();
  return params;
}
