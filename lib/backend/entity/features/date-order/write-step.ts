import { ResultCode } from '@/lib/contract/envelope';
import { dateOrderIssues } from '@/lib/entity/features/date-order/date-order';
import { ApiError } from '../../../http/errors';
import type { StepDeps, WriteStep } from '../../write-step';

/**
 * A payload naming only one end of a period is checked against the stored other end (a whole new
 * record was checked by its schema).
 */
export function dateOrderStep({ entity }: StepDeps): WriteStep {
  return {
    feature: 'date-order',
    update: {
      shape({ row, before }) {
        const [misordered] = dateOrderIssues(entity, { ...before, ...row });
        if (misordered) throw new ApiError(ResultCode.badRequest, misordered.message);
      },
    },
  };
}
