import type { StepContext, StepDeps, WriteStep } from '../../write-step';
import { expressionFields, withExpressions } from './computed-fields';

/** Formula fields follow the values being written over those already stored (roll-ups follow their children: ../family/family-writes.ts). */
export function computedStep({ entity }: StepDeps): WriteStep {
  const fields = expressionFields(entity);
  if (fields.length === 0) return { feature: 'computed' };
  const shape = ({ row, before }: StepContext) => {
    const worked = withExpressions(entity, { ...before, ...row });
    for (const [name] of fields) row[name] = worked[name];
  };
  return { feature: 'computed', create: { shape }, update: { shape } };
}
