import { z } from 'zod';

/** `GET {apiBase}/childCounts/{id}`: the counts a record page's child tabs show, by child entity name (kinds the caller may not list are absent). */
export const childCountsSchema = z.strictObject({ counts: z.record(z.string(), z.number().int()) });
export type ChildCounts = z.infer<typeof childCountsSchema>;
