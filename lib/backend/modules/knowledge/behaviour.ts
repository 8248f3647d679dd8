import { and, eq, sql } from 'drizzle-orm';
import { ResultCode } from '@/lib/contract/envelope';
import type { Db } from '../../db/client';
import { crmKnowledge, crmKnowledgeCategory } from '../../db/schema';
import { entityBehaviour } from '../../entity/behaviour';
import { ApiError, badRequest } from '../../http/errors';
import { knowledgeEntity } from '@/lib/entities/knowledge';
import { knowledgeCategoryEntity } from '@/lib/entities/knowledge-category';

/** Opening an article counts a read: one atomic increment, neither a new version nor an audit entry, so an open form is not made stale. */
export const knowledgeBehaviour = entityBehaviour(knowledgeEntity, {
  async onDetail({ db, row }) {
    const [counted] = await db.update(crmKnowledge)
      .set({ read_count: sql`${crmKnowledge.read_count} + 1` })
      .where(eq(crmKnowledge.knowledge_key, String(row.knowledge_key)))
      .returning({ read_count: crmKnowledge.read_count });
    return { ...row, read_count: counted?.read_count ?? row.read_count };
  },
});

/** The keys above a category, nearest first (stops at a loop or after 50 levels). */
async function ancestorsOf(tx: Db, key: string): Promise<string[]> {
  const seen: string[] = [];
  let current: string | null = key;
  while (current && seen.length < 50 && !seen.includes(current)) {
    seen.push(current);
    const [row]: { parent_key: string | null }[] = await tx.select({ parent_key: crmKnowledgeCategory.parent_key })
      .from(crmKnowledgeCategory).where(eq(crmKnowledgeCategory.category_key, current)).limit(1);
    current = row?.parent_key ?? null;
  }
  return seen;
}

/** A category is never put under itself or one of its own sub-categories; one with live articles or sub-categories is not deleted. */
export const knowledgeCategoryBehaviour = entityBehaviour(knowledgeCategoryEntity, {
  async prepare({ tx, row, before }) {
    const key = String(before?.category_key ?? row.category_key ?? '');
    const parent = row.parent_key ? String(row.parent_key) : null;
    if (!parent || !key) return;
    if ((await ancestorsOf(tx, parent)).includes(key)) throw badRequest('knowledgeBase.categoryLoop');
  },
  async beforeDelete({ tx, row }) {
    const key = String(row.category_key);
    const [child] = await tx.select({ k: crmKnowledgeCategory.category_key }).from(crmKnowledgeCategory)
      .where(and(eq(crmKnowledgeCategory.parent_key, key), eq(crmKnowledgeCategory.del_flag, 0))).limit(1);
    const [article] = await tx.select({ k: crmKnowledge.knowledge_key }).from(crmKnowledge)
      .where(and(eq(crmKnowledge.category_key, key), eq(crmKnowledge.del_flag, 0))).limit(1);
    if (child || article) throw new ApiError(ResultCode.conflict, 'knowledgeBase.categoryInUse');
  },
});
