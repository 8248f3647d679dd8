import { apiPaths } from '@/lib/contract/api-paths';
import { isEnvelope, ResultCode, type Envelope } from '@/lib/contract/envelope';
import { handedTokenPaths } from '@/lib/contract/handed-token-paths';
import { loginUrlFor, safeRedirectPath } from '@/lib/navigation/safe-redirect';
import type { GatewaySession } from './gateway';
import type { Upstream } from './upstream';

const ORIGIN = 'http://upstream.invalid';

/** One envelope call to the upstream on the server's behalf; null when it failed or answered something else. */
export async function ask<T>(upstream: Upstream, path: string, init: { method?: string; headers?: Record<string, string>; form?: Record<string, string> }): Promise<Envelope<T> | null> {
  try {
    const res = await upstream(new Request(new URL(path, ORIGIN), {
      method: init.method ?? 'GET',
      headers: { ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), ...init.headers },
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
    }));
    const body: unknown = await res.json();
    return isEnvelope(body) ? (body as Envelope<T>) : null;
  } catch {
    return null;
  }
}

/**
 * Takes ?appkey= and ?token= from an address into the session (this is how the project
 * workspace opens in its own window) and answers where to go next. The token is validated by
 * exchanging it upstream; an invalid one leads to the login page like any protected page.
 */
export async function adoptIntoSession(url: URL, session: GatewaySession, upstream: Upstream, defaultAppKey: string): Promise<string> {
  const next = safeRedirectPath(url.searchParams.get('next'));
  const appKey = url.searchParams.get('appkey')?.slice(0, 64);
  const token = url.searchParams.get('token')?.slice(0, 512);

  if (appKey) {
    const info = await ask(upstream, apiPaths.appInfo(appKey), { headers: { appKey } });
    if (info?.code === ResultCode.ok) session.appKey = appKey;
  }
  const appKeyHeader = { appKey: session.appKey ?? defaultAppKey };
  if (token) {
    const exchanged = await ask<{ token: string; target_key: string }>(upstream, handedTokenPaths.exchange, { method: 'POST', headers: appKeyHeader, form: { token } });
    const granted = exchanged?.code === ResultCode.ok ? exchanged.data : null;
    const user = granted
      ? await ask<{ user_key: string }>(upstream, apiPaths.userInfoByTargetKey(granted.target_key), { headers: { ...appKeyHeader, token: granted.token } })
      : null;
    if (!granted || user?.code !== ResultCode.ok || !user.data?.user_key) {
      await session.save();
      return loginUrlFor(next);
    }
    session.token = granted.token;
    session.targetKey = granted.target_key;
    session.userKey = user.data.user_key;
  }
  await session.save();
  return next;
}
