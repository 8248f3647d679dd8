import { z } from 'zod';
import { KEY_PATTERN } from '@/lib/entity/rules';
import { formDesignSchema } from './design';

/** The form designer's calls: a model's designed form, read and saved (administrators). */

const modelKey = z.string({ error: 'workflow.validation.badKey' }).trim().regex(KEY_PATTERN, 'workflow.validation.badKey');

export const modelFormQuerySchema = z.object({ model_key: modelKey });

/** A draft may be saved unfinished; the deploy refuses a form with issues (design-check.ts). */
export const modelFormSaveSchema = z.object({ model_key: modelKey, design: formDesignSchema });

export const modelFormSchema = z.strictObject({
  model_key: z.string(),
  process_key: z.string(),
  name: z.string(),
  status: z.string(),
  latest_version: z.number(),
  design: formDesignSchema.nullable(),
});
export type ModelForm = z.infer<typeof modelFormSchema>;
