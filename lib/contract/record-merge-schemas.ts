import { z } from 'zod';

/** Most records one merge takes: a screen of duplicates, not a bulk clean-up. */
export const MERGE_MAX_RECORDS = 10;

const recordKey = z.string().trim().min(1).max(64);

/** `{apiBase}/mergePreview`: the records to be merged, as the list selected them. */
export const mergePreviewInputSchema = z.object({
  keys: z.array(recordKey).max(MERGE_MAX_RECORDS, 'validation.mergeTooMany'),
});

/**
 * `{apiBase}/merge`: the record that survives, the records merged into it and, per field, the
 * record whose value the survivor keeps (a field left out keeps the survivor's own value).
 */
export const mergeInputSchema = z.object({
  survivor: recordKey,
  merged: z.array(recordKey).max(MERGE_MAX_RECORDS - 1, 'validation.mergeTooMany'),
  choices: z.record(z.string().max(64), recordKey).default({}),
});
export type MergeInput = z.infer<typeof mergeInputSchema>;

/** How many records of one kind name each record (live ones), so the dialog says what will move. */
export const mergeReferenceCountSchema = z.strictObject({
  entity: z.string(),
  /** The referring kind's name, a message key. */
  label: z.string(),
  field: z.string(),
  counts: z.record(z.string(), z.number().int()),
});

export const mergePreviewAnswerSchema = z.strictObject({
  records: z.array(z.record(z.string(), z.unknown())),
  references: z.array(mergeReferenceCountSchema),
});
export type MergePreviewAnswer = z.infer<typeof mergePreviewAnswerSchema>;

/** What a merge did: the survivor, the merged keys, and the records moved by kind. */
export const mergeAnswerSchema = z.strictObject({
  survivor: z.string(),
  merged: z.array(z.string()),
  moved: z.record(z.string(), z.number().int()),
});
export type MergeAnswer = z.infer<typeof mergeAnswerSchema>;
