import type { FieldDef, FilterOperator } from './types';

/**
 * The list convention for one filter value, read the same by the server (which turns it into SQL)
 * and by the page (which says in words what a view searches for): `*a*` contains, `a*` starts,
 * `*a` ends (text only), `!a`, `>=a`, `<=a`, `>a`, `<a`, and `a,b` for one of several where a field
 * names things (a dictionary, a record, a person, a department). Null for a blank value.
 */
export interface ParsedFilterValue {
  operator: Exclude<FilterOperator, 'between'>;
  value: string | string[];
}

const TEXTUAL = new Set(['text', 'textarea', 'phone', 'email', 'richText', 'area']);
const SEVERAL = new Set(['dict', 'ref', 'user', 'department']);
const PREFIXES: readonly [string, ParsedFilterValue['operator']][] = [['!', 'ne'], ['>=', 'ge'], ['<=', 'le'], ['>', 'gt'], ['<', 'lt']];

export function parseFilterValue(field: FieldDef | undefined, raw: string): ParsedFilterValue | null {
  const value = raw.trim();
  if (value === '') return null;
  const textual = !field || TEXTUAL.has(field.type);
  if (textual && value.length > 1 && value.startsWith('*') && value.endsWith('*')) return { operator: 'like', value: value.slice(1, -1) };
  if (textual && value.endsWith('*')) return { operator: 'startsWith', value: value.slice(0, -1) };
  if (textual && value.startsWith('*')) return { operator: 'endsWith', value: value.slice(1) };
  const prefixed = PREFIXES.find(([prefix]) => value.startsWith(prefix));
  if (prefixed) return { operator: prefixed[1], value: value.slice(prefixed[0].length) };
  if (field && SEVERAL.has(field.type) && value.includes(',')) return { operator: 'in', value: value.split(',').map((v) => v.trim()).filter(Boolean) };
  return { operator: 'eq', value };
}
