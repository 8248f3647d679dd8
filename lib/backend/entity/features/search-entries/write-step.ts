import type { StepDeps, WriteStep, WrittenContext } from '../../write-step';
import { indexRecords } from '../../../search/search-index';
import type { WriteBatch } from '../../write-step';

/** The global search's entries follow created and changed records; the call's pending statements ride along. */
export function searchEntriesStep({ entity }: StepDeps): WriteStep {
  const afterAll = (written: readonly WrittenContext[], batch: WriteBatch) =>
    indexRecords(batch.tx, entity, written.map((w) => w.after), batch.alongside.splice(0));
  return { feature: 'search', create: { afterAll }, update: { afterAll } };
}
