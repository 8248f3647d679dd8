import { ResultCode } from '@/lib/contract/envelope';
import { oidcPaths, SIGN_IN_ERROR_PARAM, type OidcAuthorizeAnswer, type OidcCompleteAnswer, type OidcRefusal } from '@/lib/contract/oidc-sign-in';
import type { SignInStep } from '@/lib/contract/sign-in-security';
import { loginUrlFor, safeRedirectPath } from '@/lib/navigation/safe-redirect';
import type { AddressLimiter } from '@/lib/rate-limit/address-limiter';
import type { CounterSpec } from '@/lib/rate-limit/counters';
import { ask } from './adopt';
import { signInWithCode, type CodeSignInDeps } from './code-sign-in';
import { holdPendingSignIn } from './sign-in-steps';

/** The login page with one more query parameter, still knowing where the user wanted to go. */
function loginUrlWith(redirect: string, name: string, value: string): string {
  const login = loginUrlFor(redirect);
  return `${login}${login.includes('?') ? '&' : '?'}${name}=${value}`;
}

/** The login page, saying why company sign-in did not go through. */
export const oidcFailureUrl = (reason: OidcRefusal, redirect: string): string => loginUrlWith(redirect, SIGN_IN_ERROR_PARAM, reason);

/** The login page opened at a step of a sign-in begun elsewhere (a second factor after the provider). */
const loginStepUrl = (step: SignInStep, redirect: string): string => loginUrlWith(redirect, 'step', step);

export type OidcStart = { provider: string } | { login: string };

/**
 * Company sign-ins started per address: each keeps a row until its callback or expiry, so a
 * visitor cannot fill the table; a person starts a few.
 */
export const OIDC_START_LIMIT: CounterSpec = { keyPrefix: 'oidc_start_address', points: 30, windowSeconds: 10 * 60 };

export interface OidcStartDeps extends Pick<CodeSignInDeps, 'upstream' | 'locale' | 'defaultAppKey' | 'session'> {
  /** Counts every start per address (OIDC_START_LIMIT). */
  limiter: AddressLimiter;
  address: string;
}

/** /api/gateway/oidc/start: the provider's authorization address for this sign-in, or the login page with why not. */
export async function startOidcSignIn(rawRedirect: string | null, callbackUri: string, deps: OidcStartDeps): Promise<OidcStart> {
  const redirect = safeRedirectPath(rawRedirect);
  if (!(await deps.limiter.take(deps.address)).allowed) return { login: oidcFailureUrl('tooManyAttempts', redirect) };
  const answer = await ask<OidcAuthorizeAnswer>(deps.upstream, oidcPaths.authorize, {
    method: 'POST',
    headers: { appKey: deps.session.appKey ?? deps.defaultAppKey, 'accept-language': deps.locale },
    form: { redirect, redirect_uri: callbackUri },
  });
  if (answer?.code !== ResultCode.ok || !answer.data) return { login: oidcFailureUrl('unavailable', redirect) };
  if (!answer.data.url) return { login: oidcFailureUrl(answer.data.reason ?? 'unavailable', redirect) };
  return { provider: answer.data.url };
}

/**
 * /api/gateway/oidc/callback: the backend checks the provider's answer and hands a one-time code,
 * which becomes the session exactly as a partner's sign-in code does (signInWithCode); answers
 * where the browser goes next.
 */
export async function finishOidcSignIn(query: string, address: string, deps: CodeSignInDeps): Promise<string> {
  const answer = await ask<OidcCompleteAnswer>(deps.upstream, oidcPaths.complete, {
    method: 'POST',
    headers: { appKey: deps.session.appKey ?? deps.defaultAppKey, 'accept-language': deps.locale },
    form: { query },
  });
  if (answer?.code !== ResultCode.ok || !answer.data) return oidcFailureUrl('unavailable', '/');
  const outcome = answer.data;
  if (outcome.outcome === 'refused') return oidcFailureUrl(outcome.reason, outcome.redirect);
  if (outcome.outcome === 'step') {
    // The second factor is asked on the login page, which finds the challenge in the session cookie.
    await holdPendingSignIn({ step: outcome.step, challenge: outcome.challenge }, outcome.account, deps.session);
    return loginStepUrl(outcome.step, outcome.redirect);
  }
  const session = await signInWithCode(outcome.code, address, deps);
  return session.ok ? safeRedirectPath(outcome.redirect) : oidcFailureUrl(session.reason === 'invalid' ? 'accountFrozen' : 'unavailable', outcome.redirect);
}
