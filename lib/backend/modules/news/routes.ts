import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { ok } from '@/lib/contract/envelope';
import { newsPageSchema, newsRecordSchema } from '@/lib/contract/message-center-answers';
import { noDataSchema } from '@/lib/contract/no-data';
import { NEWS_RIGHT, newsQuerySchema, newsSaveSchema } from '@/lib/contract/message-center';
import { hasRichTextContent } from '@/lib/rich-text/plain-text';
import { sanitizeRichText } from '@/lib/rich-text/sanitize';
import { holdsPermission } from '../../auth/grants';
import type { Db } from '../../db/client';
import { bizNews, bizNewsCategory } from '../../db/schema';
import { newRecordKey } from '../../entity/crud';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { likePattern } from '../../http/inputs';
import { messageCalls } from '@/lib/contract/message-center-calls';
import { defineCallRoute, type RouteDef } from '../../http/route';
import { idInput, requireNewsCategory, statusTransitionRoute } from '../messages/port';
import { publicNewsRoutes } from './public-routes';
import { newsByKey, newsColumns } from './records';

const TAG = 'news';
/** Every change of a news item shows on the public site's cached news pages at their next visit. */
const PUBLIC = 'news';

async function existingNews(db: Db, key: string) {
  const row = await newsByKey(db, key);
  if (!row) throw notFound('messageCenter.api.newsNotFound');
  return row;
}

async function setStatus(db: Db, key: string, status: 'PUBLISHED' | 'RETRACT', userKey: string): Promise<void> {
  const now = new Date();
  await db
    .update(bizNews)
    .set({ status, ...(status === 'PUBLISHED' ? { publish_date: now } : {}), update_by: userKey, update_time: now, version: sql`${bizNews.version} + 1` })
    .where(eq(bizNews.news_key, key));
}

/**
 * Save news: without news_key it is published (or kept as a draft), with one it is
 * modified; edits to a published item show on the public pages at once. The content is cleaned
 * here and again wherever it is shown; the publisher is the caller.
 */
const save = defineCallRoute(messageCalls.newsSave, {
  tag: TAG,
  publicContent: PUBLIC,
  permission: NEWS_RIGHT,
  summary: 'Publish (no news_key) or modify a news item: title, news_category_key, priority, news_content (HTML), attachment (JSON uid/name/status/url), status DRAFT or PUBLISHED',
  input: newsSaveSchema,
  output: newsRecordSchema,
  async handler({ db, auth, input }) {
    await requireNewsCategory(db, input.news_category_key);
    const content = sanitizeRichText(input.news_content);
    if (!hasRichTextContent(content)) throw badRequest('messageCenter.validation.contentRequired');
    return db.transaction(async (tx) => {
      const now = new Date();
      const values = {
        title: input.title,
        news_category_key: input.news_category_key,
        priority: input.priority,
        news_content: content,
        attachment: input.attachment,
        status: input.status,
        update_by: auth.userKey,
        update_time: now,
      };
      let key = input.news_key;
      if (key) {
        const before = await existingNews(tx, key);
        // The publish date is the moment it went public, kept through later edits.
        const publish_date = input.status === 'PUBLISHED' ? (before.status === 'PUBLISHED' ? before.publish_date : now) : before.publish_date;
        await tx.update(bizNews).set({ ...values, publish_date, version: sql`${bizNews.version} + 1` }).where(eq(bizNews.news_key, key));
      } else {
        key = newRecordKey();
        await tx.insert(bizNews).values({
          ...values,
          news_key: key,
          publisher: auth.userKey,
          publisher_name: auth.realname,
          publish_date: input.status === 'PUBLISHED' ? now : null,
          create_by: auth.userKey,
        });
      }
      const message = input.news_key ? 'messageCenter.api.modified' : input.status === 'PUBLISHED' ? 'messageCenter.api.published' : 'messageCenter.api.saved';
      return ok(await existingNews(tx, key), message);
    });
  },
});

/**
 * News lists (docs/messages.md, "News"): everyone reads published items (the drawer's panel sends
 * status PUBLISHED and a category); drafts and retracted items only their managers.
 */
