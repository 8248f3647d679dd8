import type { StepDeps, WriteStep } from '../../write-step';
import { assertRefsWithin, narrowedRefs } from './refs-within';
import { assertReferrersStayWithin, narrowingReferrers } from './referrers-within';

/**
 * References that may name only records sharing a value with this one (`within`), and records
 * elsewhere narrowed to this kind's: moving one may not strand them.
 */
export function refsWithinStep({ entity }: StepDeps): WriteStep {
  const refs = narrowedRefs(entity);
  const referrers = narrowingReferrers(entity);
  return {
    feature: 'refs-within',
    create: { check: ({ batch, row }) => assertRefsWithin(batch.tx, entity, refs, row, null) },
    update: {
      async check({ batch, row, before, key }) {
        await assertRefsWithin(batch.tx, entity, refs, row, before);
        await assertReferrersStayWithin(batch.tx, entity, referrers, key, row, before!);
      },
    },
  };
}
