import type { NextRequest } from 'next/server';
import { serverEnv } from '@/lib/config/env';
import { LOCALE_COOKIE, localeOrDefault } from '@/lib/i18n/locales';
import { addressLimiters } from './address-limiter-instance';
import { callSession } from './call-session';
import { handleGateway } from './gateway';
import { loginLimiter } from './login-limiter-instance';
import { SESSION_COOKIE } from './session';
import { configuredUpstream } from './upstream';

/**
 * One browser call through the gateway (lib/gateway/gateway.ts), wherever it is answered: by the
 * proxy for most calls, by the /api route handler for the rest (see proxy-answered-call.ts). Its
 * cookies are read from the request itself, and the session cookie is written only by the calls
 * that change it.
 */
export async function answerGatewayCall(req: NextRequest): Promise<Response> {
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
