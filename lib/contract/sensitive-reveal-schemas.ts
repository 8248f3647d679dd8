import { z } from 'zod';

/*
 * The reveal call's schemas, apart from its path (sensitive-reveal.ts): a list page imports the
 * path, and a schema built when its module loads would bring zod to every list.
 */

/** The body of a reveal: which of the record's sensitive fields (the entity's own names). */
export function revealInputSchema(fields: readonly [string, ...string[]]) {
  return z.object({ id: z.string().min(1).max(64), field: z.enum(fields) });
}

/** The field revealed and its whole value (null when the record holds none). */
export const revealAnswerSchema = z.strictObject({ field: z.string(), value: z.string().nullable() });
export type RevealAnswer = z.infer<typeof revealAnswerSchema>;
