import { z } from 'zod';
import type { FieldDef } from '@/lib/entity/types';
import { sensitiveKindOf } from './fields';
import { isMaskedText } from './masking';

/**
 * A sensitive field's rule also lets its masked value through unchanged: a form opened by a reader
 * who sees the value masked is saved with the mask, which the server then reads as "unchanged"
 * (lib/backend/entity/features/sensitive/kept-values.ts) and never stores.
 */
export function allowingMask(field: FieldDef, rule: z.ZodType): z.ZodType {
  if (!sensitiveKindOf(field)) return rule;
  return z.unknown().transform((value, ctx) => {
    if (isMaskedText(value)) return value;
    const checked = rule.safeParse(value);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) ctx.addIssue({ ...issue, input: value } as Parameters<typeof ctx.addIssue>[0]);
    return z.NEVER;
  });
}
