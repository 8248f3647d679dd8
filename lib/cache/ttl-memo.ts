interface Entry<V> {
  value: Promise<V>;
  expires: number;
}

/**
 * Remembers an async answer per key for `ttlMs` in this process, so a busy public page does not
 * ask the database for the same rarely changing data on every visit. A failed answer is
 * forgotten at once; concurrent callers share one pending load.
 */
export function ttlMemo<V>(ttlMs: number, load: (key: string) => Promise<V>, now: () => number = Date.now): (key: string) => Promise<V> {
  const entries = new Map<string, Entry<V>>();
  return (key) => {
    const hit = entries.get(key);
    if (hit && hit.expires > now()) return hit.value;
    const value = load(key);
    entries.set(key, { value, expires: now() + ttlMs });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
