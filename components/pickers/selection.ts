/**
 * Selection rules every picker shares: single mode keeps only the item
 * ticked last, multiple mode keeps everything ticked. Pure, so the rules are tested once.
 */
export type PickMode = 'single' | 'multiple';

/**
 * The ticked keys after a tree or checkbox list reported `ticked`. In single mode the newly ticked
 * key replaces the previous one; unticking it leaves nothing.
 */
export function nextTicked(mode: PickMode, previous: readonly string[], ticked: readonly string[]): string[] {
  const unique = [...new Set(ticked)];
  if (mode === 'multiple') return unique;
  const added = unique.filter((key) => !previous.includes(key));
  if (added.length > 0) return [added[added.length - 1]!];
  return unique.slice(0, 1);
}

/**
 * The chosen rows of a paged table after the table reported the keys ticked on the page it shows.
 * Rows of other pages (or other filters) stay chosen; rows of this page follow the ticks.
 */
export function nextChosen<T>(
  mode: PickMode,
  previous: ReadonlyMap<string, T>,
  pageRows: readonly T[],
  keyOf: (row: T) => string,
  pageTicked: readonly string[],
): Map<string, T> {
  const byKey = new Map(pageRows.map((row) => [keyOf(row), row] as const));
  if (mode === 'single') {
    const fresh = pageTicked.filter((key) => !previous.has(key));
    const key = fresh[fresh.length - 1] ?? pageTicked[0];
    const row = key === undefined ? undefined : (byKey.get(key) ?? previous.get(key));
    return key === undefined || row === undefined ? new Map<string, T>() : new Map([[key, row]]);
  }
  const next = new Map(previous);
  for (const key of byKey.keys()) if (!pageTicked.includes(key)) next.delete(key);
  for (const key of pageTicked) {
    const row = byKey.get(key) ?? previous.get(key);
    if (row !== undefined) next.set(key, row);
  }
  return next;
}

/** The chosen rows without one (a closed tag, a delete in the selected-items table). */
export function withoutChosen<T>(previous: ReadonlyMap<string, T>, key: string): Map<string, T> {
  const next = new Map(previous);
  next.delete(key);
  return next;
}

/** Keys as a form value: the single key (or null) or the list. */
export function valueOfKeys(mode: PickMode, keys: readonly string[]): string | string[] | null {
  return mode === 'multiple' ? [...keys] : (keys[0] ?? null);
}
