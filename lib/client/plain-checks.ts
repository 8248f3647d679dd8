/**
 * Shape checks for what the browser reads back from its own storage and from small answers on
 * every page (visited tabs, settings, counters, the dashboard). zod, even its small build, would add
 * about 24 KB to the first load of every signed-in page for these few lines; payloads the user
 * types or the server accepts are still checked with the shared zod schemas.
 */
export type Plain = Record<string, unknown>;

export function isPlainObject(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isString(value: unknown, check: { min?: number; max?: number; prefix?: string } = {}): value is string {
  if (typeof value !== 'string') return false;
  const { min = 0, max = Infinity, prefix } = check;
  return value.length >= min && value.length <= max && (prefix === undefined || value.startsWith(prefix));
}

export function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** A whole, non-negative count from a number or numeric text (null for anything else). */
export function countFrom(value: unknown): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' || typeof value === 'boolean' || value === null ? Number(value) : NaN;
  return isCount(number) ? number : null;
}

/** Every item of an array read one by one; null when it is no array, is too long or any item fails. */
export function arrayOf<T>(value: unknown, read: (item: unknown) => T | null, max = Infinity): T[] | null {
  if (!Array.isArray(value) || value.length > max) return null;
  const out: T[] = [];
  for (const item of value) {
    const read_ = read(item);
    if (read_ === null) return null;
    out.push(read_);
  }
  return out;
}
