import { z } from 'zod';

/** What the preview call answers: the first rows of a mapped upload, checked as the import checks them, nothing written. */

/** add: the row would add a record; update: it would update the record its key names; fail: it would be refused. */
export const previewOutcomes = ['add', 'update', 'fail'] as const;

export const previewRowSchema = z.strictObject({
  rowNumber: z.number(),
  /** The file's cells as text, one per column of the file. */
  cells: z.array(z.string().nullable()),
  outcome: z.enum(previewOutcomes),
  /** Why the row would be refused, in the user's language. */
  reason: z.string().nullable(),
});
export type PreviewRow = z.infer<typeof previewRowSchema>;

export const importPreviewSchema = z.strictObject({
  rows: z.array(previewRowSchema),
  /** Rows of the whole file (the preview shows the first few). */
  total: z.number(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;
