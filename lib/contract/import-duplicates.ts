import { z } from 'zod';
import type { DuplicateHit } from '@/lib/entity/features/duplicates/duplicates';

/**
 * Rows an import wrote although a declared value (lib/entity/features/duplicates/duplicates.ts) likely duplicates a
 * record already stored or another row of the same file. The rule allows saving, so these are
 * warnings beside the import's result, not failures. An import keeps the first of them to show
 * and counts them all: a 30,000-row file of known customers would otherwise carry 30,000.
 */
export const IMPORT_DUPLICATES_KEPT = 200;

const hitSchema: z.ZodType<DuplicateHit> = z.object({ key: z.string().nullable(), title: z.string().nullable(), href: z.string().nullable() });

const place = {
  /** The row's number in the sheet, as the error file numbers rows. */
  row: z.number().int(),
  field: z.string(),
  /** The value as it was written. */
  value: z.string(),
};

/**
 * What the row resembles: records already stored (named and linked when the importing user may read
 * them, as the form's warning decides; only counted when not), or else an earlier row of the file.
 */
export const importDuplicateSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('existing'), ...place, hits: z.array(hitSchema), hidden: z.number().int() }),
  z.object({ kind: z.literal('row'), ...place, sameAsRow: z.number().int() }),
]);

export type ImportDuplicate = z.infer<typeof importDuplicateSchema>;
