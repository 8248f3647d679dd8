'use client';

import { useCallback } from 'react';
import { STORAGE_PREFIX } from '@/lib/client/owned-storage';
import type { ListViewSettings } from '@/lib/contract/list-views';
import { useBrowserChoice } from './browser-choice';

/**
 * The shown columns in their order, each with the width the user dragged it to; empty: the kind's
 * declared columns. A saved view carries one; without a view the list keeps it in this browser.
 */
export type ColumnLayout = ListViewSettings['columns'];

export const columnStorageKey = (entityName: string) => `${STORAGE_PREFIX}entityColumns.${entityName}`;

export interface ColumnOption {
  name: string;
  hiddenByDefault: boolean;
}

const isName = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/**
 * A stored layout; a stored choice of the older shape (column -> shown, declaration order) is read
 * as the layout it meant; anything else counts as never made.
 */
export function parseColumnLayout(text: string | null, options: readonly ColumnOption[]): ColumnLayout {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) {
      return parsed.flatMap((item: unknown) => {
        const { name, width } = (item ?? {}) as { name?: unknown; width?: unknown };
        if (!isName(name)) return [];
        return [typeof width === 'number' && Number.isFinite(width) ? { name, width: Math.round(width) } : { name }];
      });
    }
    if (typeof parsed !== 'object' || parsed === null) return [];
    const choice = parsed as Record<string, unknown>;
    return options.filter((o) => (typeof choice[o.name] === 'boolean' ? choice[o.name] : !o.hiddenByDefault)).map((o) => ({ name: o.name }));
  } catch {
    return [];
  }
}

/** The columns to show in their order, with any width chosen; at least one stays visible. */
export function visibleColumns(options: readonly ColumnOption[], layout: ColumnLayout): ColumnLayout {
  const known = new Set(options.map((o) => o.name));
  const chosen = layout.filter((c) => known.has(c.name));
  if (chosen.length > 0) return chosen;
  const declared = options.filter((o) => !o.hiddenByDefault).map((o) => ({ name: o.name }));
  return declared.length > 0 ? declared : options.slice(0, 1).map((o) => ({ name: o.name }));
}

/** The user's column layout for one kind, kept in this browser (server render: the defaults). */
export function useColumnLayout(entityName: string, options: readonly ColumnOption[]): [ColumnLayout, (next: ColumnLayout | null) => void] {
  const [text, saveText] = useBrowserChoice(columnStorageKey(entityName));
  const save = useCallback((next: ColumnLayout | null) => saveText(next === null || next.length === 0 ? null : JSON.stringify(next)), [saveText]);
  return [parseColumnLayout(text, options), save];
}
