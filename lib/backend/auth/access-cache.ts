import type { Db } from '../db/client';
import type { AuthContext } from './context';

interface Entry {
  version: number;
  value: Promise<unknown>;
  /** Whether the value has been read: until then its statement may still wait for the database. */
  settled: boolean;
}

/** Per database handle (each process has its own): the values read and the access version they were read at. */
const cachesByDatabase = new WeakMap<Db, { latest: number; entries: Map<string, Entry> }>();

/**
 * A value that depends only on the tables behind the access version (departments, roles,
 * permissions and who holds them), read once per version and per process. A call whose user was
 * read at another version loads it anew, so a change made anywhere is seen by the next call of
 * every process. A value is loaded after its version was read, so it is never older than the
 * version it is kept under. Without a version (a context not read from the database) it is
 * loaded every time. Inside a transaction (db other than the handle the version was read through)
 * a kept value serves, and one loaded is not kept: the transaction may see its own uncommitted
 * changes. A value still being read does not serve a transaction: its statement went through the
 * handle outside, which waits for the open transaction to end (PGlite runs one at a time), so the
 * transaction waiting for it would wait for ever.
 */
export function cachedAtAccessVersion<T>(db: Db, auth: Pick<AuthContext, 'accessVersion' | 'accessCacheDb'>, key: string, load: () => Promise<T>): Promise<T> {
  const version = auth.accessVersion;
  if (version === undefined) return load();
  const root = auth.accessCacheDb ?? db;
  let cache = cachesByDatabase.get(root);
  if (!cache) {
    cache = { latest: version, entries: new Map() };
    cachesByDatabase.set(root, cache);
  }
  // A newer version makes everything kept before it useless: dropped, so the cache holds one version's worth.
  if (version > cache.latest) {
    cache.latest = version;
    cache.entries.clear();
  }
  const kept = cache.entries.get(key);
  if (kept && kept.version === version && (kept.settled || db === root)) return kept.value as Promise<T>;
  const value = load();
  if (version === cache.latest && db === root) {
    const entries = cache.entries;
    const entry: Entry = { version, value, settled: false };
    entries.set(key, entry);
    value.then(
      () => { entry.settled = true; },
      () => { if (entries.get(key) === entry) entries.delete(key); },
    );
  }
  return value;
}
