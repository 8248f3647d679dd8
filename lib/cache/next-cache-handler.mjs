// Next's cache for rendered pages, route handlers and unstable_cache data (next.config.mjs
// `cacheHandler`). Plain JavaScript: Next loads this file itself at start-up, outside the bundles.
//
// It is Next's own file-system cache (memory, then the build folder; memory only when no SITE_URL
// names the site's origin) with one addition: tags of versioned content. The app registers a source of versions at start-up
// (lib/cache/cache-tag-versions.ts); an entry that carries a versioned tag is served only while
// the tag's version is the one this process last saw. When the version has moved (a change
// committed by this or any other process), the tag is expired here the way revalidateTag expires
// it, so the entry is rendered anew on this request. A source that cannot tell (null: no version
// is kept where the content lives) keeps such entries from being served or stored at all.
// A private module of Next: made for next@16.4.6; tools/third-party-patches.ts says what to check when next moves on.
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

// Node hands over the CommonJS exports object; the bundle of proxy.ts (which gets this handler
// too) hands over its default export.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

/** Where the app registers its version source; the same key as in cache-tag-versions.ts. */
export const VERSION_SOURCE = Symbol.for('fincrm.cache-tag-versions');

/** Where a rendered page or route handler answer lists its tags. */
const TAGS_HEADER = 'x-next-cache-tags';

/** Per process: the version of each versioned tag when this process last expired its entries. */
const applied = new Map();
/** Per process: when it last expired each versioned tag's entries (ms since the epoch). */
const expiredAt = new Map();

/** @returns {{ tags: readonly string[]; version(tag: string): Promise<number | null> } | undefined} */
function versionSource() {
  return globalThis[VERSION_SOURCE];
}

/** The tags of a stored value: a page's or route's from its header, unstable_cache data's from the call. */
function tagsOf(value, ctx) {
  const header = value?.headers?.[TAGS_HEADER];
  if (typeof header === 'string') return header.split(',');
  return ctx?.tags ?? [];
}

/**
 * Compares the versioned tags among `tags` with their current versions and expires, in this
 * process, every tag whose version moved. Answers 'unknown' when some version cannot be known,
 * 'moved' when one moved since this process last looked, 'same' otherwise (also on the first look).
 */
async function syncVersions(handler, source, tags) {
  const versioned = tags.filter((tag) => source.tags.includes(tag));
  // A version that cannot be read (the database is away) counts as unknown: nothing stale is served.
  const versions = await Promise.all(versioned.map((tag) => source.version(tag).catch(() => null)));
  // No await from here on: concurrent requests see the move and its expiry together.
  const changed = versioned.filter((tag, i) => versions[i] !== null && applied.get(tag) !== versions[i]);
  const firstLook = changed.every((tag) => !applied.has(tag));
  if (changed.length > 0) {
    const now = Date.now();
    for (const tag of changed) {
      applied.set(tag, versions[versioned.indexOf(tag)]);
      // On the first look too: what the build folder kept from an earlier run is not trusted.
      expiredAt.set(tag, now);
    }
    // Next's own expiry as well, so its in-process checks agree with ours.
    void FileSystemCache.prototype.revalidateTag.call(handler, changed);
  }
  if (versions.includes(null)) return 'unknown';
  return changed.length > 0 && !firstLook ? 'moved' : 'same';
}

export default class VersionedTagsCache extends FileSystemCache {
  constructor(ctx) {
    super(ctx);
    // Without SITE_URL a cached public page names this server's own local address as its origin
    // (lib/public-site/origin.ts): another process on another port of the same build folder must
    // not serve it, so such renders stay in this process's memory instead of the build folder.
    if (!process.env.SITE_URL) this.flushToDisk = false;
  }

  async get(key, ctx) {
    const data = await super.get(key, ctx);
    const source = versionSource();
    if (!source) return data;
    if (!data?.value) {
      // A render follows: first catch up with every version, so that render is kept when it is stored.
      await syncVersions(this, source, source.tags);
      return data;
    }
    const tags = tagsOf(data.value, ctx);
    if (!tags.some((tag) => source.tags.includes(tag))) return data;
    if ((await syncVersions(this, source, tags)) === 'unknown') return null;
    // Expired after it was stored (by this request's check or a concurrent one): render anew. The
    // same millisecond counts as after: one render too many rather than one stale page.
    const stored = data.lastModified ?? 0;
    return tags.some((tag) => (expiredAt.get(tag) ?? 0) >= stored) ? null : data;
  }

  async set(key, data, ctx) {
    const source = versionSource();
    const tags = data ? tagsOf(data, ctx) : [];
    if (source && tags.some((tag) => source.tags.includes(tag))) {
      // Unknown: never kept. Moved while this was rendered: it may show the content as it was.
      if ((await syncVersions(this, source, tags)) !== 'same') return;
    }
    return super.set(key, data, ctx);
  }
}
