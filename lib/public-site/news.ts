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
} from '@/lib/contract/public-news';
import { upstreamCall } from '@/lib/gateway/server-calls';

/**
 * The public news pages' data, asked of the upstream (embedded or remote) without a session.
 * Answers are checked against the contract, so a remote backend cannot slip other shapes into
 * the pages. Pages render per request, so a publish, edit or retraction shows at once.
 */

export class PublicNewsUnavailable extends Error {}

async function fetchChecked<T>(path: string, schema: ZodType<T>): Promise<T | null> {
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

/** One published item, or null (draft, retracted, unknown). Cached per request: metadata and page share it. */
export const publishedNewsItem = cache(async (newsKey: string): Promise<PublicNewsItem | null> => fetchChecked(publicNewsPaths.detail(newsKey), publicNewsItemSchema));

export async function publishedNewsKeys(): Promise<PublicNewsKey[]> {
  return (await fetchChecked(publicNewsPaths.keys, publicNewsKeysAnswerSchema)) ?? [];
}

export async function newsCategoryTabs(): Promise<PublicNewsCategory[]> {
  return (await fetchChecked(publicNewsPaths.categories, publicNewsCategoriesAnswerSchema)) ?? [];
}
