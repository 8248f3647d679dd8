import { afterEach, describe, expect, it } from 'vitest';
import { unregisterCacheTagVersions } from '@/lib/cache/cache-tag-versions';
import { VERSION_SOURCE } from '@/lib/cache/next-cache-handler.mjs';
import { followPublicContentVersions, publicContentGlanceTag, publicContentTag } from '@/lib/public-site/cache-tags';

/** What the public site's cache tags mean to the cache handler, with and without a version source. */

type Source = { tags: readonly string[]; version(tag: string): Promise<number | null> };
const registered = () => (globalThis as Record<symbol, Source | undefined>)[VERSION_SOURCE]!;

afterEach(() => unregisterCacheTagVersions());

describe('the public site cache tags', () => {
  it('follow the news version kept by the embedded backend, page and glance alike', async () => {
    followPublicContentVersions(async () => 7);
    expect(await registered().version(publicContentTag('news'))).toBe(7);
    expect(await registered().version(publicContentGlanceTag('news'))).toBe(7);
  });

  it('with an external upstream: news pages are never kept, a glance is renewed by time only', async () => {
    followPublicContentVersions(null);
    expect(await registered().version(publicContentTag('news'))).toBeNull();
    expect(await registered().version(publicContentGlanceTag('news'))).toBe(0);
  });

  it('never keep a render marked per request', async () => {
    followPublicContentVersions(async () => 7);
    const perRequest = registered().tags.find((tag) => tag !== publicContentTag('news') && tag !== publicContentGlanceTag('news'))!;
    expect(await registered().version(perRequest)).toBeNull();
  });
});
