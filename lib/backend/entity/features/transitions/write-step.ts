import type { StepDeps, WriteStep } from '../../write-step';
import { assertTransition } from './transitions';
import { stampTransition } from './transition-stamps';

/** The moves a status field may make (`transitions`), and the time stamped when it reaches a stamped value. */
export function transitionsStep({ entity }: StepDeps): WriteStep {
  if (!entity.transitions) return { feature: 'transitions' };
  return {
    feature: 'transitions',
    create: { shape: ({ row }) => stampTransition(entity, null, row) },
    update: {
      async check({ batch, before, row }) {
        await assertTransition(batch.tx, entity, before, row);
        stampTransition(entity, before, row);
      },
    },
  };
}
