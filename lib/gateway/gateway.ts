import { apiPaths } from '@/lib/contract/api-paths';
import { envelopeResponse, fail, isEnvelope, ok, ResultCode, type Envelope } from '@/lib/contract/envelope';
import { isHandedTokenPath } from '@/lib/contract/handed-token-paths';
import { loginSchema, upstreamLoginAnswer } from '@/lib/contract/auth-schemas';
import { translate } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { siteAccountPaths } from '@/lib/contract/site-account-paths';
import { memoryAddressLimiters, type AddressLimiterSource } from '@/lib/rate-limit/address-limiter';
import { limitedCall, LOGIN_CODE_LIMIT, refuseIfOverLimit, tooManyAttempts } from './address-limits';
import { clientAddress } from './client-address';
import { signInWithCode } from './code-sign-in';
import { continueSignIn, holdPendingSignIn } from './sign-in-steps';
import { SIGN_IN_STEP_PATHS } from '@/lib/contract/sign-in-security';
import { envelopeCodeOf } from './envelope-code';
import { forwardedResponseHeaders, upstreamCallFor } from './forward';
import type { LoginRateLimiter } from './login-rate-limit';
import { isSameOriginWrite } from './origin-check';
import { isPublicApiPath } from './public-api';
import type { SessionData } from './session';
import { UpstreamTimeoutError, type Upstream, type UpstreamAnswer } from './upstream';

/** The session as the gateway needs it: iron-session's object satisfies this. */
export interface GatewaySession extends SessionData {
  save(): Promise<void>;
  destroy(): void;
}

export interface GatewayDeps {
  upstream: Upstream;
  session: GatewaySession;
  limiter: LoginRateLimiter;
  locale: Locale;
  defaultAppKey: string;
  appOrigin?: string;
  /** TRUST_PROXY: a reverse proxy overwrites X-Forwarded-For, so the per-address limits may read it. */
  trustProxy?: boolean;
  /** Per-address limits of public calls (registration, sign-in codes); the process's memory when left out. */
  addressLimiters?: AddressLimiterSource;
}

const processLimiters = memoryAddressLimiters();

function clearSession(session: GatewaySession): void {
  session.token = undefined;
  session.targetKey = undefined;
  session.userKey = undefined;
  session.pendingSignIn = undefined;
  session.destroy();
}

/** The browser's address as the limits and the upstream see it (see client-address.ts). */
function addressOf(req: Request, deps: GatewayDeps): string {
  return clientAddress(req, deps.trustProxy ?? false);
}

/** `address` is the browser's: calls the gateway builds itself carry no address of their own. `url` is req.url parsed, when known. */
function callUpstream(req: Request, deps: GatewayDeps, session: SessionData = deps.session, address = addressOf(req, deps), url?: URL): Promise<UpstreamAnswer> {
  return deps.upstream.pass(upstreamCallFor(req, session, { address, locale: deps.locale, defaultAppKey: deps.defaultAppKey }, url));
}

const utf8 = new TextDecoder();

function transportFailure(error: unknown, locale: Locale): Response {
  if (error instanceof UpstreamTimeoutError) {
    return envelopeResponse(fail(ResultCode.gatewayTimeout, translate(locale, 'api.upstreamTimeout')));
  }
  console.error('[gateway] upstream failed', error);
  return envelopeResponse(fail(ResultCode.badGateway, translate(locale, 'api.upstreamUnavailable')));
}

