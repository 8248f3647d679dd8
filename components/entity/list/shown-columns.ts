'use client';

import type { EntityDef } from '@/lib/entity/types';
import { visibleColumns, type ColumnLayout } from '../column-prefs';
import type { EntityRecord } from '../fields';
import { titleWidth } from './column-widths';
import { isTextTitle, type ListColumn } from './use-list-columns';

/**
 * The columns the table shows, in the user's order. A width the user dragged wins; else the title
 * column takes the room its names on this page need (column-widths.ts titleWidth). `widthsWith`
 * is the layout to keep after one column was dragged: the widths chosen before, and the new one.
 */
export function shownColumnsOf(entity: EntityDef, allColumns: readonly ListColumn[], chosen: ColumnLayout, records: readonly EntityRecord[]) {
  const byName = new Map(allColumns.map((c) => [c.name, c]));
  const shown = visibleColumns(allColumns, chosen).map(({ name, width }) => {
    const column = byName.get(name)!;
    if (width) return { ...column, width, chosenWidth: true };
    return isTextTitle(entity, name) ? { ...column, width: titleWidth(column.width, records.map((r) => String(r[name] ?? ''))) } : column;
  });
  const widthsWith = (name: string, width: number) => shown.map((c) => ({ name: c.name, width: c.name === name ? width : 'chosenWidth' in c ? c.width : undefined }));
  return { shown, widthsWith };
}
