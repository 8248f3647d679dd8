import type { StepDeps, WriteStep } from './write-step';

/**
 * The entity's own behaviour (./behaviour.ts) as a step of the write pipeline: it prepares a row
 * before its checks, follows a written one up, and may refuse a delete. A behaviour that prepares
 * or follows up rows sees them one at a time (it may read what the previous one wrote).
 */
export function behaviourStep({ behaviour }: StepDeps): WriteStep {
  return {
    feature: 'behaviour',
    rowByRow: () => Boolean(behaviour().prepare || behaviour().afterWrite),
    reshapes: () => Boolean(behaviour().prepare),
    create: {
      check: (ctx) => behaviour().prepare?.(ctx),
      afterWrite: (ctx) => behaviour().afterWrite?.(ctx),
    },
    update: {
      check: (ctx) => behaviour().prepare?.(ctx),
      afterWrite: (ctx) => behaviour().afterWrite?.(ctx),
    },
    delete: {
      guard: ({ batch, before }) => behaviour().beforeDelete?.({ tx: batch.tx, auth: batch.auth, row: before! }),
    },
  };
}
