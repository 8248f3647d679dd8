import { and, asc, count, desc, eq } from 'drizzle-orm';
import { parseStoredAttachments } from '@/lib/contract/attachments';
import { richTextExcerpt } from '@/lib/rich-text/plain-text';
import { sanitizeRichText } from '@/lib/rich-text/sanitize';
import type { Db } from '../../db/client';
import { bizNews, bizNewsCategory } from '../../db/schema';
import { newsCategories } from '../messages/port';

/**
 * Published news for the public site (server components): drafts and retracted items never
 * leave here. Content is cleaned again on the way out, whatever the stored text holds.
 */

export const PUBLIC_NEWS_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;
const DESCRIPTION_LENGTH = 120;

export interface PublishedNewsSummary {
  news_key: string;
  title: string;
  news_category_key: string;
  category_name: string | null;
  publisher_name: string | null;
  publish_date: Date;
  update_time: Date;
  /** Plain text of the start of the content, for lists and the page description. */
  description: string;
}

export interface PublishedNewsItem extends PublishedNewsSummary {
  /** Cleaned HTML, safe to render as it is. */
  news_content: string;
  attachments: { uid: string; name: string; url: string }[];
}

export interface PublishedNewsQuery {
  /** One category's items, or all published items. */
  categoryKey?: string | null;
  pageNo?: number;
  pageSize?: number;
}

const live = eq(bizNews.status, 'PUBLISHED');

const summaryColumns = {
  news_key: bizNews.news_key,
  title: bizNews.title,
  news_category_key: bizNews.news_category_key,
  category_name: bizNewsCategory.category_name,
  publisher_name: bizNews.publisher_name,
  publish_date: bizNews.publish_date,
  update_time: bizNews.update_time,
  create_time: bizNews.create_time,
  news_content: bizNews.news_content,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['data'] | null };

function summaryOf(row: SummaryRow): PublishedNewsSummary {
  return {
    news_key: row.news_key!,
    title: row.title!,
    news_category_key: row.news_category_key!,
    category_name: row.category_name,
    publisher_name: row.publisher_name,
    publish_date: row.publish_date ?? row.create_time!,
    update_time: row.update_time!,
    description: richTextExcerpt(row.news_content, DESCRIPTION_LENGTH),
  };
}

function pageOf(query: PublishedNewsQuery): { pageNo: number; pageSize: number } {
  const pageNo = Math.max(1, Math.floor(Number(query.pageNo) || 1));
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(Number(query.pageSize) || PUBLIC_NEWS_PAGE_SIZE)));
  return { pageNo, pageSize };
}

/** Published news, newest first, one page of one category (or of all). */
export async function listPublishedNews(db: Db, query: PublishedNewsQuery = {}): Promise<{ records: PublishedNewsSummary[]; total: number; pageNo: number; pageSize: number }> {
  const { pageNo, pageSize } = pageOf(query);
  const where = and(live, query.categoryKey ? eq(bizNews.news_category_key, query.categoryKey) : undefined);
  const [rows, totals] = await Promise.all([
    db
      .select(summaryColumns)
      .from(bizNews)
      .leftJoin(bizNewsCategory, eq(bizNewsCategory.news_category_key, bizNews.news_category_key))
      .where(where)
      .orderBy(desc(bizNews.publish_date), desc(bizNews.news_key))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ n: count() }).from(bizNews).where(where),
  ]);
  return { records: rows.map(summaryOf), total: Number(totals[0]?.n ?? 0), pageNo, pageSize };
}

/** One published news item; null for a draft, a retracted item or an unknown key. */
export async function loadPublishedNews(db: Db, newsKey: string): Promise<PublishedNewsItem | null> {
  if (!newsKey || newsKey.length > 64) return null;
  const [row] = await db
    .select({ ...summaryColumns, attachment: bizNews.attachment })
    .from(bizNews)
    .leftJoin(bizNewsCategory, eq(bizNewsCategory.news_category_key, bizNews.news_category_key))
    .where(and(live, eq(bizNews.news_key, newsKey)))
    .limit(1);
  if (!row) return null;
  return {
    ...summaryOf(row),
    news_content: sanitizeRichText(row.news_content),
    attachments: parseStoredAttachments(row.attachment).map(({ uid, name, url }) => ({ uid, name, url })),
  };
}

/** Every published item's key and last change, for sitemap.xml. */
export async function listPublishedNewsKeys(db: Db): Promise<{ news_key: string; update_time: Date }[]> {
  return db.select({ news_key: bizNews.news_key, update_time: bizNews.update_time }).from(bizNews).where(live).orderBy(asc(bizNews.publish_date));
}

/** The live news categories in tab order. */
export const listNewsCategories = newsCategories;
