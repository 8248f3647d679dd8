/** Page size 10; larger lists offer 10, 20, 30, 50, 100, 200 (docs/entities.md, "What you get without writing more"). */
export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 50, 100, 200] as const;

/** The rows a page shows, as the total text names them ('11-20 共23条'). */
export function pageRange(pageNo: number, pageSize: number, total: number): { from: number; to: number } {
  if (total <= 0) return { from: 0, to: 0 };
  const from = Math.min((pageNo - 1) * pageSize + 1, total);
  return { from, to: Math.min(pageNo * pageSize, total) };
}

/** After deletions the current page may lie past the end: the last page that still has rows. */
export function lastPage(pageSize: number, total: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page size the list offers; anything else falls back to its first (smallest) size. */
export function acceptedPageSize(size: number, sizes: readonly number[]): number {
  return sizes.includes(size) ? size : (sizes[0] ?? DEFAULT_PAGE_SIZE);
}
