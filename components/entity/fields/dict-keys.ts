import { directoryCalls } from '@/lib/contract/directory-calls';
import type { EntityDef } from '@/lib/entity/types';

// A dictionary's call and SWR key without the browser's client: server pages draw a record's or a
// list's dictionary texts with them.

export interface DictItem {
  value: string;
  text: string;
  status?: string | number | null;
}

export const dictItemsPath = (code: string) => directoryCalls.dictItems(code).path;

/** Texts come in the reader's language, so switching languages reads them again. */
export const dictItemsKey = (code: string, locale = '') => ['entity-ui:dict-items', code, locale] as const;

/** Tolerates the older answer shape (label instead of text) and drops rows without a value. */
export function normaliseDictItems(answer: unknown): DictItem[] {
  if (!Array.isArray(answer)) return [];
  return answer.flatMap((row: unknown) => {
    if (typeof row !== 'object' || row === null) return [];
    const { value, text, label, status } = row as Record<string, unknown>;
    if (value === null || value === undefined || value === '') return [];
    const shown = typeof text === 'string' ? text : typeof label === 'string' ? label : String(value);
    return [{ value: String(value), text: shown, status: typeof status === 'string' || typeof status === 'number' ? status : null }];
  });
}

/** The loads of every dictionary an entity's fields name, for a page drawn with their texts in hand. */
export function dictLoads(entity: EntityDef, locale: string) {
  const codes = new Set(Object.values(entity.fields).flatMap((field) => ((field.type === 'dict' || field.type === 'multiDict') && field.dictCode ? [field.dictCode] : [])));
  return [...codes].map((code) => ({ key: [...dictItemsKey(code, locale)], path: dictItemsPath(code), shape: normaliseDictItems }));
}
