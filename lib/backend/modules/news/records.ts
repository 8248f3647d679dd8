import { eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bizNews, bizNewsCategory } from '../../db/schema';

/** A news item with its category's name; a deleted category still names its items. */
export const newsColumns = {
  ...getTableColumns(bizNews),
  category_name: bizNewsCategory.category_name,
};

export async function newsByKey(db: Db, key: string) {
  const [row] = await db
    .select(newsColumns)
    .from(bizNews)
    .leftJoin(bizNewsCategory, eq(bizNewsCategory.news_category_key, bizNews.news_category_key))
    .where(eq(bizNews.news_key, key))
    .limit(1);
  return row ?? null;
}
