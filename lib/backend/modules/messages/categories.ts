import { and, asc, eq } from 'drizzle-orm';
import { ok } from '@/lib/contract/envelope';
import { messageCategoriesSchema, newsCategoriesSchema } from '@/lib/contract/message-center-answers';
import { categoryListSchema, messageCenterPaths, type MessageType } from '@/lib/contract/message-center';
import { messageCategoryEntity } from '@/lib/entities/message-category';
import { newsCategoryEntity } from '@/lib/entities/news-category';
import type { Db } from '../../db/client';
import { bizMessageCategory, bizNewsCategory } from '../../db/schema';
import { aliasRoute } from '../../entity/crud';
import { genericRoutesOf } from '../../entity/registry';
import { badRequest } from '../../http/errors';
import { messageCalls } from '@/lib/contract/message-center-calls';
import { defineCallRoute, type RouteDef } from '../../http/route';
import { withIdParam } from '../../http/route-pattern';

/** A live category of the given type, or a refusal naming the field. */
export async function requireMessageCategory(db: Db, key: string, type: MessageType): Promise<void> {
  const [row] = await db
    .select({ key: bizMessageCategory.message_category_key })
    .from(bizMessageCategory)
    .where(and(eq(bizMessageCategory.message_category_key, key), eq(bizMessageCategory.category_type, type), eq(bizMessageCategory.del_flag, 0)))
    .limit(1);
  if (!row) throw badRequest('messageCenter.validation.typeRequired');
}

export async function requireNewsCategory(db: Db, key: string): Promise<void> {
  const [row] = await db
    .select({ key: bizNewsCategory.news_category_key })
    .from(bizNewsCategory)
    .where(and(eq(bizNewsCategory.news_category_key, key), eq(bizNewsCategory.del_flag, 0)))
    .limit(1);
  if (!row) throw badRequest('messageCenter.validation.newsCategoryRequired');
}

/** The live news categories in tab order (the drawer's news panel, the public news page). */
export async function newsCategories(db: Db) {
  return db
    .select({ news_category_key: bizNewsCategory.news_category_key, category_name: bizNewsCategory.category_name, sort_no: bizNewsCategory.sort_no })
    .from(bizNewsCategory)
    .where(eq(bizNewsCategory.del_flag, 0))
    .orderBy(asc(bizNewsCategory.sort_no), asc(bizNewsCategory.create_time));
}

/**
 * Message categories for the type filters and the notice form: every signed-in
 * user reads them; maintaining them needs the category menu (the entity's generic calls).
 */
const messageCategoryList = defineCallRoute(messageCalls.messageCategories, {
  tag: 'messages',
  summary: 'Message categories, optionally of one categoryType (BUSINESS or ADMINISTRATION): message_category_key, category_name, category_type',
  input: categoryListSchema,
  output: messageCategoriesSchema,
  async handler({ db, input }) {
    const rows = await db
      .select({ message_category_key: bizMessageCategory.message_category_key, category_name: bizMessageCategory.category_name, category_type: bizMessageCategory.category_type })
      .from(bizMessageCategory)
      .where(and(eq(bizMessageCategory.del_flag, 0), input.categoryType ? eq(bizMessageCategory.category_type, input.categoryType) : undefined))
      .orderBy(asc(bizMessageCategory.create_time), asc(bizMessageCategory.message_category_key));
    return ok(rows);
  },
});

const newsCategoryList = defineCallRoute(messageCalls.newsCategories, {
  tag: 'news',
  summary: 'News categories in tab order: news_category_key, category_name, sort_no',
  output: newsCategoriesSchema,
  async handler({ db }) {
    return ok(await newsCategories(db));
  },
});

const messageCategoryCalls = genericRoutesOf(messageCategoryEntity);
const newsCategoryCalls = genericRoutesOf(newsCategoryEntity);

/** The categories' save and delete paths are the entities' own calls under other names (docs/architecture.md, "Call paths"). */
export const categoryRoutes: RouteDef<never>[] = [
  messageCategoryList as RouteDef<never>,
  newsCategoryList as RouteDef<never>,
  aliasRoute(messageCategoryCalls.addOrUpdate, 'POST', messageCenterPaths.messageCategorySave),
  aliasRoute(messageCategoryCalls.deleteById, 'DELETE', withIdParam(messageCenterPaths.messageCategoryDelete)),
  aliasRoute(newsCategoryCalls.addOrUpdate, 'POST', messageCenterPaths.newsCategorySave),
  aliasRoute(newsCategoryCalls.deleteById, 'DELETE', withIdParam(messageCenterPaths.newsCategoryDelete)),
];
