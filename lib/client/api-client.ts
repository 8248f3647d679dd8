import { isEnvelope, refusedField, ResultCode, type Envelope } from '@/lib/contract/envelope';
import { LOGIN_PATH } from '@/lib/navigation/public-paths';
import { loginUrlFor } from '@/lib/navigation/safe-redirect';
import { ApiError } from './api-error';
import { clearClientSession } from './client-session';
import { setFlashNotice } from './flash-notice';
import { showToast, toastText } from './toast-bridge';

/**
 * THE browser API client (docs/architecture.md, "Requests"). It talks only to the same-origin gateway under /api, which
 * adds the token from the httpOnly session: no token header is ever set here.
 */

export const REQUEST_TIMEOUT_MS = 60_000;
const ERROR_TOAST_SECONDS = 5;

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;
type FormValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Defaults to POST when a body is given, else GET. */
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  json?: unknown;
  form?: Record<string, FormValue>;
  formData?: FormData;
  /** The caller shows its own feedback: no toasts (a 401 still leads to the login page). */
  silent?: boolean;
  /** false: a 401 is rejected like any refusal instead of leaving for the login page (the login form). */
  redirectOnUnauthorized?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** The original backend sometimes says `message` where ours says `msg`. */
type AnswerEnvelope = Envelope & { message?: string };

const SUCCESS_CODES: ReadonlySet<number> = new Set([ResultCode.ok, ResultCode.legacyOk]);

export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    // The backend reads one value per name: lists travel comma-separated.
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  if (!search) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function bodyOf(options: RequestOptions): { body?: BodyInit; contentType?: string } {
  if (options.formData) return { body: options.formData };
  if (options.form) {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(options.form)) {
      if (value !== undefined && value !== null) form.set(name, String(value));
    }
    return { body: form, contentType: 'application/x-www-form-urlencoded;charset=UTF-8' };
  }
  if (options.json !== undefined) return { body: JSON.stringify(options.json), contentType: 'application/json' };
  return {};
}

let leavingForLogin = false;

function leaveForLogin(): void {
  if (leavingForLogin) return;
  leavingForLogin = true;
  void clearClientSession();
  const here = globalThis.location;
  if (!here || here.pathname === LOGIN_PATH) {
    leavingForLogin = false;
    return;
  }
  setFlashNotice('auth.tokenInvalid');
  here.assign(loginUrlFor(`${here.pathname}${here.search}`));
}

/** Only for tests: a new page load resets this in the browser. */
export function resetLoginRedirectForTests(): void {
  leavingForLogin = false;
}

function refuse(error: ApiError, options: RequestOptions, toast?: { kind: 'error' | 'warning'; seconds: number }): never {
  if (toast && !options.silent) showToast(toast.kind, error.message, toast.seconds);
  throw error;
}

/** A successful answer: the data and the server's own words about it ("删除成功"). */
export interface Answer<T> {
  data: T;
  msg: string;
}

function settle<T>(answer: AnswerEnvelope, status: number, options: RequestOptions): Answer<T> {
  if (SUCCESS_CODES.has(answer.code)) return { data: answer.data as T, msg: answer.msg ?? answer.message ?? '' };
  const text = answer.message ?? answer.msg ?? toastText('api.serverError');
  if (answer.code === ResultCode.unauthorized && options.redirectOnUnauthorized !== false) {
    leaveForLogin();
    throw new ApiError(text, 'unauthorized', answer.code, status);
  }
  if (answer.code === ResultCode.warning) {
    refuse(new ApiError(text, 'warning', answer.code, status), options, { kind: 'warning', seconds: 3 });
  }
  const kind = answer.code === ResultCode.unauthorized ? 'unauthorized' : 'business';
  return refuse(new ApiError(text, kind, answer.code, status, refusedField(answer.data)), options, { kind: 'error', seconds: ERROR_TOAST_SECONDS });
}

async function readJson(response: Response): Promise<unknown> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return undefined;
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await requestAnswer<T>(path, options)).data;
}

