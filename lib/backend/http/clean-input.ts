import { isCleanText } from '@/lib/entity/clean-text';

const MAX_SHOWN_NAME = 64;

/** A client's parameter name made safe to repeat in a message: no control characters, not too long. */
export function shownName(name: string): string {
  const visible = [...name].map((c) => (isCleanText(c) ? c : '?')).join('');
  return visible.length > MAX_SHOWN_NAME ? `${visible.slice(0, MAX_SHOWN_NAME)}…` : visible;
}

/**
 * Where a request's input holds text with forbidden characters (lib/entity/clean-text.ts), as the
 * dotted name of the parameter, or null when every key and every text value is clean. Walks
 * without recursion: a JSON body may nest deeper than the call stack.
 */
export function findUncleanText(input: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (!isCleanText(value)) return path || '(body)';
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (!isCleanText(key)) return childPath;
      pending.push({ value: child, path: childPath });
    }
  }
  return null;
}
