import type { StepDeps, WriteStep } from '../../write-step';
import { uniqueCheck } from './unique-values';

/** Unique fields (`unique`, `uniqueWithin`), unless the caller checked the whole call and nothing changed the rows since. */
export function uniqueStep({ entity, table }: StepDeps): WriteStep {
  const assertUnique = uniqueCheck(entity, table);
  return {
    feature: 'unique',
    create: {
      async check({ batch, row }) {
        if (!batch.uniqueSettled) await assertUnique(batch.tx, row, null);
      },
    },
    update: {
      async check({ batch, row, before, key }) {
        if (!batch.uniqueSettled) await assertUnique(batch.tx, { ...before, ...row }, key, before!);
      },
    },
  };
}
