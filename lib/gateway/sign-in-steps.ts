import { apiPaths } from '@/lib/contract/api-paths';
import { upstreamLoginAnswer } from '@/lib/contract/auth-schemas';
import { envelopeResponse, fail, ok, refusedField, ResultCode, type Envelope } from '@/lib/contract/envelope';
import { signInStepAnswer, type SignInStepResult } from '@/lib/contract/sign-in-security';
import { translate } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import { ask } from './adopt';
import type { GatewaySession } from './gateway';
import type { LoginRateLimiter } from './login-rate-limit';
import type { Upstream } from './upstream';

/**
 * The steps of a sign-in after the password (a code, the authenticator's set-up, a new password).
 * The login keeps the backend's challenge in the sealed session cookie instead of a token; each
 * step here sends it upstream with what the browser typed. A wrong code counts toward the same
 * lockout as a wrong password, and the token a finished sign-in yields goes only into the session.
 */

export interface SignInStepDeps {
  upstream: Upstream;
  session: GatewaySession;
  limiter: LoginRateLimiter;
  locale: Locale;
  defaultAppKey: string;
}

/** Called by the login when the backend answered a step instead of a token: the browser learns only the step. */
export async function holdPendingSignIn(data: unknown, account: string, session: GatewaySession): Promise<SignInStepResult | null> {
  const step = signInStepAnswer.safeParse(data);
  if (!step.success) return null;
  session.token = undefined;
  session.targetKey = undefined;
  session.userKey = undefined;
  session.pendingSignIn = { challenge: step.data.challenge, account };
  await session.save();
  return { step: step.data.step };
}

async function readForm(req: Request): Promise<Record<string, string>> {
  const text = await req.text();
  if ((req.headers.get('content-type') ?? '').includes('application/json')) {
    try {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text).entries());
}

export async function continueSignIn(req: Request, path: string, address: string, deps: SignInStepDeps): Promise<Response> {
  const t = (key: string, values?: Record<string, string | number>) => translate(deps.locale, key, values);
  const pending = deps.session.pendingSignIn;
  if (!pending) return envelopeResponse(fail(ResultCode.badRequest, t('twoFactor.challengeExpired')));

  const verdict = await deps.limiter.check(pending.account, address);
  if (!verdict.allowed) {
    return envelopeResponse(fail(ResultCode.tooManyRequests, t('login.tooManyAttempts', { minutes: Math.ceil(verdict.retryAfterSeconds / 60) })), {
      headers: { 'retry-after': String(verdict.retryAfterSeconds) },
    });
  }

  const { challenge: _ignored, ...typed } = await readForm(req);
  const headers = { appKey: deps.session.appKey ?? deps.defaultAppKey, 'accept-language': deps.locale, 'x-forwarded-for': address };
  const answer: Envelope | null = await ask(deps.upstream, path, { method: 'POST', headers, form: { ...typed, challenge: pending.challenge } });
  if (!answer) return envelopeResponse(fail(ResultCode.badGateway, t('api.upstreamUnavailable')));
  if (answer.code !== ResultCode.ok) {
    await deps.limiter.recordFailure(pending.account, address);
    return envelopeResponse(fail(answer.code, answer.msg, refusedField(answer.data) ?? undefined));
  }

  const next = await holdPendingSignIn(answer.data, pending.account, deps.session);
  if (next) return envelopeResponse(ok(next, answer.msg));
  const granted = upstreamLoginAnswer.safeParse(answer.data);
  // A step that answers no token (the set-up's QR code) goes back as it came.
  if (!granted.success) return envelopeResponse(ok(answer.data, answer.msg));

  const { token, target_key, ...rest } = granted.data;
  const info = await ask<{ user_key?: string; username?: string }>(deps.upstream, apiPaths.userInfoByTargetKey(target_key), { headers: { ...headers, token } });
  const user = info?.code === ResultCode.ok ? info.data : null;
  if (!user?.user_key) return envelopeResponse(fail(ResultCode.unauthorized, t('auth.verificationFailed')));
  deps.session.token = token;
  deps.session.targetKey = target_key;
  deps.session.userKey = user.user_key;
  deps.session.pendingSignIn = undefined;
  deps.session.appKey ??= deps.defaultAppKey;
  await deps.session.save();
  await deps.limiter.recordSuccess(pending.account);
  return envelopeResponse(ok({ ...rest, target_key, user_key: user.user_key, username: user.username ?? '' }, answer.msg));
}
