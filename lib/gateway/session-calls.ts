import { cookies } from 'next/headers';
import { serverEnv } from '@/lib/config/env';
import { isEnvelope } from '@/lib/contract/envelope';
import { LOCALE_COOKIE, localeOrDefault } from '@/lib/i18n/locales';
import { forwardedRequestHeaders, upstreamPath } from './forward';
import type { LiveSession } from './live-session';
import { UNKNOWN_ADDRESS } from './client-address';
import { configuredUpstream } from './upstream';

const INTERNAL_ORIGIN = 'http://internal.invalid';

/** A call made for the signed-in user of the request being drawn: its data, or a rejection when it was refused or failed. */
export type SessionCaller = <T>(path: string, json?: unknown) => Promise<T>;

/**
 * Calls the upstream on behalf of the signed-in user of the request, with what the gateway would
 * pass on for the browser (token, user, application, language), so the upstream checks the same
 * rights. Server-drawn pages use it to draw the user's first data themselves instead of leaving it
 * to a call after the page's code has run; a page whose call fails leaves it to the browser as before.
 */
export async function sessionCaller(session: LiveSession): Promise<SessionCaller> {
  const env = serverEnv();
  const locale = localeOrDefault((await cookies()).get(LOCALE_COOKIE)?.value);
  const headers = forwardedRequestHeaders(new Headers({ accept: 'application/json' }), session, { address: UNKNOWN_ADDRESS, locale, defaultAppKey: env.DEFAULT_APP_KEY });
  return async <T>(path: string, json?: unknown): Promise<T> => {
    const url = new URL(path, INTERNAL_ORIGIN);
    const init: RequestInit = json === undefined
      ? { method: 'GET', headers }
      : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(json) };
    const answer: unknown = await (await configuredUpstream()(new Request(new URL(upstreamPath(url, session), INTERNAL_ORIGIN), init))).json();
    if (!isEnvelope(answer) || answer.code !== 0) throw new Error(`${path}: ${isEnvelope(answer) ? answer.msg : 'not an answer'}`);
    return answer.data as T;
  };
}
