import { unstable_cache } from 'next/cache';
import { PUBLIC_CONTENT_TOPICS, type PublicContentTopic } from '@/lib/contract/public-content';
import { registerCacheTagVersions } from '@/lib/cache/cache-tag-versions';

/**
 * The tags the public site's renders carry in Next's cache, and what they mean to
 * lib/cache/next-cache-handler.mjs: a page showing a public content topic is served from the
 * cache while the topic's version stands; a page marked per-request is never kept.
 */

/** The cache tag of every page that shows a public content topic. */
export const publicContentTag = (topic: PublicContentTopic): string => `public-content:${topic}`;

/**
 * The cache tag of a page that only glances at a topic (the home page's news teaser). It follows
 * the topic's version like the other; where no version is kept, such a page is renewed by time
 * like the page around it instead of being rendered on every request.
 */
export const publicContentGlanceTag = (topic: PublicContentTopic): string => `public-content:${topic}:glance`;

/** Carried by a render that must not be kept: its version is never known. */
const PER_REQUEST_TAG = 'public-site:per-request';

/** Each tag's topic, and its version where none is kept: none (never kept) or a constant (kept by time). */
const TAGS = new Map<string, { topic: PublicContentTopic; unknownVersion: number | null }>(
  PUBLIC_CONTENT_TOPICS.flatMap((topic) => [
    [publicContentTag(topic), { topic, unknownVersion: null }],
    [publicContentGlanceTag(topic), { topic, unknownVersion: 0 }],
  ]),
);

/**
 * Makes the cached public pages follow their content's version. `current` answers a topic's
 * version where the content lives (the embedded backend); null when it lives with an external
 * upstream that keeps no versions: the pages that show the topic are then rendered on every
 * request, as they were before they were cached.
 */
export function followPublicContentVersions(current: ((topic: PublicContentTopic) => Promise<number>) | null): void {
  registerCacheTagVersions({
    tags: [...TAGS.keys(), PER_REQUEST_TAG],
    async version(tag) {
      const known = TAGS.get(tag);
      if (!known) return null;
      return current ? current(known.topic) : known.unknownVersion;
    },
  });
}

/**
 * Without 'use cache', a call of unstable_cache is how a render takes on a tag. These calls keep
 * a constant, so visitors asking for made-up addresses cannot fill the cache with data entries.
 */
const carrying = (tag: string) => unstable_cache(async () => true, ['render-tag', tag], { tags: [tag], revalidate: false });

const perTopic = (tagOf: (topic: PublicContentTopic) => string) =>
  Object.fromEntries(PUBLIC_CONTENT_TOPICS.map((topic) => [topic, carrying(tagOf(topic))])) as Record<PublicContentTopic, () => Promise<boolean>>;

/** The page being rendered shows this topic. */
export const marksTopic = perTopic(publicContentTag);

/** The page being rendered glances at this topic (publicContentGlanceTag). */
export const marksGlance = perTopic(publicContentGlanceTag);

/**
 * The page being rendered answers an address anyone can make up (an unknown article, a page past
 * the end of the list): it is rendered on each visit and never kept.
 */
export const renderedPerRequest: () => Promise<boolean> = carrying(PER_REQUEST_TAG);
