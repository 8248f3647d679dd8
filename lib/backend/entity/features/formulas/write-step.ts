import { formulaFields, withFormulas } from '@/lib/entity/features/formulas/formula';
import type { StepContext, StepDeps, WriteStep } from '../../write-step';

/** Worked-out fields follow the values being written over those already stored. */
export function formulasStep({ entity }: StepDeps): WriteStep {
  const formulas = formulaFields(entity);
  if (formulas.length === 0) return { feature: 'formulas' };
  const shape = ({ row, before }: StepContext) => {
    const worked = withFormulas(entity, { ...before, ...row });
    for (const [name] of formulas) row[name] = worked[name];
  };
  return { feature: 'formulas', create: { shape }, update: { shape } };
}
