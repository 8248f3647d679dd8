import { afterEach, describe, expect, it } from 'vitest';
import { registerCacheTagVersions, unregisterCacheTagVersions } from '@/lib/cache/cache-tag-versions';
import VersionedTagsCache, { VERSION_SOURCE } from '@/lib/cache/next-cache-handler.mjs';

/**
 * Next's cache with versioned tags: a cached page that shows versioned content is served only
 * while the content's version is the one this process last saw. The source stands for the
 * database every process reads (a version moved by another process is seen here at once).
 */

// Nothing on disk: every entry lives in the handler's memory.
const noDisk = {
  readFile: async () => {
    throw new Error('ENOENT');
  },
  existsSync: () => false,
};

const cache = () => new VersionedTagsCache({ fs: noDisk, serverDistDir: '/nowhere', flushToDisk: false, maxMemoryCacheSize: 10 * 1024 * 1024, revalidatedTags: [] });
const PAGE = { kind: 'APP_PAGE' } as const;
const page = (html: string, tags: string[]) => ({ kind: 'APP_PAGE', html, rscData: Buffer.from(''), headers: { 'x-next-cache-tags': tags.join(',') }, status: 200 });
const htmlOf = (entry: { value: unknown } | null) => (entry?.value as { html?: string } | undefined)?.html ?? null;
const tick = () => new Promise((resolve) => setTimeout(resolve, 2));
/** What Next's memory store (shared by every handler instance) holds for the key. */
const stored = (key: string) => (VersionedTagsCache as unknown as { memoryCache: { get(key: string): unknown } }).memoryCache.get(key);

/** Tags in this file are named per test: the handler's memory of versions lives as long as the process. */
function source(versions: Record<string, number | null>) {
  registerCacheTagVersions({ tags: Object.keys(versions), version: async (tag) => versions[tag] ?? null });
  return versions;
}

afterEach(() => unregisterCacheTagVersions());

describe('the versioned tags cache', () => {
  it('reads the source where the app registers it', () => {
    const versions = source({ a: 1 });
    expect((globalThis as Record<symbol, { tags: string[] } | undefined>)[VERSION_SOURCE]?.tags).toEqual(Object.keys(versions));
  });

  it('serves a page while its content version stands, and renders it anew once the version moved', async () => {
    const versions = source({ 'news-1': 1 });
    await cache().get('/news-1', PAGE); // this process's first look
    await tick(); // an entry stored in the millisecond of an expiry counts as older than it
    await cache().set('/news-1', page('first', ['_N_T_/news-1', 'news-1']), PAGE);
    expect(htmlOf(await cache().get('/news-1', PAGE))).toBe('first');
    expect(htmlOf(await cache().get('/news-1', PAGE))).toBe('first');

    await tick();
    versions['news-1'] = 2; // a change committed, here or in another process
    expect(await cache().get('/news-1', PAGE)).toBeNull();
    await tick();
    await cache().set('/news-1', page('second', ['news-1']), PAGE);
    expect(htmlOf(await cache().get('/news-1', PAGE))).toBe('second');
  });

  it('leaves pages without versioned tags to Next', async () => {
    const versions = source({ 'news-2': 1 });
    await cache().set('/about', page('about', ['_N_T_/about']), PAGE);
    versions['news-2'] = 5;
    expect(htmlOf(await cache().get('/about', PAGE))).toBe('about');
  });

  it('does not trust what was stored before its first look (the build folder of an earlier run)', async () => {
    await cache().set('/news-3', page('old run', ['news-3']), PAGE);
    await tick();
    source({ 'news-3': 7 });
    expect(await cache().get('/news-3', PAGE)).toBeNull();
  });

  it('does not keep a render that a change overtook', async () => {
    const versions = source({ 'news-4': 1 });
    expect(await cache().get('/news-4', PAGE)).toBeNull(); // the render starts
    versions['news-4'] = 2; // meanwhile a change is committed
    await cache().set('/news-4', page('as it was', ['news-4']), PAGE);
    expect(stored('/news-4')).toBeUndefined();
    expect(await cache().get('/news-4', PAGE)).toBeNull();
  });

  it('neither serves nor keeps a page whose version cannot be known', async () => {
    source({ 'news-5': null });
    await cache().set('/news-5', page('unknowable', ['news-5']), PAGE);
    expect(stored('/news-5')).toBeUndefined();
    expect(await cache().get('/news-5', PAGE)).toBeNull();
  });

  it('expires the unstable_cache data of a moved tag too', async () => {
    const versions = source({ 'news-6': 1 });
    const data = { kind: 'FETCH', data: { headers: {}, body: '"x"', status: 200, url: '' }, revalidate: 31536000 };
    const fetchCtx = { kind: 'FETCH', tags: ['news-6'] } as const;
    await cache().get('data-6', fetchCtx);
    await tick();
    await cache().set('data-6', data, fetchCtx);
    expect(await cache().get('data-6', fetchCtx)).not.toBeNull();
    await tick();
    versions['news-6'] = 2;
    expect(await cache().get('data-6', fetchCtx)).toBeNull();
  });
});

describe('a version that cannot be read', () => {
  it('keeps the page from being served, rather than serving it stale', async () => {
    const versions = source({ 'news-7': 1 });
    await cache().get('/news-7', PAGE);
    await tick();
    await cache().set('/news-7', page('kept', ['news-7']), PAGE);
    expect(htmlOf(await cache().get('/news-7', PAGE))).toBe('kept');
    registerCacheTagVersions({ tags: Object.keys(versions), version: () => Promise.reject(new Error('database away')) });
    expect(await cache().get('/news-7', PAGE)).toBeNull();
  });
});

describe('where the cache keeps its renders', () => {
  const flushes = (siteUrl: string | undefined) => {
    const before = process.env.SITE_URL;
    if (siteUrl === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = siteUrl;
    try {
      const handler = new VersionedTagsCache({ fs: noDisk, serverDistDir: '/nowhere', flushToDisk: true, maxMemoryCacheSize: 1024 * 1024, revalidatedTags: [] });
      return (handler as unknown as { flushToDisk: boolean }).flushToDisk;
    } finally {
      if (before === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = before;
    }
  };

  it('keeps them in memory when no SITE_URL names the origin their addresses are built on', () => {
    expect(flushes(undefined)).toBe(false);
  });

  it('writes them to the build folder, shared by the processes, when SITE_URL does', () => {
    expect(flushes('https://www.example.com')).toBe(true);
  });
});
