import { failingStatus, hostAllowed } from '@/lib/workflow/service-task';
import type { ServiceCallRequest } from '../../../db/schema/workflow-service-calls';
import { readAtMost } from '../../../http/bounded-read';

/**
 * Sending an HTTP task's request, outside any transaction: only to a host an administrator
 * allows, with a time limit and a cap on the answer, and no redirect followed (a 3xx answer
 * fails the call, so a request never ends up at a host nobody allowed).
 */

export const CALL_TIMEOUT_MS = 10_000;
export const RESPONSE_LIMIT_BYTES = 1024 * 1024;

/** Why a call failed: a message key under workflow.http with its values. */
export interface CallFailure {
  reason: string;
  values: Record<string, string>;
}

export type CallOutcome = { ok: true; status: number; value: unknown } | { ok: false; failure: CallFailure };

export interface SendOptions {
  timeoutMs?: number;
  limitBytes?: number;
}

const fail = (reason: string, values: Record<string, string> = {}): CallOutcome => ({ ok: false, failure: { reason: `workflow.http.${reason}`, values } });

/** The body read up to the limit; null when it is longer. */
async function readCapped(response: Response, limit: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return '';
  const bytes = await readAtMost(response.body, limit);
  return bytes === null ? null : Buffer.from(bytes).toString('utf8');
}

/** A JSON answer becomes its value, anything else its text. */
function valueOf(text: string, contentType: string | null): unknown {
  if (!/\bjson\b/i.test(contentType ?? '')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function sendRequest(request: ServiceCallRequest, allowedHosts: readonly string[], options: SendOptions = {}): Promise<CallOutcome> {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return fail('badUrl', { url: request.url.slice(0, 200) });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fail('badUrl', { url: request.url.slice(0, 200) });
  if (url.username || url.password) return fail('badUrl', { url: `${url.protocol}//…@${url.host}` });
  if (!hostAllowed(url, allowedHosts)) return fail('notAllowed', { host: url.host });
  const timeoutMs = options.timeoutMs ?? CALL_TIMEOUT_MS;
  const limit = options.limitBytes ?? RESPONSE_LIMIT_BYTES;
  const headers = new Headers();
  try {
    for (const h of request.headers) headers.append(h.name, h.value);
  } catch {
    return fail('badHeader');
  }
  const hasBody = request.body !== null && request.method !== 'GET';
  if (hasBody && !headers.has('content-type')) headers.set('content-type', /^\s*[[{]/.test(request.body!) ? 'application/json' : 'text/plain;charset=utf-8');
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, { method: request.method, headers, body: hasBody ? request.body : undefined, redirect: 'manual', signal });
    const text = await readCapped(response, limit);
    if (text === null) return fail('tooLarge', { size: `${Math.round(limit / 1024)} KB` });
    if (response.status >= 300 && response.status < 400) return fail('redirect', { status: String(response.status) });
    if (failingStatus(response.status, request.failStatusCodes)) return fail('status', { status: String(response.status) });
    return { ok: true, status: response.status, value: valueOf(text, response.headers.get('content-type')) };
  } catch (error) {
    if (signal.aborted) return fail('timeout', { seconds: String(Math.max(1, Math.round(timeoutMs / 1000))) });
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.message : String(error);
    return fail('network', { detail: cause.slice(0, 200) });
  }
}
