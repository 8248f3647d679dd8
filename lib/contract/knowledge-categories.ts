import { z } from 'zod';

/** One knowledge category with those under it (the category tree call). */
export interface KnowledgeCategoryNode {
  category_key: string;
  category_name: string;
  parent_key: string | null;
  /** The category's key and name again, for tree widgets. */
  key: string;
  title: string;
  children: KnowledgeCategoryNode[];
}

export const knowledgeCategoryNodeSchema: z.ZodType<KnowledgeCategoryNode> = z.strictObject({
  category_key: z.string(),
  category_name: z.string(),
  parent_key: z.string().nullable(),
  key: z.string(),
  title: z.string(),
  get children() {
    return z.array(knowledgeCategoryNodeSchema);
  },
}).meta({ id: 'KnowledgeCategoryNode' });

/** `{apiBase}/tree` of the knowledge categories: those the caller may read, in their order (one whose parent she cannot see is a root). */
export const knowledgeCategoryTreeSchema = z.array(knowledgeCategoryNodeSchema);
