import { ResultCode } from '@/lib/contract/envelope';
import { messageWith } from '@/lib/entity/messages';
import { ApiError } from '../../../http/errors';

/**
 * A refusal of the process engine: a message key under `workflow.` with its values. The action's
 * transaction is rolled back, so the instance stays as it was.
 */
export class WorkflowError extends ApiError {
  constructor(key: string, values: Record<string, string | number> = {}, code: number = ResultCode.badRequest) {
    super(code, Object.keys(values).length ? messageWith(key, values) : key);
    this.name = 'WorkflowError';
  }
}

/** The task or instance changed under the caller (someone else acted first). */
export const stale = (key: string, values: Record<string, string | number> = {}) => new WorkflowError(key, values, ResultCode.conflict);
