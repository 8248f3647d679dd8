import { siteAccountPaths } from '@/lib/contract/site-account-paths';
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
 * Public writes counted per client address before they reach the upstream: every attempt counts.
 * Another public form adds one line here.
 */
const LIMITED_CALLS: readonly { method: string; path: string; spec: CounterSpec; message: string }[] = [
  { method: 'POST', path: siteAccountPaths.registerPartner, spec: REGISTRATION_LIMIT, message: 'siteAccounts.api.tooManyRegistrations' },
];

export function tooManyAttempts(locale: Locale, message: string, retryAfterSeconds: number): Response {
  return envelopeResponse(fail(ResultCode.tooManyRequests, translate(locale, message, { minutes: Math.ceil(retryAfterSeconds / 60) })), {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

/** A 429 answer when this call from this address is over its limit, else null (and the attempt is counted). */
export async function refuseIfOverLimit(req: Request, pathname: string, address: string, limiters: AddressLimiterSource, locale: Locale): Promise<Response | null> {
  const call = LIMITED_CALLS.find((c) => c.method === req.method && c.path === pathname);
  if (!call) return null;
  const verdict = await (await limiters(call.spec)).take(address);
  return verdict.allowed ? null : tooManyAttempts(locale, call.message, verdict.retryAfterSeconds);
}
