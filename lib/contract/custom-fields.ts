import { z } from 'zod';
import { englishNameSchema } from '@/lib/entity/english-name-schema';

export { CUSTOM_FIELD_PATHS } from './custom-field-paths';

/**
 * Fields an administrator adds to a record kind at run time (系统管理 → 字段管理): what the form
 * sends, what the calls answer, and the limits both check. How a definition becomes a field of the
 * kind's declaration: lib/entity/custom-fields.ts.
 */

/** The field types an administrator may choose: the engine's types that need no code of their own. */
export const CUSTOM_FIELD_TYPES = ['text', 'textarea', 'number', 'money', 'date', 'datetime', 'dict', 'multiDict', 'user', 'department', 'ref', 'bool', 'file', 'formula', 'rollup'] as const;
export type CustomFieldType = (typeof CUSTOM_FIELD_TYPES)[number];

/** Where a field stands: shown, kept but out of forms and lists, or retired with its data kept. */
export const CUSTOM_FIELD_STATES = ['active', 'hidden', 'retired'] as const;
export type CustomFieldState = (typeof CUSTOM_FIELD_STATES)[number];

/** What a formula or a roll-up answers: a figure, an amount, or (formulas) a text. */
export const COMPUTED_RESULT_TYPES = ['number', 'money', 'text'] as const;
export const ROLLUP_AGGREGATES = ['sum', 'count', 'min', 'max', 'avg'] as const;
export const FORMULA_MAX = 500;

export const CUSTOM_FIELD_SENSITIVE_KINDS = ['phone', 'idCard', 'bankAccount', 'email'] as const;

/** The name an administrator types (the column is `cf_` and this name). */
export const CUSTOM_FIELD_NAME = /^[a-z][a-z0-9_]{1,29}$/;
export const CUSTOM_FIELD_LABEL_MAX = 30;
export const CUSTOM_TEXT_MAX = 2000;

/** The options of a definition, besides its name, label and type. */
export const customFieldOptionsSchema = z.object({
  required: z.boolean().default(false),
  /** Text: the most characters; the column is made this wide (text only, up to 2,000). */
  maxLength: z.number().int().min(1).max(CUSTOM_TEXT_MAX).nullish(),
  /** Number and money: the range allowed. */
  minValue: z.number().finite().nullish(),
  maxValue: z.number().finite().nullish(),
  integer: z.boolean().default(false),
  dictCode: z.string().trim().max(64).nullish(),
  /** A linked record: the kind it links to. */
  refEntity: z.string().trim().max(64).nullish(),
  multiple: z.boolean().default(false),
  defaultValue: z.union([z.string().max(200), z.number().finite(), z.boolean()]).nullish(),
  help: z.string().trim().max(200).nullish(),
  /** The hint in English (the hint as entered when empty). */
  helpEn: z.string().trim().max(300).nullish(),
  sensitive: z.enum(CUSTOM_FIELD_SENSITIVE_KINDS).nullish(),
  /** Offered in the filter bar and the advanced query (an index is made for it). */
  filter: z.boolean().default(false),
  /** Matched by the global search (text fields). */
  search: z.boolean().default(false),
  /** A list column shown without the user turning it on. */
  listShown: z.boolean().default(true),
  sortable: z.boolean().default(false),
  /** Whole row in the form. */
  wide: z.boolean().default(false),
  /** A formula: the expression, naming fields as `{name}` (the form may name them by label). */
  expression: z.string().trim().max(FORMULA_MAX).nullish(),
  resultType: z.enum(COMPUTED_RESULT_TYPES).nullish(),
  /** A roll-up: the child kind, what is worked out over its live records, and which of them count. */
  childEntity: z.string().trim().max(64).nullish(),
  aggregate: z.enum(ROLLUP_AGGREGATES).nullish(),
  childField: z.string().trim().max(64).nullish(),
  whereField: z.string().trim().max(64).nullish(),
  whereValue: z.string().trim().max(64).nullish(),
  /** Role codes that may see the field (none: everyone who reads the record). */
  readRoles: z.array(z.string().trim().min(1).max(64)).max(50).default([]),
  /** Role codes that may change it (none: everyone who may change the record). */
  editRoles: z.array(z.string().trim().min(1).max(64)).max(50).default([]),
});
export type CustomFieldOptions = z.infer<typeof customFieldOptionsSchema>;

/** What the field form sends to save a definition (a key and version to change one). */
export const customFieldInputSchema = customFieldOptionsSchema.extend({
  key: z.string().max(64).nullish(),
  version: z.number().int().nullish(),
  entity: z.string().trim().min(1).max(64),
  name: z.string().trim().regex(CUSTOM_FIELD_NAME, 'customFields.rules.name'),
  label: z.string().trim().min(1, 'customFields.rules.label').max(CUSTOM_FIELD_LABEL_MAX, 'customFields.rules.labelLength'),
  /** The label English readers see (lib/entity/english-name.ts): the rule every English name follows. */
  labelEn: englishNameSchema,
  type: z.enum(CUSTOM_FIELD_TYPES),
});
export type CustomFieldInput = z.input<typeof customFieldInputSchema>;

/** A stored definition, as the calls answer it and as both sides merge it into the kind's declaration. */
export interface CustomFieldDefinition {
  key: string;
  entity: string;
  /** The column and the wire name: `cf_` and the name typed. */
  column: string;
  label: string;
  labelEn: string | null;
  type: CustomFieldType;
  options: CustomFieldOptions;
  sort: number;
  state: CustomFieldState;
  version: number;
  /** How the caller of a call stands to the field, by its roles: only read it, or not see it (absent: change it). */
  access?: 'read' | 'none';
}

export const customFieldStateInputSchema = z.object({ key: z.string().min(1).max(64), state: z.enum(CUSTOM_FIELD_STATES) });
export const customFieldOrderInputSchema = z.object({ entity: z.string().min(1).max(64), keys: z.array(z.string().min(1).max(64)).min(1).max(200) });


export const customFieldDefinitionSchema = z.object({
  key: z.string(),
  entity: z.string(),
  column: z.string(),
  label: z.string(),
  labelEn: z.string().nullable(),
  type: z.enum(CUSTOM_FIELD_TYPES),
  options: customFieldOptionsSchema,
  sort: z.number(),
  state: z.enum(CUSTOM_FIELD_STATES),
  version: z.number(),
  access: z.enum(['read', 'none']).optional(),
});

/** 字段管理's answer for one kind: its own fields (read only) and the added ones, retired included. */
export const customFieldListSchema = z.object({
  builtIn: z.array(z.object({ name: z.string(), label: z.string(), type: z.string(), required: z.boolean() })),
  fields: z.array(customFieldDefinitionSchema),
});

/** What a kind's pages add to its declaration for the caller: the added fields in use (not retired), and what she may not query. */
export const customFieldShapeSchema = z.object({
  fields: z.array(customFieldDefinitionSchema),
  /** The title field of each kind a linked-record field names: what its picker and cells show. */
  titles: z.record(z.string(), z.string()),
  /**
   * The fields the caller may not filter or sort by (sensitive ones without 查看敏感信息): her pages
   * offer them to no filter, sort or advanced query, as the server refuses them.
   */
  unqueryable: z.array(z.string()),
});
export type CustomFieldShape = z.infer<typeof customFieldShapeSchema>;
export const customFieldEntityQuerySchema = z.object({ entity: z.string().min(1).max(64) });
