import { siteAccountPaths } from '@/lib/contract/site-account-paths';
import { printPaths } from '@/lib/contract/workflow-print';
import { envelopeResponse, fail, ResultCode } from '@/lib/contract/envelope';
import { translate } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import type { AddressLimiterSource } from '@/lib/rate-limit/address-limiter';
import type { CounterSpec } from '@/lib/rate-limit/counters';

/** Partner registrations per address: a company registers once, a few retries are plenty. */
export const REGISTRATION_LIMIT: CounterSpec = { keyPrefix: 'register_address', points: 10, windowSeconds: 60 * 60 };

/** Failed sign-in code attempts per address (codes are random; this stops blind guessing at once). */
export const LOGIN_CODE_LIMIT: CounterSpec = { keyPrefix: 'login_code_address', points: 10, windowSeconds: 15 * 60 };

/**
 * Checks of printed copies per address, and the look-ups of what a copy is of, against one budget:
 * a person checks a few; a code cannot be guessed by trying.
 */
export const PRINT_VERIFY_LIMIT: CounterSpec = { keyPrefix: 'print_verify_address', points: 30, windowSeconds: 10 * 60 };

/** A public call counted per client address before it reaches the upstream. */
export interface LimitedCall {
  method: string;
  path: string;
  spec: CounterSpec;
  message: string;
}

/**
 * Public writes counted per client address before they reach the upstream: every attempt counts.
 * Another public form adds one line here.
 */
const LIMITED_CALLS: readonly LimitedCall[] = [
  { method: 'POST', path: siteAccountPaths.registerPartner, spec: REGISTRATION_LIMIT, message: 'siteAccounts.api.tooManyRegistrations' },
  { method: 'POST', path: printPaths.verifyFile, spec: PRINT_VERIFY_LIMIT, message: 'workflow.print.tooMany' },
  { method: 'POST', path: printPaths.verifyHash, spec: PRINT_VERIFY_LIMIT, message: 'workflow.print.tooMany' },
  { method: 'POST', path: printPaths.copy, spec: PRINT_VERIFY_LIMIT, message: 'workflow.print.tooMany' },
];

/** The limit this call counts against, if any: most calls have none and pay nothing more. */
export function limitedCall(method: string, pathname: string): LimitedCall | undefined {
  return LIMITED_CALLS.find((c) => c.method === method && c.path === pathname);
}

export function tooManyAttempts(locale: Locale, message: string, retryAfterSeconds: number): Response {
  return envelopeResponse(fail(ResultCode.tooManyRequests, translate(locale, message, { minutes: Math.ceil(retryAfterSeconds / 60) })), {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

/** A 429 answer when this address is over the call's limit, else null (and the attempt is counted). */
export async function refuseIfOverLimit(call: LimitedCall, address: string, limiters: AddressLimiterSource, locale: Locale): Promise<Response | null> {
  const verdict = await (await limiters(call.spec)).take(address);
  return verdict.allowed ? null : tooManyAttempts(locale, call.message, verdict.retryAfterSeconds);
}
