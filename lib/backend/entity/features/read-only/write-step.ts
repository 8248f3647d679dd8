import { ResultCode } from '@/lib/contract/envelope';
import { readOnlyReason } from '@/lib/entity/features/read-only/read-only';
import { ApiError } from '../../../http/errors';
import type { StepContext, StepDeps, WriteStep } from '../../write-step';

/**
 * What is being approved stays as it was submitted until the approval ends; a committed or
 * archived record (`readOnlyWhile`) stays as it is: its changes and deletes are refused.
 */
export function readOnlyStep({ entity }: StepDeps): WriteStep {
  const guard = ({ before }: StepContext) => {
    const held = before ? readOnlyReason(entity, before) : null;
    if (held) throw new ApiError(ResultCode.conflict, held);
  };
  return { feature: 'read-only', update: { guard }, delete: { guard } };
}
