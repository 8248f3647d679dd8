import type { Key } from 'react';

/**
 * Ticking cards on a phone, where a list's table (and antd's row selection) gives way to cards:
 * the keys ticked after one card or the whole page changes, and how the page's 全选 box stands.
 */

/** The ticked keys once one card is ticked (on) or unticked, in the order they were ticked. */
export function tickedKey(selected: readonly string[], key: string, on: boolean): string[] {
  if (!on) return selected.filter((k) => k !== key);
  return selected.includes(key) ? [...selected] : [...selected, key];
}

/** The ticked keys once every selectable card of the page is ticked (on) or unticked; other pages' ticks stay. */
export function tickedPage(selected: readonly string[], pageKeys: readonly string[], on: boolean): string[] {
  if (!on) return selected.filter((k) => !pageKeys.includes(k));
  return [...selected, ...pageKeys.filter((k) => !selected.includes(k))];
}

/** Whether all the page's selectable cards are ticked, or some (the 全选 box's half state). */
export function pageTicks(selected: readonly string[], pageKeys: readonly string[]): { all: boolean; some: boolean } {
  const ticked = pageKeys.filter((k) => selected.includes(k)).length;
  const all = pageKeys.length > 0 && ticked === pageKeys.length;
  return { all, some: ticked > 0 && !all };
}

/** The table's row selection as a phone's cards take it. */
export interface RowSelectionLike<R> {
  selectedRowKeys?: readonly Key[];
  onChange?: (keys: Key[], rows: R[], info: { type: 'multiple' }) => void;
  getCheckboxProps?: (record: R) => { disabled?: boolean } | undefined;
}

/**
 * A table's row selection for its cards: the same ticked keys, the same change (called as antd
 * would call it for several rows) and the same rule for which rows may be ticked.
 */
export function cardSelectionOf<R>(rowSelection: RowSelectionLike<R>, records: readonly R[], rowKey: (record: R) => string) {
  return {
    selectedKeys: (rowSelection.selectedRowKeys ?? []).map(String),
    selectable: (record: R) => !rowSelection.getCheckboxProps?.(record)?.disabled,
    onChange: (keys: string[]) => rowSelection.onChange?.(keys, records.filter((record) => keys.includes(rowKey(record))), { type: 'multiple' }),
  };
}