/** Like request(), keeping the success message for callers that show it (deletes, saves). */
export async function requestAnswer<T>(path: string, options: RequestOptions = {}): Promise<Answer<T>> {
  const { body, contentType } = bodyOf(options);
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const headers = new Headers({ accept: 'application/json' });
  if (contentType) headers.set('content-type', contentType);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const stopOnCallerAbort = () => controller.abort();
  options.signal?.addEventListener('abort', stopOnCallerAbort);

  try {
    let response: Response;
    try {
      response = await fetch(withQuery(path, options.query), {
        method,
        headers,
        body,
        credentials: 'same-origin',
        signal: controller.signal,
      });
    } catch {
      if (timedOut) refuse(new ApiError(toastText('api.upstreamTimeout'), 'timeout'), options, { kind: 'error', seconds: ERROR_TOAST_SECONDS });
      if (options.signal?.aborted) throw new ApiError('aborted', 'aborted');
      return refuse(new ApiError(toastText('api.serverError'), 'network'), options, { kind: 'error', seconds: ERROR_TOAST_SECONDS });
    }

    const answer = await readJson(response);
    if (isEnvelope(answer)) return settle<T>(answer, response.status, options);

    const serverError = new ApiError(toastText('api.serverError'), 'http', null, response.status);
    if (response.status === 401 && options.redirectOnUnauthorized !== false) {
      leaveForLogin();
      throw new ApiError(toastText('auth.tokenInvalid'), 'unauthorized', null, 401);
    }
    // A bare 500 is the server's own crash page, kept silent (docs/architecture.md, "Requests").
    if (response.status === 500) throw serverError;
    return refuse(serverError, options, { kind: 'error', seconds: ERROR_TOAST_SECONDS });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', stopOnCallerAbort);
  }
}

/** SWR fetcher: a key is a path, or [path, query]. */
export function swrFetcher<T>(key: string | readonly [string, Query?]): Promise<T> {
  if (typeof key === 'string') return request<T>(key);
  const [path, query] = key;
  return request<T>(path, { query });
}

/** A file the server answered (an export, a template) and the name it gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** The name in Content-Disposition: the RFC 5987 filename* when present, else the plain one. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]!.trim());
    } catch {
      // fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1]!.trim() : null;
}

/**
 * Like requestAnswer() for calls that answer a file of the given type. A refusal still arrives
 * as an envelope and is handled like any other (401 leaves for the login page unless told not
 * to); an answer of another type is refused as 'unknown file'.
 */
export async function requestFile(path: string, expectedType: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  const { body, contentType } = bodyOf(options);
  const method = options.method ?? (body === undefined ? 'GET' : 'POST');
  const headers = new Headers({ accept: `${expectedType}, application/json` });
  if (contentType) headers.set('content-type', contentType);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      response = await fetch(withQuery(path, options.query), { method, headers, body, credentials: 'same-origin', signal: controller.signal });
    } catch {
      if (timedOut) refuse(new ApiError(toastText('api.upstreamTimeout'), 'timeout'), options, { kind: 'error', seconds: ERROR_TOAST_SECONDS });
      return refuse(new ApiError(toastText('api.serverError'), 'network'), options, { kind: 'error', seconds: ERROR_TOAST_SECONDS });
    }
    const type = response.headers.get('content-type') ?? '';
    if (type.includes('json')) {
      const answer = await readJson(response);
      if (isEnvelope(answer)) settle(answer, response.status, options);
    }
    if (response.status === 401 && options.redirectOnUnauthorized !== false) {
      leaveForLogin();
      throw new ApiError(toastText('auth.tokenInvalid'), 'unauthorized', null, 401);
    }
    if (!response.ok || !type.includes(expectedType)) {
      return refuse(new ApiError(toastText('excel.unknownFile'), 'http', null, response.status), options, { kind: 'error', seconds: ERROR_TOAST_SECONDS });
    }
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
  } finally {
    clearTimeout(timer);
  }
}
