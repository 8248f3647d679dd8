import { cookies } from 'next/headers';
import { serverEnv } from '@/lib/config/env';
import { LOCALE_COOKIE, localeOrDefault } from '@/lib/i18n/locales';
import { addressLimiters } from '@/lib/gateway/address-limiter-instance';
import { LOGIN_CODE_LIMIT } from '@/lib/gateway/address-limits';
import { clientAddress } from '@/lib/gateway/client-address';
import { finishOidcSignIn } from '@/lib/gateway/oidc-sign-in';
import { currentSession } from '@/lib/gateway/session';
import { configuredUpstream } from '@/lib/gateway/upstream';
import { redirectOnSite } from '@/lib/navigation/site-redirect-response';

export const dynamic = 'force-dynamic';

/**
 * The provider sends the browser back here (?code&state, or ?error): signed in, it goes on to the
 * page it wanted; refused, to the login page, which says why.
 */
export async function GET(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const [session, jar, limiter] = await Promise.all([currentSession(), cookies(), addressLimiters()(LOGIN_CODE_LIMIT)]);
  const next = await finishOidcSignIn(url.search.slice(1), clientAddress(req, serverEnv().TRUST_PROXY), {
    upstream: configuredUpstream(),
    session,
    limiter,
    locale: localeOrDefault(jar.get(LOCALE_COOKIE)?.value),
    defaultAppKey: serverEnv().DEFAULT_APP_KEY,
  });
  const res = redirectOnSite(next, 303);
  // The provider's code is in this address: keep it out of the next page's Referer.
  res.headers.set('referrer-policy', 'no-referrer');
  res.headers.set('cache-control', 'no-store');
  return res;
}
