import { z } from 'zod';
import { englishNameSchema } from '@/lib/entity/english-name-schema';

/**
 * A form a business administrator designs for an approval (表单设计器): an ordered list of controls,
 * kept with the model as JSON and frozen into the deployed version, so a running request keeps the
 * form it was started with. The browser renders and checks it, the server checks a submission
 * against the same version again (submission.ts) and recomputes its formulas (formulas.ts).
 */

/** A control's id: what the submitted data and the process conditions call its value. */
export const CONTROL_ID = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
export const MAX_CONTROLS = 100;
export const MAX_DETAIL_COLUMNS = 20;
/** The most rows a detail table may be designed to take, and its default. */
export const DETAIL_ROWS_LIMIT = 500;
export const DEFAULT_DETAIL_ROWS = 200;
export const MAX_OPTIONS = 100;
export const MAX_ATTACHMENTS = 20;

const id = z.string().regex(CONTROL_ID);
const label = z.string().trim().min(1).max(40);
const optionalNumber = z.number().finite().optional();

/** Shown only while another control's value meets the condition; a hidden control is neither required nor kept. */
export const showWhenSchema = z.strictObject({
  field: id,
  op: z.enum(['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'filled']),
  value: z.union([z.string().max(200), z.number().finite(), z.array(z.string().max(200)).max(MAX_OPTIONS)]).optional(),
});
export type ShowWhen = z.infer<typeof showWhenSchema>;

const common = {
  id,
  label,
  /** The label English-speaking users read (lib/entity/english-name.ts); blank: the label. */
  labelEn: englishNameSchema,
  required: z.boolean().optional(),
  help: z.string().max(200).optional(),
  showWhen: showWhenSchema.optional(),
};

const textRules = {
  placeholder: z.string().max(60).optional(),
  minLength: z.number().int().min(0).max(5000).optional(),
  maxLength: z.number().int().min(1).max(5000).optional(),
};

/** An option: the value conditions read, the label shown, and the label English readers see (blank: the label). */
export const choiceOptionSchema = z.strictObject({ value: z.string().trim().min(1).max(60), label: z.string().trim().min(1).max(60), labelEn: englishNameSchema });
export type ChoiceOption = z.infer<typeof choiceOptionSchema>;

/** A formula's operation: Σ, Π, first − the rest, or the days from the first date to the second. */
export const FORMULA_OPS = ['sum', 'product', 'difference', 'dateDiff'] as const;
export type FormulaOp = (typeof FORMULA_OPS)[number];

/** Record kinds a linked-record control may point at (the record picker lists what the user may read). */
export const LINKABLE_RECORDS = ['customer', 'project', 'contract', 'supplier', 'business', 'order'] as const;
export type LinkableRecord = (typeof LINKABLE_RECORDS)[number];
/** The field that names a record of each linkable kind. */
export const LINKED_RECORD_LABELS: Readonly<Record<LinkableRecord, string>> = {
  customer: 'customer_name',
  project: 'project_name',
  contract: 'contract_name',
  supplier: 'supplier_name',
  business: 'business_name',
  order: 'order_no',
};

const formulaParts = {
  op: z.enum(FORMULA_OPS),
  /** Control ids, or `detail.column` for a detail table's column total. */
  refs: z.array(z.string().max(81)).max(20),
  precision: z.number().int().min(0).max(4).optional(),
  /** Shown as money, with its capital form. */
  money: z.boolean().optional(),
};

/** The columns a detail table (明细) may have; a formula column works within its row. */
export const detailColumnSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('text'), ...common, ...textRules }),
  z.strictObject({ kind: z.literal('number'), ...common, min: optionalNumber, max: optionalNumber, precision: z.number().int().min(0).max(4).optional(), total: z.boolean().optional() }),
  z.strictObject({ kind: z.literal('amount'), ...common, min: optionalNumber, max: optionalNumber, total: z.boolean().optional() }),
  z.strictObject({ kind: z.literal('date'), ...common }),
  z.strictObject({ kind: z.literal('choice'), ...common, options: z.array(choiceOptionSchema).max(MAX_OPTIONS) }),
  z.strictObject({ kind: z.literal('formula'), ...common, ...formulaParts, total: z.boolean().optional() }),
]);
export type DetailColumn = z.infer<typeof detailColumnSchema>;

