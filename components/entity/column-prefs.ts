'use client';

import { useCallback } from 'react';
import { STORAGE_PREFIX } from '@/lib/client/owned-storage';
import { useBrowserChoice } from './browser-choice';

/** Column name -> shown. Columns not named keep their declared default. */
export type ColumnChoice = Record<string, boolean>;

export const columnStorageKey = (entityName: string) => `${STORAGE_PREFIX}entityColumns.${entityName}`;

/** A stored choice of the wrong shape counts as never made. */
export function parseColumnChoice(text: string | null): ColumnChoice {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
  } catch {
    return {};
  }
}

export interface ColumnOption {
  name: string;
  hiddenByDefault: boolean;
}

/** The columns to show, in declaration order; at least one stays visible. */
export function visibleColumns(options: readonly ColumnOption[], choice: ColumnChoice): string[] {
  const shown = options.filter((o) => choice[o.name] ?? !o.hiddenByDefault).map((o) => o.name);
  return shown.length > 0 ? shown : options.slice(0, 1).map((o) => o.name);
}

/** The user's column choice for one entity, kept in this browser (server render: the defaults). */
export function useColumnChoice(entityName: string): [ColumnChoice, (next: ColumnChoice | null) => void] {
  const [text, saveText] = useBrowserChoice(columnStorageKey(entityName));
  const save = useCallback((next: ColumnChoice | null) => saveText(next === null ? null : JSON.stringify(next)), [saveText]);
  return [parseColumnChoice(text), save];
}
