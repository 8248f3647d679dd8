import { ResultCode } from '@/lib/contract/envelope';
import { parentFieldsOf } from '@/lib/entity/features/family/family';
import { SCOPE_COLUMN } from '@/lib/entity/types';
import { ApiError } from '../../../http/errors';
import type { StepDeps, WriteStep } from '../../write-step';

/**
 * A new record of a department-scoped kind without a parent belongs to the department the caller
 * names, one of her own, or else to her first department.
 */
export function owningDepartmentStep({ entity }: StepDeps): WriteStep {
  if (entity.scope !== 'department' || parentFieldsOf(entity).length > 0) return { feature: 'owning-department' };
  return {
    feature: 'owning-department',
    create: {
      shape({ input, row, batch }) {
        const wanted = input[SCOPE_COLUMN] as string | null | undefined;
        const { scopeKeys, auth } = batch;
        if (wanted && scopeKeys !== null && !scopeKeys.includes(wanted)) throw new ApiError(ResultCode.forbidden, 'validation.outOfScope');
        row[SCOPE_COLUMN] = wanted || auth.departKeys[0] || null;
      },
    },
  };
}
