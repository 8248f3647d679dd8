import { ResultCode } from '@/lib/contract/envelope';
import { messageWith } from '@/lib/entity/messages';
import { ApiError } from '../../http/errors';

/** A view refused for one of its parts: the message names the offending name, and the input it is about. */
export function viewRefusal(reason: string, values: Record<string, string | number>, field: string): ApiError {
  return new ApiError(ResultCode.badRequest, messageWith(`listView.validation.${reason}`, values), field);
}
