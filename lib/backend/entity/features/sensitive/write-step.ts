import { sensitiveFieldsOf } from '@/lib/entity/features/sensitive/fields';
import type { StepDeps, WriteStep } from '../../write-step';
import { keepMaskedValues } from './kept-values';

/**
 * A sensitive value sent back as the mask its writer was shown keeps the stored value; any other
 * masked text is refused (kept-values.ts). First of the shaping steps, so nothing reads the mask.
 */
export function sensitiveStep({ entity }: StepDeps): WriteStep {
  const shape = sensitiveFieldsOf(entity).length === 0
    ? undefined
    : ({ row, before }: { row: Record<string, unknown>; before: Record<string, unknown> | null }) => keepMaskedValues(entity, row, before);
  return { feature: 'sensitive', create: { shape }, update: { shape } };
}
