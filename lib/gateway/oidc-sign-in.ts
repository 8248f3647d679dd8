import { randomBytes } from 'node:crypto';
import { ResultCode } from '@/lib/contract/envelope';
import { OIDC_LINK_PARAM, oidcPaths, SIGN_IN_ERROR_PARAM, type OidcAuthorizeAnswer, type OidcCompleteAnswer, type OidcRefusal } from '@/lib/contract/oidc-sign-in';
import type { SignInStep } from '@/lib/contract/sign-in-security';
import { loginUrlFor, safeRedirectPath } from '@/lib/navigation/safe-redirect';
import type { AddressLimiter } from '@/lib/rate-limit/address-limiter';
import type { CounterSpec } from '@/lib/rate-limit/counters';
import { ask } from './adopt';
import { signInWithCode, type CodeSignInDeps } from './code-sign-in';
import type { GatewaySession } from './gateway';
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

/**
 * The binding of this browser's company sign-ins, made once and kept in its sealed session cookie:
 * the backend stores its hash with every flow the browser starts and completes none without it, so
 * a callback address carried to another browser (or sent to the victim's) signs nobody in.
 */
async function browserBinding(session: GatewaySession): Promise<string> {
  if (!session.oidcBinding) {
    session.oidcBinding = randomBytes(32).toString('base64url');
    await session.save();
  }
  return session.oidcBinding;
}

async function authorize(path: string, redirect: string, callbackUri: string, deps: OidcStartDeps, token?: string): Promise<OidcStart> {
  const binding = await browserBinding(deps.session);
  const answer = await ask<OidcAuthorizeAnswer>(deps.upstream, path, {
    method: 'POST',
    headers: { appKey: deps.session.appKey ?? deps.defaultAppKey, 'accept-language': deps.locale, ...(token ? { token } : {}) },
    form: { redirect, redirect_uri: callbackUri, binding },
  });
  if (answer?.code !== ResultCode.ok || !answer.data) return { login: oidcFailureUrl('unavailable', redirect) };
  if (!answer.data.url) return { login: oidcFailureUrl(answer.data.reason ?? 'unavailable', redirect) };
  return { provider: answer.data.url };
}

/** /api/gateway/oidc/start: the provider's authorization address for this sign-in, or the login page with why not. */
export async function startOidcSignIn(rawRedirect: string | null, callbackUri: string, deps: OidcStartDeps): Promise<OidcStart> {
  const redirect = safeRedirectPath(rawRedirect);
  if (!(await deps.limiter.take(deps.address)).allowed) return { login: oidcFailureUrl('tooManyAttempts', redirect) };
  return authorize(oidcPaths.authorize, redirect, callbackUri, deps);
}

/** The page a link started in 个人中心 comes back to, saying how it went. */
const linkResultUrl = (redirect: string, result: 'linked' | OidcRefusal): string => {
  const path = safeRedirectPath(redirect);
  return `${path}${path.includes('?') ? '&' : '?'}${OIDC_LINK_PARAM}=${result}`;
};

/**
 * /api/gateway/oidc/link: a signed-in user links their own account to their identity at the
 * provider; the callback links instead of signing in, and comes back to `redirect`. A visitor
 * without a session goes to the login page first.
 */
export async function startOidcLink(rawRedirect: string | null, callbackUri: string, deps: OidcStartDeps): Promise<OidcStart> {
  const redirect = safeRedirectPath(rawRedirect);
  if (!deps.session.token) return { login: loginUrlFor(redirect) };
  if (!(await deps.limiter.take(deps.address)).allowed) return { login: linkResultUrl(redirect, 'tooManyAttempts') };
  const start = await authorize(oidcPaths.linkAuthorize, redirect, callbackUri, deps, deps.session.token);
  return 'login' in start ? { login: linkResultUrl(redirect, 'unavailable') } : start;
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
    form: { query, ...(deps.session.oidcBinding ? { binding: deps.session.oidcBinding } : {}) },
  });
  if (answer?.code !== ResultCode.ok || !answer.data) return oidcFailureUrl('unavailable', '/');
  const outcome = answer.data;
  if (outcome.outcome === 'linked') return linkResultUrl(outcome.redirect, 'linked');
  if (outcome.outcome === 'refused') return outcome.link ? linkResultUrl(outcome.redirect, outcome.reason) : oidcFailureUrl(outcome.reason, outcome.redirect);
  if (outcome.outcome === 'step') {
    // The second factor is asked on the login page, which finds the challenge in the session cookie.
    await holdPendingSignIn({ step: outcome.step, challenge: outcome.challenge }, outcome.account, deps.session);
    return loginStepUrl(outcome.step, outcome.redirect);
  }
  const session = await signInWithCode(outcome.code, address, deps);
  return session.ok ? safeRedirectPath(outcome.redirect) : oidcFailureUrl(session.reason === 'invalid' ? 'accountFrozen' : 'unavailable', outcome.redirect);
}
