import { apiPaths } from '@/lib/contract/api-paths';
import { upstreamLoginAnswer } from '@/lib/contract/auth-schemas';
import { ResultCode } from '@/lib/contract/envelope';
import { loginCodeSchema } from '@/lib/contract/login-code';
import { siteAccountPaths } from '@/lib/contract/site-account-paths';
import { translate } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import type { AddressLimiter } from '@/lib/rate-limit/address-limiter';
import { ask } from './adopt';
import type { GatewaySession } from './gateway';
import type { Upstream } from './upstream';

export type CodeSignIn =
  | { ok: true; targetKey: string; userKey: string; username: string }
  | { ok: false; reason: 'missing' | 'invalid' | 'limited' | 'unavailable'; message: string; retryAfterSeconds?: number };

export interface CodeSignInDeps {
  upstream: Upstream;
  session: GatewaySession;
  /** Counts failed attempts per address (LOGIN_CODE_LIMIT). */
  limiter: AddressLimiter;
  locale: Locale;
  defaultAppKey: string;
}

/**
 * Exchanges a one-time sign-in code upstream and keeps the token in the session, like the login:
 * the browser never sees the token. Failed attempts count against the caller's address.
 */
export async function signInWithCode(rawCode: unknown, address: string, deps: CodeSignInDeps): Promise<CodeSignIn> {
  const t = (key: string, values?: Record<string, string | number>) => translate(deps.locale, key, values);
  const parsed = loginCodeSchema.safeParse({ code: rawCode ?? '' });
  if (!parsed.success) return { ok: false, reason: 'missing', message: t(parsed.error.issues[0]?.message ?? 'api.badRequest') };

  const wait = await deps.limiter.blockedFor(address);
  if (wait > 0) return { ok: false, reason: 'limited', retryAfterSeconds: wait, message: t('siteAccounts.unionLogin.tooManyAttempts', { minutes: Math.ceil(wait / 60) }) };

  const headers = { appKey: deps.session.appKey ?? deps.defaultAppKey, 'accept-language': deps.locale, 'x-forwarded-for': address };
  const answer = await ask(deps.upstream, siteAccountPaths.codeToUserToken, { method: 'POST', headers, form: { code: parsed.data.code } });
  if (!answer) return { ok: false, reason: 'unavailable', message: t('api.upstreamUnavailable') };
  if (answer.code !== ResultCode.ok) {
    await deps.limiter.count(address);
    return { ok: false, reason: 'invalid', message: answer.msg };
  }
  const granted = upstreamLoginAnswer.safeParse(answer.data);
  if (!granted.success) return { ok: false, reason: 'unavailable', message: t('api.upstreamUnavailable') };

  const { token, target_key } = granted.data;
  const info = await ask<{ user_key?: string; username?: string }>(deps.upstream, apiPaths.userInfoByTargetKey(target_key), { headers: { ...headers, token } });
  const user = info?.code === ResultCode.ok ? info.data : null;
  if (!user?.user_key) return { ok: false, reason: 'invalid', message: t('auth.verificationFailed') };

  deps.session.token = token;
  deps.session.targetKey = target_key;
  deps.session.userKey = user.user_key;
  deps.session.appKey ??= deps.defaultAppKey;
  await deps.session.save();
  return { ok: true, targetKey: target_key, userKey: user.user_key, username: user.username ?? '' };
}
