import { ok } from '@/lib/contract/envelope';
import {
  publicNewsCategoriesAnswerSchema,
  publicNewsItemSchema,
  publicNewsKeySchema,
  publicNewsKeysAnswerSchema,
  publicNewsPageAnswerSchema,
  publicNewsPageSchema,
  publicNewsPaths,
  type PublicNewsSummary,
} from '@/lib/contract/public-news';
import { notFound } from '../../http/errors';
import { defineRoute, type RouteDef } from '../../http/route';
import { withIdParam } from '../../http/route-pattern';
import { listNewsCategories, listPublishedNews, listPublishedNewsKeys, loadPublishedNews, type PublishedNewsSummary } from './published';

/**
 * The public site's news calls: no session, read only, published items only. A draft, a
 * retracted item and an unknown key all answer the same 'not found', so nothing leaks whether
 * an unpublished item exists. Content is sanitised again on the way out (published.ts).
 */

const TAG = 'news-public';

function summaryJson(item: PublishedNewsSummary): PublicNewsSummary {
  return { ...item, publish_date: item.publish_date.toISOString(), update_time: item.update_time.toISOString() };
}

const page = defineRoute({
  method: 'GET',
  path: publicNewsPaths.page,
  tag: TAG,
  access: 'public',
  summary: 'Published news, newest first: categoryKey (optional), pageNo, pageSize (at most 50)',
  input: publicNewsPageSchema,
  output: publicNewsPageAnswerSchema,
  async handler({ db, input }) {
    const result = await listPublishedNews(db, { categoryKey: input.categoryKey, pageNo: input.pageNo, pageSize: input.pageSize });
    return ok({ ...result, records: result.records.map(summaryJson) });
  },
});

const detail = defineRoute({
  method: 'GET',
  path: withIdParam(publicNewsPaths.detail),
  tag: TAG,
  access: 'public',
  summary: 'One published news item with sanitised content; drafts, retracted and unknown items are not found',
  input: publicNewsKeySchema,
  output: publicNewsItemSchema,
  async handler({ db, input }) {
    const item = await loadPublishedNews(db, input.id);
    if (!item) throw notFound('messageCenter.api.newsNotFound');
    return ok({ ...item, ...summaryJson(item) });
  },
});

const keys = defineRoute({
  method: 'GET',
  path: publicNewsPaths.keys,
  tag: TAG,
  access: 'public',
  summary: 'Every published news item key with its last change (sitemap)',
  output: publicNewsKeysAnswerSchema,
  async handler({ db }) {
    const rows = await listPublishedNewsKeys(db);
    return ok(rows.map((r) => ({ news_key: r.news_key, update_time: r.update_time.toISOString() })));
  },
});

const categories = defineRoute({
  method: 'GET',
  path: publicNewsPaths.categories,
  tag: TAG,
  access: 'public',
  summary: 'The live news categories in tab order',
  output: publicNewsCategoriesAnswerSchema,
  async handler({ db }) {
    const rows = await listNewsCategories(db);
    return ok(rows.map((r) => ({ news_category_key: r.news_category_key, category_name: r.category_name })));
  },
});

export const publicNewsRoutes = [page, detail, keys, categories] as RouteDef<never>[];
