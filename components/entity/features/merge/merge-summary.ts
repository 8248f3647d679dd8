import type { MergePreviewAnswer } from '@/lib/contract/record-merge-schemas';

/** What a merge moves to the survivor: live records of each referring kind naming the others, kinds with none left out. */
export function movedCounts(references: MergePreviewAnswer['references'], survivor: string): { entity: string; label: string; count: number }[] {
  const byKind = new Map<string, { entity: string; label: string; count: number }>();
  for (const reference of references) {
    const count = Object.entries(reference.counts).filter(([key]) => key !== survivor).reduce((sum, [, n]) => sum + n, 0);
    if (count === 0) continue;
    const seen = byKind.get(reference.entity);
    if (seen) seen.count += count;
    else byKind.set(reference.entity, { entity: reference.entity, label: reference.label, count });
  }
  return [...byKind.values()];
}
