import { z } from 'zod';
import type { DuplicateAnswer } from '@/lib/entity/features/duplicates/duplicates';

/**
 * `{apiBase}/duplicates`: for each declared field whose value matches stored records, those the
 * caller may read (named and linked) and how many others match (only counted).
 */
export const duplicateAnswerSchema: z.ZodType<DuplicateAnswer> = z.array(z.strictObject({
  field: z.string(),
  hits: z.array(z.strictObject({ key: z.string().nullable(), title: z.string().nullable(), href: z.string().nullable() })),
  hidden: z.number().int(),
}));
