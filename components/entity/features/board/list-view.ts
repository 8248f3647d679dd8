'use client';

import { mutate } from 'swr';
import { STORAGE_PREFIX } from '@/lib/client/owned-storage';
import { useBrowserChoice } from '../../browser-choice';

/** How a list shows its records: the table, or a board with a column per value of a choice field. */
export type ListView = 'table' | 'board';

/** The view last chosen for a kind's list in this browser (the table until one is chosen, and on the server). */
export function useListView(entityName: string, offered: boolean): [ListView, (next: ListView) => void] {
  const [stored, save] = useBrowserChoice(`${STORAGE_PREFIX}listView.${entityName}`);
  return [offered && stored === 'board' ? 'board' : 'table', save];
}

/** SWR keys of board columns start so: [BOARD_KEY, entity name, field, query]. */
export const BOARD_KEY = 'entity-ui:board';

/** Loads every column of a kind's board again (after a move, or on 刷新). */
export function refreshBoard(entityName: string): Promise<unknown> {
  return mutate((key) => Array.isArray(key) && key[0] === BOARD_KEY && key[1] === entityName);
}
