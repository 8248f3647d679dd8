import { and, asc, eq } from 'drizzle-orm';
import { ok } from '@/lib/contract/envelope';
import { knowledgeCategoryTreeSchema, type KnowledgeCategoryNode } from '@/lib/contract/knowledge-categories';
import { knowledgeEntity } from '@/lib/entities/knowledge';
import { knowledgeCategoryEntity } from '@/lib/entities/knowledge-category';
import type { EntityDef } from '@/lib/entity/types';
import { crmKnowledgeCategory } from '../../db/schema';
import { aliasRoute, type EntityOperation } from '../../entity/crud';
import { genericRoutesOf, listingOf } from '../../entity/registry';
import { postTwinOf } from '../../http/post-twin';
import { defineRoute, type RouteDef } from '../../http/route';

/** The categories the caller may read as a tree (a category whose parent she cannot see is a root). */
const tree = defineRoute({
  method: 'GET',
  path: `${knowledgeCategoryEntity.apiBase}/tree`,
  tag: knowledgeCategoryEntity.name,
  summary: 'The knowledge categories as a tree (category_key, category_name, key, title, children), in their order',
  permission: knowledgeCategoryEntity.rights.read,
  output: knowledgeCategoryTreeSchema,
  async handler({ db, auth }) {
    const scope = await listingOf(knowledgeCategoryEntity).scopeCondition(db, auth);
    const rows = await db.select().from(crmKnowledgeCategory)
      .where(and(eq(crmKnowledgeCategory.del_flag, 0), scope))
      .orderBy(asc(crmKnowledgeCategory.sort_no), asc(crmKnowledgeCategory.category_name));
    const nodes = new Map<string, KnowledgeCategoryNode>(rows.map((r) => [r.category_key, {
      category_key: r.category_key, category_name: r.category_name, parent_key: r.parent_key,
      key: r.category_key, title: r.category_name, children: [],
    }]));
    const roots: KnowledgeCategoryNode[] = [];
    for (const node of nodes.values()) {
      const parent = node.parent_key ? nodes.get(node.parent_key) : undefined;
      if (parent && parent !== node) parent.children.push(node);
      else roots.push(node);
    }
    return ok(roots);
  },
});

function alias(entity: EntityDef, method: RouteDef['method'], path: string, of: EntityOperation): RouteDef<never> {
  return aliasRoute(genericRoutesOf(entity)[of], method, path);
}

/** The knowledge calls (categories, tree, records): the tree (GET, and POST like every CRM call), and the generic lists under those names. */
export const knowledgeRoutes: RouteDef<never>[] = [
  tree as RouteDef<never>,
  postTwinOf(tree) as RouteDef<never>,
  alias(knowledgeCategoryEntity, 'POST', '/api/crm/knowledge/categories', 'query'),
  alias(knowledgeEntity, 'POST', '/api/crm/knowledge/records', 'query'),
];
