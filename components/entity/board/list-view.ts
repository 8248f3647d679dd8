'use client';

import { useCallback, useSyncExternalStore } from 'react';
import { mutate } from 'swr';
import { STORAGE_PREFIX } from '@/lib/client/owned-storage';

/** How a list shows its records: the table, or the board of an entity that declares one. */
export type ListView = 'table' | 'board';

const CHANGE_EVENT = 'entity-ui:list-view';
const storageKey = (entityName: string) => `${STORAGE_PREFIX}listView.${entityName}`;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** Where the choice lives when the browser refuses storage (private windows): until the page closes. */
const unstored = new Map<string, string>();

function read(key: string): string | null {
  if (unstored.has(key)) return unstored.get(key) ?? null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The view last chosen for an entity's list in this browser (the table until one is chosen, and on the server). */
export function useListView(entityName: string, offered: boolean): [ListView, (next: ListView) => void] {
  const key = storageKey(entityName);
  const stored = useSyncExternalStore(subscribe, () => read(key), () => null);
  const choose = useCallback(
    (next: ListView) => {
      try {
        window.localStorage.setItem(key, next);
        unstored.delete(key);
      } catch {
        unstored.set(key, next);
      }
      window.dispatchEvent(new Event(CHANGE_EVENT));
    },
    [key],
  );
  return [offered && stored === 'board' ? 'board' : 'table', choose];
}

/** SWR keys of board columns start so: [BOARD_KEY, entity name, query]. */
export const BOARD_KEY = 'entity-ui:board';

/** Loads every column of an entity's board again (after a move, or on 刷新). */
export function refreshBoard(entityName: string): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && key[0] === BOARD_KEY && key[1] === entityName);
}
