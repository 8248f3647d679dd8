import type { StepDeps, WriteStep } from '../../write-step';
import { refreshTotals } from './family-writes';

/** The parent fields a child kind keeps (`parent.totals`, `averages`, `latest`) follow every write of a child. */
export function keptParentFieldsStep({ entity }: StepDeps): WriteStep {
  const link = entity.parent?.foreignKey;
  if (!link) return { feature: 'family' };
  return {
    feature: 'family',
    create: { afterAll: (written, batch) => refreshTotals(batch.tx, entity, written.map(({ after }) => after[link])) },
    update: { afterWrite: ({ batch, before, after }) => refreshTotals(batch.tx, entity, [before![link], after[link]]) },
    delete: { afterAll: (written, batch) => refreshTotals(batch.tx, entity, written.map(({ before }) => before![link])) },
  };
}
