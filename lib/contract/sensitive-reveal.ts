import { z } from 'zod';

/** `{apiBase}/reveal/{id}`: one masked value of one record, shown in full to a holder of 查看敏感信息. */
export function revealPath(apiBase: string, recordKey: string): string {
  return `${apiBase}/reveal/${encodeURIComponent(recordKey)}`;
}

/** The body of a reveal: which of the record's sensitive fields (the entity's own names). */
export function revealInputSchema(fields: readonly [string, ...string[]]) {
  return z.object({ id: z.string().min(1).max(64), field: z.enum(fields) });
}

/** The field revealed and its whole value (null when the record holds none). */
export const revealAnswerSchema = z.strictObject({ field: z.string(), value: z.string().nullable() });
export type RevealAnswer = z.infer<typeof revealAnswerSchema>;
