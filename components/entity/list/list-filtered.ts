import type { AdvancedQuery } from '@/lib/entity/advanced-query';

/** Whether anything the user chose narrows the list: a filled filter, a linked filter or an advanced query. */
export function isFiltered(filters: { bar: Readonly<Record<string, unknown>>; linked: Readonly<Record<string, string>>; advanced: AdvancedQuery | null }): boolean {
  const filled = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
  return Object.values(filters.bar).some(filled) || Object.values(filters.linked).some(filled) || filters.advanced !== null;
}
