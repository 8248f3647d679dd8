import { cookies } from 'next/headers';
import { serverEnv } from '@/lib/config/env';
import { LOCALE_COOKIE, localeOrDefault } from '@/lib/i18n/locales';
import { addressLimiters } from '@/lib/gateway/address-limiter-instance';
import { handleGateway } from '@/lib/gateway/gateway';
import { loginLimiter } from '@/lib/gateway/login-limiter-instance';
import { currentSession } from '@/lib/gateway/session';
import { configuredUpstream } from '@/lib/gateway/upstream';

export const dynamic = 'force-dynamic';

/** The gateway: every /api call of the browser passes here (see lib/gateway/gateway.ts). */
async function gateway(req: Request): Promise<Response> {
  const env = serverEnv();
  const [session, jar, limiter] = await Promise.all([currentSession(), cookies(), loginLimiter()]);
  return handleGateway(req, {
    upstream: configuredUpstream(),
    session,
    limiter,
    locale: localeOrDefault(jar.get(LOCALE_COOKIE)?.value),
    defaultAppKey: env.DEFAULT_APP_KEY,
    appOrigin: env.APP_ORIGIN,
    trustProxy: env.TRUST_PROXY,
    addressLimiters: addressLimiters(),
  });
}

export { gateway as GET, gateway as POST, gateway as PUT, gateway as DELETE, gateway as PATCH };
