/** Why a call did not deliver data; callers branch on `kind`, people read `message`. */
export type ApiFailureKind =
  | 'business' // the server answered with a non-zero code
  | 'warning' // code 510: the server refused with a warning
  | 'unauthorized' // code 401: the session is gone
  | 'timeout'
  | 'network' // the request never got an answer
  | 'http' // an answer without the {code, msg, data} envelope
  | 'aborted'; // the caller cancelled

export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiFailureKind,
    readonly code: number | null = null,
    readonly status: number | null = null,
    /** The input the server's refusal is about (a form shows the message at that field). */
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