const query = defineCallRoute(messageCalls.newsQuery, {
  tag: TAG,
  summary: 'News, newest first: status (others than PUBLISHED need the news right), news_category_key, keyword, pageNo, pageSize',
  input: newsQuerySchema,
  output: newsPageSchema,
  async handler({ db, auth, input }) {
    const manager = await holdsPermission(db, auth, NEWS_RIGHT);
    if (!manager && input.status && input.status !== 'PUBLISHED') throw forbidden();
    const status = manager ? input.status : 'PUBLISHED';
    const words = input.keyword ? likePattern(input.keyword) : null;
    const where = and(
      status ? eq(bizNews.status, status) : undefined,
      input.news_category_key ? eq(bizNews.news_category_key, input.news_category_key) : undefined,
      words ? or(ilike(bizNews.title, words), ilike(bizNews.news_content, words)) : undefined,
    );
    const order = status === 'PUBLISHED' ? [desc(bizNews.publish_date), desc(bizNews.news_key)] : [desc(bizNews.create_time), desc(bizNews.news_key)];
    const [rows, totals] = await Promise.all([
      db
        .select(newsColumns)
        .from(bizNews)
        .leftJoin(bizNewsCategory, eq(bizNewsCategory.news_category_key, bizNews.news_category_key))
        .where(where)
        .orderBy(...order)
        .limit(input.pageSize)
        .offset((input.pageNo - 1) * input.pageSize),
      db.select({ n: count() }).from(bizNews).where(where),
    ]);
    return ok({ records: rows, total: Number(totals[0]?.n ?? 0), current: input.pageNo, size: input.pageSize });
  },
});

const detail = defineCallRoute(messageCalls.newsDetail, {
  tag: TAG,
  summary: 'One news item: published ones for everyone, the others for news managers only',
  input: idInput,
  output: newsRecordSchema,
  async handler({ db, auth, input }) {
    const row = await newsByKey(db, input.id);
    if (row && (row.status === 'PUBLISHED' || (await holdsPermission(db, auth, NEWS_RIGHT)))) return ok(row);
    throw notFound('messageCenter.api.newsNotFound');
  },
});

const publish = statusTransitionRoute({
  call: messageCalls.newsPublish,
  tag: TAG,
  publicContent: PUBLIC,
  permission: NEWS_RIGHT,
  summary: 'Publish a draft or retracted news item (it appears on the public site at once)',
  to: 'PUBLISHED',
  load: (tx, _auth, key) => existingNews(tx, key),
  async apply(tx, news, auth) {
    await requireNewsCategory(tx, news.news_category_key);
    await setStatus(tx, news.news_key, 'PUBLISHED', auth.userKey);
  },
  answer: existingNews,
  output: newsRecordSchema,
});

const retract = statusTransitionRoute({
  call: messageCalls.newsRetract,
  tag: TAG,
  publicContent: PUBLIC,
  permission: NEWS_RIGHT,
  summary: 'Retract a published news item: it leaves the drawer and the public site at once',
  to: 'RETRACT',
  load: (tx, _auth, key) => existingNews(tx, key),
  apply: (tx, news, auth) => setStatus(tx, news.news_key, 'RETRACT', auth.userKey),
  answer: existingNews,
  output: newsRecordSchema,
});

const remove = defineCallRoute(messageCalls.newsDelete, {
  tag: TAG,
  publicContent: PUBLIC,
  permission: NEWS_RIGHT,
  summary: 'Delete a news item',
  input: idInput,
  output: noDataSchema,
  async handler({ db, input }) {
    const gone = await db.delete(bizNews).where(eq(bizNews.news_key, input.id)).returning({ key: bizNews.news_key });
    if (gone.length === 0) throw notFound('messageCenter.api.newsNotFound');
    return ok(null, 'messageCenter.api.deleted');
  },
});

export const newsRoutes = [save, query, detail, publish, retract, remove, ...publicNewsRoutes] as RouteDef<never>[];
