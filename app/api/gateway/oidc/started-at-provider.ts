import { cookies } from 'next/headers';
import { serverEnv } from '@/lib/config/env';
import { oidcCallbackUri } from '@/lib/contract/oidc-sign-in';
import { LOCALE_COOKIE, localeOrDefault } from '@/lib/i18n/locales';
import { addressLimiters } from '@/lib/gateway/address-limiter-instance';
import { clientAddress } from '@/lib/gateway/client-address';
import { OIDC_START_LIMIT, type OidcStart, type OidcStartDeps } from '@/lib/gateway/oidc-sign-in';
import { currentSession } from '@/lib/gateway/session';
import { configuredUpstream } from '@/lib/gateway/upstream';
import { redirectOnSite } from '@/lib/navigation/site-redirect-response';

type Starter = (rawRedirect: string | null, callbackUri: string, deps: OidcStartDeps) => Promise<OidcStart>;

/**
 * A company sign-in or link begun by a link on our pages (?redirect=…): the browser goes on to the
 * provider's sign-in page, or back to one of our pages saying why it cannot.
 */
export async function startedAtProvider(req: Request, start: Starter): Promise<Response> {
  const url = new URL(req.url);
  const env = serverEnv();
  const [session, jar, limiter] = await Promise.all([currentSession(), cookies(), addressLimiters()(OIDC_START_LIMIT)]);
  const started = await start(url.searchParams.get('redirect'), oidcCallbackUri({ appOrigin: env.APP_ORIGIN, siteUrl: env.SITE_URL }, reachedOrigin(req, url)), {
    upstream: configuredUpstream(),
    session,
    locale: localeOrDefault(jar.get(LOCALE_COOKIE)?.value),
    defaultAppKey: env.DEFAULT_APP_KEY,
    limiter,
    address: clientAddress(req, env.TRUST_PROXY),
  });
  if ('login' in started) return redirectOnSite(started.login, 303);
  return new Response(null, { status: 303, headers: { location: started.provider, 'cache-control': 'no-store' } });
}

/** The origin the browser used: its Host header (req.url carries the server's own host under `next start`). */
function reachedOrigin(req: Request, url: URL): string {
  const host = req.headers.get('host');
  return host && /^[A-Za-z0-9.:[\]-]+$/.test(host) ? `${url.protocol}//${host}` : url.origin;
}
