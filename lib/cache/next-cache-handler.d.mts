/** Types of next-cache-handler.mjs, for the tests that drive it directly. */
export declare const VERSION_SOURCE: unique symbol;

export interface CacheContext {
  kind: 'APP_PAGE' | 'APP_ROUTE' | 'FETCH';
  tags?: readonly string[];
  [more: string]: unknown;
}

export default class VersionedTagsCache {
  constructor(ctx: { fs: unknown; serverDistDir: string; flushToDisk?: boolean; maxMemoryCacheSize?: number; revalidatedTags?: string[] });
  get(key: string, ctx: CacheContext): Promise<{ lastModified?: number; value: unknown } | null>;
  set(key: string, data: unknown, ctx: CacheContext): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
}
