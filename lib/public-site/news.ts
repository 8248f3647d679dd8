import { cache } from 'react';
import type { ZodType } from 'zod';
import { ResultCode } from '@/lib/contract/envelope';
import {
  publicNewsCategoriesAnswerSchema,
  publicNewsItemSchema,
  publicNewsKeysAnswerSchema,
  publicNewsPageAnswerSchema,
  publicNewsPaths,
  type PublicNewsCategory,
  type PublicNewsItem,
  type PublicNewsKey,
  type PublicNewsPage,
  type PublicNewsSummary,
} from '@/lib/contract/public-news';
import { upstreamCall } from '@/lib/gateway/server-calls';
import { marksGlance, marksTopic } from './cache-tags';

/**
 * The public news pages' data, asked of the upstream (embedded or remote) without a session.
 * Answers are checked against the contract, so a remote backend cannot slip other shapes into
 * the pages. Whatever reads news here marks its page as showing news: the page is then kept in
 * Next's cache under the news tag and served from it until the news version moves (a publish,
 * edit, retraction or deletion), then rendered anew on its next visit
 * (lib/cache/next-cache-handler.mjs). The answers themselves are asked afresh at each render.
 */

export class PublicNewsUnavailable extends Error {}

async function fetchChecked<T>(path: string, schema: ZodType<T>, shows: () => Promise<boolean> = marksTopic.news): Promise<T | null> {
  await shows();
  const answer = await upstreamCall<unknown>(path);
  if (answer.code === ResultCode.notFound) return null;
  if (answer.code !== 0) throw new PublicNewsUnavailable(`${path}: ${answer.code} ${answer.msg}`);
  const parsed = schema.safeParse(answer.data);
  if (!parsed.success) throw new PublicNewsUnavailable(`${path}: unexpected answer`);
  return parsed.data;
}

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') params.set(k, String(v));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

export async function publishedNewsPage(query: { categoryKey?: string; pageNo?: number; pageSize?: number } = {}): Promise<PublicNewsPage> {
  const page = await fetchChecked(withQuery(publicNewsPaths.page, query), publicNewsPageAnswerSchema);
  if (!page) throw new PublicNewsUnavailable('news page not found');
  return page;
}

/** The newest published items, for a page that only glances at the news (the home page's teaser). */
export async function latestPublishedNews(count: number): Promise<PublicNewsSummary[]> {
  const page = await fetchChecked(withQuery(publicNewsPaths.page, { pageNo: 1, pageSize: count }), publicNewsPageAnswerSchema, marksGlance.news);
  if (!page) throw new PublicNewsUnavailable('news page not found');
  return page.records;
}

/** One published item, or null (draft, retracted, unknown). Cached per request: metadata and page share it. */
export const publishedNewsItem = cache(async (newsKey: string): Promise<PublicNewsItem | null> => fetchChecked(publicNewsPaths.detail(newsKey), publicNewsItemSchema));

export async function publishedNewsKeys(): Promise<PublicNewsKey[]> {
  return (await fetchChecked(publicNewsPaths.keys, publicNewsKeysAnswerSchema)) ?? [];
}

export async function newsCategoryTabs(): Promise<PublicNewsCategory[]> {
  return (await fetchChecked(publicNewsPaths.categories, publicNewsCategoriesAnswerSchema)) ?? [];
}
