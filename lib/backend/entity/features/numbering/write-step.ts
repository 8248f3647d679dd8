import type { StepDeps, WriteStep } from '../../write-step';
import { nextNumbers } from './numbering';

/** Records saved without a number take the next ones of their numbering rule, in the order given. */
export function numberingStep({ entity }: StepDeps): WriteStep {
  const rule = entity.numbering;
  if (!rule) return { feature: 'numbering' };
  return {
    feature: 'numbering',
    create: {
      async shapeAll(ctxs, batch) {
        const unnumbered = ctxs.filter((c) => !c.row[rule.field]);
        const numbers = await nextNumbers(batch.tx, entity, unnumbered.length, true);
        unnumbered.forEach((c, i) => { c.row[rule.field] = numbers[i]; });
      },
    },
  };
}
