import { cookies } from 'next/headers';
import { serverEnv } from '@/lib/config/env';
import { oidcCallbackUri } from '@/lib/contract/oidc-sign-in';
import { LOCALE_COOKIE, localeOrDefault } from '@/lib/i18n/locales';
import { addressLimiters } from '@/lib/gateway/address-limiter-instance';
import { clientAddress } from '@/lib/gateway/client-address';
import { OIDC_START_LIMIT, startOidcSignIn } from '@/lib/gateway/oidc-sign-in';
import { currentSession } from '@/lib/gateway/session';
import { configuredUpstream } from '@/lib/gateway/upstream';
import { redirectOnSite } from '@/lib/navigation/site-redirect-response';

export const dynamic = 'force-dynamic';

/**
 * The login page's company sign-in button lands here (?redirect=…): the browser goes on to the
 * provider's sign-in page, or back to the login page with why it cannot.
 */
export async function GET(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const env = serverEnv();
  const [session, jar, limiter] = await Promise.all([currentSession(), cookies(), addressLimiters()(OIDC_START_LIMIT)]);
  const start = await startOidcSignIn(url.searchParams.get('redirect'), oidcCallbackUri({ appOrigin: env.APP_ORIGIN, siteUrl: env.SITE_URL }, reachedOrigin(req, url)), {
    upstream: configuredUpstream(),
    session,
    locale: localeOrDefault(jar.get(LOCALE_COOKIE)?.value),
    defaultAppKey: env.DEFAULT_APP_KEY,
    limiter,
    address: clientAddress(req, env.TRUST_PROXY),
  });
  if ('login' in start) return redirectOnSite(start.login, 303);
  return new Response(null, { status: 303, headers: { location: start.provider, 'cache-control': 'no-store' } });
}

/** The origin the browser used: its Host header (req.url carries the server's own host under `next start`). */
function reachedOrigin(req: Request, url: URL): string {
  const host = req.headers.get('host');
  return host && /^[A-Za-z0-9.:[\]-]+$/.test(host) ? `${url.protocol}//${host}` : url.origin;
}
