import { cache } from 'react';
import { ttlMemo } from '@/lib/cache/ttl-memo';
import { apiPaths } from '@/lib/contract/api-paths';
import { isEnvelope, type Envelope } from '@/lib/contract/envelope';
import { serverEnv } from '@/lib/config/env';
import { configuredUpstream } from './upstream';

const INTERNAL_ORIGIN = 'http://internal.invalid';

/** `locale`: the reader's language, for answers that name things (departments, roles) in it. */
type ServerCallInit = { method?: string; token?: string; appKey?: string; body?: unknown; locale?: string };

/**
 * A call from server code (server components, route handlers) to the upstream, answered as the
 * upstream answers it (files included). Public pages use it without a token, for published
 * content only; a token is added when the caller passes one. Throws when the upstream is unreachable.
 */
export async function upstreamFetch(path: string, init: ServerCallInit = {}): Promise<Response> {
  const headers = new Headers({ appKey: init.appKey ?? serverEnv().DEFAULT_APP_KEY });
  if (init.token) headers.set('token', init.token);
  if (init.locale) headers.set('accept-language', init.locale);
  let body: string | undefined;
  if (init.body !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.body);
  }
  return configuredUpstream()(new Request(new URL(path, INTERNAL_ORIGIN), { method: init.method ?? 'GET', headers, body }));
}

/** upstreamFetch for a JSON call: its envelope, or a 502 envelope when the upstream fails. */
export async function upstreamCall<T>(path: string, init: ServerCallInit = {}): Promise<Envelope<T>> {
  try {
    const parsed: unknown = await (await upstreamFetch(path, init)).json();
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

/** A renamed application shows on every page within this time, in every process. */
const APP_INFO_TTL_MS = 30_000;

const rememberedAppInfo = ttlMemo(APP_INFO_TTL_MS, async (key: string): Promise<AppInfo | null> => {
  const answer = await upstreamCall<AppInfo>(apiPaths.appInfo(key));
  return answer.code === 0 ? answer.data : null;
});

/**
 * The application info (page titles use its name). Every page asks for it, public pages at
 * visitor rates, so it is kept briefly in memory instead of being read on each request.
 */
export const appInfo = cache(async (appKey?: string): Promise<AppInfo | null> => rememberedAppInfo(appKey ?? serverEnv().DEFAULT_APP_KEY));