export const controlSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('text'), ...common, ...textRules, pattern: z.string().max(200).optional(), patternMessage: z.string().max(60).optional() }),
  z.strictObject({ kind: z.literal('textarea'), ...common, ...textRules }),
  z.strictObject({ kind: z.literal('number'), ...common, min: optionalNumber, max: optionalNumber, precision: z.number().int().min(0).max(4).optional(), unit: z.string().max(10).optional() }),
  z.strictObject({ kind: z.literal('amount'), ...common, min: optionalNumber, max: optionalNumber }),
  z.strictObject({ kind: z.literal('date'), ...common, withTime: z.boolean().optional() }),
  z.strictObject({
    kind: z.literal('dateRange'),
    ...common,
    /** The computed duration's label (请假天数), and whether it counts working days only. */
    durationLabel: z.string().trim().max(20).optional(),
    /** That label as English readers read it (lib/entity/english-name.ts); blank: the label. */
    durationLabelEn: englishNameSchema,
    workdays: z.boolean().optional(),
  }),
  z.strictObject({
    kind: z.literal('choice'),
    ...common,
    multiple: z.boolean().optional(),
    options: z.array(choiceOptionSchema).max(MAX_OPTIONS).optional(),
    /** A dictionary's code: its items are the options. */
    dictionary: z.string().max(64).optional(),
  }),
  z.strictObject({ kind: z.literal('person'), ...common, multiple: z.boolean().optional() }),
  z.strictObject({ kind: z.literal('department'), ...common, multiple: z.boolean().optional() }),
  z.strictObject({ kind: z.literal('record'), ...common, target: z.enum(LINKABLE_RECORDS), multiple: z.boolean().optional() }),
  z.strictObject({ kind: z.literal('attachment'), ...common, images: z.boolean().optional(), maxCount: z.number().int().min(1).max(MAX_ATTACHMENTS).optional() }),
  z.strictObject({
    kind: z.literal('detail'),
    ...common,
    columns: z.array(detailColumnSchema).max(MAX_DETAIL_COLUMNS),
    minRows: z.number().int().min(0).max(DETAIL_ROWS_LIMIT).optional(),
    maxRows: z.number().int().min(1).max(DETAIL_ROWS_LIMIT).optional(),
  }),
  z.strictObject({ kind: z.literal('formula'), ...common, ...formulaParts }),
  z.strictObject({ kind: z.literal('description'), ...common, text: z.string().max(2000) }),
]);
export type Control = z.infer<typeof controlSchema>;
export type ControlKind = Control['kind'];
export type ControlOf<K extends ControlKind> = Extract<Control, { kind: K }>;

/** The most summary fields a form shows on its requests' rows (as the BPMN forms' summary fields). */
export const MAX_SUMMARY_FIELDS = 3;
/** A request's title is kept in 200 characters; a template longer than that could never fit. */
export const TITLE_TEMPLATE_MAX = 200;

export const formDesignSchema = z.strictObject({
  fields: z.array(controlSchema).max(MAX_CONTROLS),
  /**
   * The request's title, built by the server from the start form (title-template.ts): text with
   * `{controlId}`, `{applicant}` and `{process}` in it. Without it the applicant's title stands.
   */
  titleTemplate: z.string().trim().max(TITLE_TEMPLATE_MAX).optional(),
  /** The controls whose values the request's rows show beside its title, in this order. */
  summaryFields: z.array(id).max(MAX_SUMMARY_FIELDS).optional(),
});
export type FormDesign = z.infer<typeof formDesignSchema>;

/** Kinds whose value is a number a formula may read. */
export const NUMERIC_KINDS: ReadonlySet<string> = new Set(['number', 'amount', 'formula']);

/** A detail table's row limit as designed. */
export const rowLimitOf = (control: ControlOf<'detail'>) => control.maxRows ?? DEFAULT_DETAIL_ROWS;
