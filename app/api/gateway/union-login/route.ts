import { cookies } from 'next/headers';
import { serverEnv } from '@/lib/config/env';
import { LOCALE_COOKIE, localeOrDefault } from '@/lib/i18n/locales';
import { addressLimiters } from '@/lib/gateway/address-limiter-instance';
import { LOGIN_CODE_LIMIT } from '@/lib/gateway/address-limits';
import { clientAddress } from '@/lib/gateway/client-address';
import { signInWithCode } from '@/lib/gateway/code-sign-in';
import { currentSession } from '@/lib/gateway/session';
import { unionLoginFailureUrl } from '@/lib/gateway/union-login-path';
import { configuredUpstream } from '@/lib/gateway/upstream';
import { safeRedirectPath } from '@/lib/navigation/safe-redirect';
import { redirectOnSite } from '@/lib/navigation/site-redirect-response';

export const dynamic = 'force-dynamic';

/**
 * /unionLogin?code=…&redirect=… lands here (proxy.ts): the code becomes a session and the user
 * goes on to the target on this site; a failed exchange returns to /unionLogin, which says why.
 */
export async function GET(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const target = safeRedirectPath(url.searchParams.get('redirect'));
  const [session, jar, limiter] = await Promise.all([currentSession(), cookies(), addressLimiters()(LOGIN_CODE_LIMIT)]);
  const outcome = await signInWithCode(url.searchParams.get('code'), clientAddress(req, serverEnv().TRUST_PROXY), {
    upstream: configuredUpstream(),
    session,
    limiter,
    locale: localeOrDefault(jar.get(LOCALE_COOKIE)?.value),
    defaultAppKey: serverEnv().DEFAULT_APP_KEY,
  });
  const next = outcome.ok ? target : unionLoginFailureUrl(outcome.reason, target);
  const res = redirectOnSite(next, 303);
  // The code is in this address: keep it out of the next page's Referer.
  res.headers.set('referrer-policy', 'no-referrer');
  res.headers.set('cache-control', 'no-store');
  return res;
}
