import { z } from 'zod';
import { englishNameSchema } from '@/lib/entity/english-name-schema';
import { KEY_PATTERN } from '@/lib/entity/rules';
import { MODEL_ICONS } from './workflow-model-icons';
import { EVERYONE, startScopeSchema } from './workflow-start-scope';
import { PROCESS_KEY_PATTERN, VARIABLES_MAX_BYTES } from './workflow-values';

/**
 * The approval centre: a model's settings (模型设置) and the drafts of start forms (草稿). Message
 * strings are message keys under `workflow`.
 */

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const key = z.string({ error: 'workflow.validation.badKey' }).trim().regex(KEY_PATTERN, 'workflow.validation.badKey');
const optionalText = (max: number, message: string) => z.preprocess(blankToUndefined, z.string().trim().max(max, message).optional());


export const modelSettingsSchema = z.object({
  /** Absent creates a model with an empty process (a start and an end) to design afterwards. */
  model_key: z.preprocess(blankToUndefined, key.optional()),
  process_key: z.string({ error: 'workflow.validation.badProcessKey' }).trim().regex(PROCESS_KEY_PATTERN, 'workflow.validation.badProcessKey'),
  name: z.string({ error: 'workflow.validation.nameRequired' }).trim().min(1, 'workflow.validation.nameRequired').max(200, 'workflow.validation.nameTooLong'),
  /** What English-speaking readers see (发起申请, the lists); blank: the name. */
  name_en: englishNameSchema,
  category: optionalText(64, 'workflow.validation.categoryTooLong'),
  /** A category of the model's own in English (the known ones are translated by their key). */
  category_en: englishNameSchema,
  icon: z.preprocess(blankToUndefined, z.enum(MODEL_ICONS, { error: 'workflow.validation.badIcon' }).optional()),
  description: optionalText(500, 'workflow.validation.descriptionTooLong'),
  start_scope: startScopeSchema.default(EVERYONE),
});

export type ModelSettingsInput = z.input<typeof modelSettingsSchema>;

export const modelSettingsAnswerSchema = z.strictObject({
  model_key: z.string(),
  process_key: z.string(),
  name: z.string(),
  name_en: z.string().nullable(),
  category: z.string().nullable(),
  category_en: z.string().nullable(),
  icon: z.string().nullable(),
  description: z.string().nullable(),
  start_scope: z.strictObject({ departments: z.array(z.string()), roles: z.array(z.string()), users: z.array(z.string()) }),
  status: z.string(),
  latest_version: z.number(),
});
export type ModelSettings = z.infer<typeof modelSettingsAnswerSchema>;

/** A draft's values: any JSON object within the size a request's form data may have; no field rules. */
const draftValues = z.preprocess(
  (v) => (v === undefined || v === null ? {} : v),
  z.record(z.string().max(64), z.unknown()).refine((v) => JSON.stringify(v).length <= VARIABLES_MAX_BYTES, 'workflow.validation.variablesTooLarge'),
);

export const draftSaveSchema = z.object({
  /** Absent saves a new draft; present overwrites the caller's own draft. */
  draft_key: z.preprocess(blankToUndefined, key.optional()),
  model_key: key,
  title: optionalText(200, 'workflow.validation.titleTooLong'),
  formData: draftValues,
});

export const draftKeySchema = z.object({ draft_key: key });

/** Whether a draft can still be submitted: its model deployed, active and startable by its owner. */
export const DRAFT_STATES = ['startable', 'suspended', 'unavailable'] as const;

export const draftRowSchema = z.strictObject({
  draft_key: z.string(),
  model_key: z.string(),
  process_key: z.string().nullable(),
  process_name: z.string().nullable(),
  title: z.string().nullable(),
  state: z.enum(DRAFT_STATES),
  update_time: z.string(),
});
export type DraftRow = z.infer<typeof draftRowSchema>;
export const draftListSchema = z.array(draftRowSchema);

export const draftDetailSchema = z.strictObject({ ...draftRowSchema.shape, form_data: z.record(z.string(), z.unknown()) });
export type DraftDetail = z.infer<typeof draftDetailSchema>;
