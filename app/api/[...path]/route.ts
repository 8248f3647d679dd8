import type { NextRequest } from 'next/server';
import { serverEnv } from '@/lib/config/env';
import { LOCALE_COOKIE, localeOrDefault } from '@/lib/i18n/locales';
import { addressLimiters } from '@/lib/gateway/address-limiter-instance';
import { callSession } from '@/lib/gateway/call-session';
import { handleGateway } from '@/lib/gateway/gateway';
import { loginLimiter } from '@/lib/gateway/login-limiter-instance';
import { SESSION_COOKIE } from '@/lib/gateway/session';
import { configuredUpstream } from '@/lib/gateway/upstream';

export const dynamic = 'force-dynamic';

/**
 * The gateway: every /api call of the browser passes here (see lib/gateway/gateway.ts). Its cookies
 * are read from the request itself, and the session cookie is written only by the calls that change it.
 */
async function gateway(req: NextRequest): Promise<Response> {
  const env = serverEnv();
  const [call, limiter] = await Promise.all([callSession(req.cookies.get(SESSION_COOKIE)?.value), loginLimiter()]);
  const res = await handleGateway(req, {
    upstream: configuredUpstream(),
    session: call.session,
    limiter,
    locale: localeOrDefault(req.cookies.get(LOCALE_COOKIE)?.value),
    defaultAppKey: env.DEFAULT_APP_KEY,
    appOrigin: env.APP_ORIGIN,
    trustProxy: env.TRUST_PROXY,
    addressLimiters: addressLimiters(),
  });
  return call.withCookies(res);
}

export { gateway as GET, gateway as POST, gateway as PUT, gateway as DELETE, gateway as PATCH };
