import { z } from 'zod';
import { MATCH_TYPES, QUERY_RULES } from '@/lib/entity/advanced-query';

/** What the saved advanced query calls answer (savedQueryPaths in saved-queries.ts). */

const savedConditionSchema = z.strictObject({ field: z.string(), rule: z.enum(QUERY_RULES), value: z.union([z.string(), z.array(z.string())]) });

export const savedQuerySchema = z.strictObject({
  query_key: z.string(),
  save_code: z.string(),
  name: z.string(),
  match_type: z.enum(MATCH_TYPES),
  rules: z.array(savedConditionSchema),
  shared: z.boolean(),
  owner_key: z.string(),
  owner_name: z.string().nullable(),
  /** True for the caller's own queries: only those can be shared, overwritten or deleted. */
  mine: z.boolean(),
  update_time: z.string(),
});
export type SavedQuery = z.infer<typeof savedQuerySchema>;
export const savedQueriesSchema = z.array(savedQuerySchema);

/** A save: the query's key, and whether it replaced one of the same name. */
export const savedQuerySaveSchema = z.strictObject({ query_key: z.string(), overwritten: z.boolean() });
