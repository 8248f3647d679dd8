import { cache } from 'react';
import { apiPaths } from '@/lib/contract/api-paths';
import { isEnvelope, type Envelope } from '@/lib/contract/envelope';
import { serverEnv } from '@/lib/config/env';
import { configuredUpstream } from './upstream';

const INTERNAL_ORIGIN = 'http://internal.invalid';

/**
 * A call from server code (server components, route handlers) to the upstream. Public pages use
 * it without a token, for published content only; a token is added when the caller passes one.
 */
export async function upstreamCall<T>(path: string, init: { method?: string; token?: string; appKey?: string; body?: unknown } = {}): Promise<Envelope<T>> {
  const headers = new Headers({ appKey: init.appKey ?? serverEnv().DEFAULT_APP_KEY });
  if (init.token) headers.set('token', init.token);
  let body: string | undefined;
  if (init.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.body);
  }
  try {
    const res = await configuredUpstream()(new Request(new URL(path, INTERNAL_ORIGIN), { method: init.method ?? 'GET', headers, body }));
    const parsed: unknown = await res.json();
    return isEnvelope(parsed) ? (parsed as Envelope<T>) : { code: 502, msg: 'bad upstream answer', data: null };
  } catch {
    return { code: 502, msg: 'upstream unavailable', data: null };
  }
}

export interface AppInfo {
  app_name: string;
  station_name: string | null;
  station_logo: string | null;
}

/** The application info once per request (page titles use its name). */
export const appInfo = cache(async (appKey?: string): Promise<AppInfo | null> => {
  const key = appKey ?? serverEnv().DEFAULT_APP_KEY;
  const answer = await upstreamCall<AppInfo>(apiPaths.appInfo(key));
  return answer.code === 0 ? answer.data : null;
});
