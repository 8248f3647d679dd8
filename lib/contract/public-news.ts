import { z } from 'zod';
import { KEY_PATTERN } from '@/lib/entity/rules';

/**
 * The read-only news calls of the public site: no session, published items only. Server
 * components reach them through the upstream (embedded or remote), never the database.
 */

const PUBLIC_NEWS = '/api/fintech/biz/news/public';

export const publicNewsPaths = {
  page: `${PUBLIC_NEWS}/page`,
  detail: (key: string) => `${PUBLIC_NEWS}/detail/${encodeURIComponent(key)}`,
  keys: `${PUBLIC_NEWS}/keys`,
  categories: `${PUBLIC_NEWS}/categories`,
} as const;

export const PUBLIC_NEWS_PAGE_SIZE = 10;
export const PUBLIC_NEWS_MAX_PAGE_SIZE = 50;

const emptyAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const publicNewsPageSchema = z.object({
  categoryKey: z.preprocess(emptyAsUndefined, z.string().trim().regex(KEY_PATTERN).optional()),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(PUBLIC_NEWS_MAX_PAGE_SIZE).default(PUBLIC_NEWS_PAGE_SIZE),
});

export const publicNewsKeySchema = z.object({ id: z.string().trim().regex(KEY_PATTERN) });

/** Dates travel as ISO 8601 instants. */
export const publicNewsSummarySchema = z.object({
  news_key: z.string(),
  title: z.string(),
  news_category_key: z.string(),
  category_name: z.string().nullable(),
  publisher_name: z.string().nullable(),
  publish_date: z.string(),
  update_time: z.string(),
  /** Plain text of the start of the content (lists, page description). */
  description: z.string(),
});
export type PublicNewsSummary = z.infer<typeof publicNewsSummarySchema>;

export const publicNewsItemSchema = publicNewsSummarySchema.extend({
  /** Sanitised HTML. */
  news_content: z.string(),
  attachments: z.array(z.object({ uid: z.string(), name: z.string(), url: z.string() })),
});
export type PublicNewsItem = z.infer<typeof publicNewsItemSchema>;

export const publicNewsPageAnswerSchema = z.object({
  records: z.array(publicNewsSummarySchema),
  total: z.number(),
  pageNo: z.number(),
  pageSize: z.number(),
});
export type PublicNewsPage = z.infer<typeof publicNewsPageAnswerSchema>;

export const publicNewsKeysAnswerSchema = z.array(z.object({ news_key: z.string(), update_time: z.string() }));
export type PublicNewsKey = z.infer<typeof publicNewsKeysAnswerSchema>[number];

export const publicNewsCategoriesAnswerSchema = z.array(z.object({ news_category_key: z.string(), category_name: z.string() }));
export type PublicNewsCategory = z.infer<typeof publicNewsCategoriesAnswerSchema>[number];
