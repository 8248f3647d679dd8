/**
 * How next-cache-handler.mjs (loaded by Next itself, outside the bundles) learns the versions of
 * versioned cache tags: the app registers one source at start-up on a process-wide symbol.
 */
const VERSION_SOURCE = Symbol.for('fincrm.cache-tag-versions');

export interface CacheTagVersionSource {
  /** The tags whose cached entries are versioned. */
  tags: readonly string[];
  /** The tag's version now; null when it cannot be known (its entries are then neither served nor kept). */
  version(tag: string): Promise<number | null>;
}

export function registerCacheTagVersions(source: CacheTagVersionSource): void {
  (globalThis as Record<symbol, unknown>)[VERSION_SOURCE] = source;
}

/** Tests only: back to Next's plain cache. */
export function unregisterCacheTagVersions(): void {
  delete (globalThis as Record<symbol, unknown>)[VERSION_SOURCE];
}
