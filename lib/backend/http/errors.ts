import { ResultCode } from '@/lib/contract/envelope';

/** A refusal the caller should see as-is: becomes the envelope's code and msg. */
export class ApiError extends Error {
  /** field: the input the refusal is about, answered with it so a form shows the message there. */
  constructor(public readonly code: number, message: string, public readonly field?: string) {
    super(message);
    this.name = 'ApiError';
  }
}

export const forbidden = (msg = 'auth.forbidden') => new ApiError(ResultCode.forbidden, msg);
export const badRequest = (msg: string) => new ApiError(ResultCode.badRequest, msg);
export const notFound = (msg = 'api.notFound') => new ApiError(ResultCode.notFound, msg);
