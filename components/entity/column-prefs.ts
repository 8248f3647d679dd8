'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_PREFIX } from '@/lib/client/owned-storage';

/** Column name -> shown. Columns not named keep their declared default. */
export type ColumnChoice = Record<string, boolean>;

const CHANGE_EVENT = 'entity-ui:columns';

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

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** Where choices live when the browser refuses storage (private windows): until the page closes. */
const unstored = new Map<string, string | null>();

function read(key: string): string | null {
  if (unstored.has(key)) return unstored.get(key) ?? null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The user's column choice for one entity, kept in this browser (server render: the defaults). */
export function useColumnChoice(entityName: string): [ColumnChoice, (next: ColumnChoice | null) => void] {
  const key = columnStorageKey(entityName);
  const text = useSyncExternalStore(subscribe, () => read(key), () => null);
  const save = useCallback(
    (next: ColumnChoice | null) => {
      const text = next === null ? null : JSON.stringify(next);
      try {
        if (text === null) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, text);
        unstored.delete(key);
      } catch {
        unstored.set(key, text);
      }
      window.dispatchEvent(new Event(CHANGE_EVENT));
    },
    [key],
  );
  return [parseColumnChoice(text), save];
}
