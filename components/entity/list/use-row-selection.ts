'use client';

import { useCallback, useMemo, useState, type Key } from 'react';

/**
 * The rows ticked in a list, by key. Ticks survive paging and searching (a row of another page
 * stays ticked) until the list clears them: after a bulk action, or when the row is deleted.
 */
export function useRowSelection() {
  const [selected, setSelected] = useState<string[]>([]);
  const clear = useCallback(() => setSelected([]), []);
  const drop = useCallback((keys: readonly string[]) => setSelected((current) => current.filter((k) => !keys.includes(k))), []);
  const rowSelection = useMemo(
    () => ({ selectedRowKeys: selected, preserveSelectedRowKeys: true, onChange: (keys: readonly Key[]) => setSelected(keys.map(String)) }),
    [selected],
  );
  return { selected, clear, drop, rowSelection };
}