async function readEnvelope(answer: UpstreamAnswer): Promise<Envelope | null> {
  if (!(answer.body instanceof Uint8Array)) {
    await answer.body?.cancel();
    return null;
  }
  try {
    const parsed: unknown = JSON.parse(utf8.decode(answer.body));
    return isEnvelope(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Whether an answer says the session's token is dead. A call signing in by a token handed in its
 * form answers 401 for that token: the session that passed it on is not the one refused.
 */
function endsSession(url: URL, status: number, isJson: boolean, body: UpstreamAnswer['body']): boolean {
  if (isHandedTokenPath(url.pathname)) return false;
  return status === 401 || (isJson && body instanceof Uint8Array && envelopeCodeOf(body) === ResultCode.unauthorized);
}

/** Forwards a call; JSON answers are read so an upstream 401 can end the session. */
async function forward(req: Request, url: URL, deps: GatewayDeps): Promise<Response> {
  const answer = await callUpstream(req, deps, deps.session, addressOf(req, deps), url);
  const headers = forwardedResponseHeaders(answer.headers);
  let hasCacheControl = false;
  let isJson = false;
  for (const [name, value] of headers) {
    const lower = name.toLowerCase();
    if (lower === 'cache-control') hasCacheControl = true;
    else if (lower === 'content-type' && value.includes('json')) isJson = true;
  }
  if (!hasCacheControl) headers.push(['cache-control', 'no-store']);
  const { status, body } = answer;
  if (endsSession(url, status, isJson, body)) clearSession(deps.session);
  // A body read whole is labelled with its length. Next 16.4's route handling still frames every
  // answer chunked and gzips it for browsers that accept gzip (checked with curl), whatever its size.
  if (body instanceof Uint8Array && req.method !== 'HEAD') headers.push(['content-length', String(body.byteLength)]);
  return new Response(body, { status, headers });
}

async function readLoginForm(req: Request): Promise<Record<string, unknown>> {
  const type = req.headers.get('content-type') ?? '';
  const text = await req.text();
  if (type.includes('application/json')) {
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text).entries());
}

/**
 * Login is answered here: the upstream's token goes into the session cookie and every other
 * field goes back to the browser.
 */
async function login(req: Request, deps: GatewayDeps): Promise<Response> {
  const t = (key: string, values?: Record<string, string | number>) => translate(deps.locale, key, values);
  const parsed = loginSchema.safeParse(await readLoginForm(req));
  if (!parsed.success) return envelopeResponse(fail(ResultCode.badRequest, t(parsed.error.issues[0]?.message ?? 'api.badRequest')));
  const { username, password } = parsed.data;
  const account = username.toLowerCase();
  const address = addressOf(req, deps);

  const verdict = await deps.limiter.check(account, address);
  if (!verdict.allowed) {
    return envelopeResponse(fail(ResultCode.tooManyRequests, t('login.tooManyAttempts', { minutes: Math.ceil(verdict.retryAfterSeconds / 60) })), {
      headers: { 'retry-after': String(verdict.retryAfterSeconds) },
    });
  }

  const form = new URLSearchParams({ username, password });
  const upstreamLogin = new Request(req.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': deps.locale, 'x-forwarded-for': address },
    body: form.toString(),
  });
  const answer = await readEnvelope(await callUpstream(upstreamLogin, deps, { appKey: deps.session.appKey }, address));
  if (!answer) return envelopeResponse(fail(ResultCode.badGateway, t('api.upstreamUnavailable')));
  if (answer.code !== ResultCode.ok) {
    // A directory (or upstream) that cannot be asked is not a wrong guess: it does not count toward the lockout.
    if (answer.code !== ResultCode.badGateway) await deps.limiter.recordFailure(account, address);
    return envelopeResponse(fail(answer.code, answer.msg));
  }
  const step = await holdPendingSignIn(answer.data, account, deps.session);
  if (step) return envelopeResponse(ok(step, answer.msg));
  const granted = upstreamLoginAnswer.safeParse(answer.data);
  if (!granted.success) return envelopeResponse(fail(ResultCode.badGateway, t('api.upstreamUnavailable')));
  const { token, target_key, ...rest } = granted.data;

  deps.session.token = token;
  deps.session.targetKey = target_key;
  const info = await readEnvelope(
    await callUpstream(new Request(new URL(apiPaths.userInfoByTargetKey(target_key), req.url), { method: 'GET' }), deps, deps.session, address),
  );
  const user = info?.code === ResultCode.ok ? (info.data as { user_key?: string; username?: string } | null) : null;
  if (!user?.user_key) {
    clearSession(deps.session);
    return envelopeResponse(fail(ResultCode.unauthorized, t('auth.verificationFailed')));
  }
  deps.session.userKey = user.user_key;
  deps.session.appKey ??= deps.defaultAppKey;
  await deps.session.save();
  await deps.limiter.recordSuccess(account);
  return envelopeResponse(ok({ ...rest, target_key, user_key: user.user_key, username: user.username ?? username }, answer.msg));
}

/** A one-time sign-in code is exchanged here like a login, so its token too goes only into the session. */
async function codeLogin(req: Request, deps: GatewayDeps, limiters: AddressLimiterSource): Promise<Response> {
  const form = await readLoginForm(req);
  const outcome = await signInWithCode(form.code, addressOf(req, deps), { ...deps, limiter: await limiters(LOGIN_CODE_LIMIT) });
  if (outcome.ok) return envelopeResponse(ok({ target_key: outcome.targetKey, user_key: outcome.userKey, username: outcome.username }, translate(deps.locale, 'login.success')));
  if (outcome.reason === 'limited') return tooManyAttempts(deps.locale, 'siteAccounts.unionLogin.tooManyAttempts', outcome.retryAfterSeconds ?? 60);
  const code = outcome.reason === 'unavailable' ? ResultCode.badGateway : ResultCode.badRequest;
  return envelopeResponse(fail(code, outcome.message));
}

/** Logout revokes the token upstream, so a copied cookie is useless afterwards, then clears the session. */
async function logout(req: Request, deps: GatewayDeps): Promise<Response> {
  if (deps.session.token) {
    try {
      const { body } = await callUpstream(req, deps);
      if (body && !(body instanceof Uint8Array)) await body.cancel();
    } catch (error) {
      console.error('[gateway] logout upstream failed', error);
    }
  }
  clearSession(deps.session);
  return envelopeResponse(ok(null, translate(deps.locale, 'logout.success')));
}

export async function handleGateway(req: Request, deps: GatewayDeps): Promise<Response> {
  if (!isSameOriginWrite(req, deps.appOrigin)) {
    return envelopeResponse(fail(ResultCode.forbidden, translate(deps.locale, 'api.crossOrigin')));
  }
  const url = new URL(req.url);
  const { pathname } = url;
  try {
    if (pathname === apiPaths.login && req.method === 'POST') return await login(req, deps);
    if (pathname === apiPaths.logout && req.method === 'POST') return await logout(req, deps);
    if (SIGN_IN_STEP_PATHS.includes(pathname) && req.method === 'POST') return await continueSignIn(req, pathname, addressOf(req, deps), deps);
    const limiters = deps.addressLimiters ?? processLimiters;
    if (pathname === siteAccountPaths.codeToUserToken && req.method === 'POST') return await codeLogin(req, deps, limiters);
    if (!deps.session.token && !isPublicApiPath(pathname)) {
      return envelopeResponse(fail(ResultCode.unauthorized, translate(deps.locale, 'auth.tokenInvalid')));
    }
    const limited = limitedCall(req.method, pathname);
    if (limited) {
      const refused = await refuseIfOverLimit(limited, addressOf(req, deps), limiters, deps.locale);
      if (refused) return refused;
    }
    return await forward(req, url, deps);
  } catch (error) {
    return transportFailure(error, deps.locale);
  }
}
