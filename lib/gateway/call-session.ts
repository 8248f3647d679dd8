import { getIronSession } from 'iron-session';
// A private module of Next: made for next@16.4.6; tools/third-party-patches.ts says what to check when next moves on.
import { ResponseCookies } from 'next/dist/server/web/spec-extension/cookies';
import { serverEnv } from '@/lib/config/env';
import type { GatewaySession } from './gateway';
import { SESSION_TTL_SECONDS, sessionOptions, type SessionData } from './session';
import { unsealSession } from './unsealed-sessions';

type CookieWrite = Parameters<ResponseCookies['set']>;
/** iron-session's cookie-store form (its type is not exported). */
type IronJar = Extract<Parameters<typeof getIronSession>[0], { get: unknown }>;

/** The session was ended (destroyed) at this point of the call. */
const ENDED = Symbol('ended');

/** A cookie jar for iron-session that reads nothing (the seal was read already) and passes its writes on. */
function writeOnlyJar(write: (...cookie: CookieWrite) => void): IronJar {
  return { get: () => undefined, set: write } as unknown as IronJar;
}

export interface CallSession {
  session: GatewaySession;
  /** The answer with the session's cookie when the call saved or ended the session; else the answer itself. */
  withCookies(res: Response): Promise<Response>;
}

/**
 * The session of one gateway call, read from the call's own Cookie header. Nearly every call only
 * reads it, so iron-session's object and the cookie store are made only when the call saves or ends
 * the session (login, logout, an upstream 401). Their cookie goes on the answer as Next puts the
 * cookies a route handler set through cookies(): same serialisation, the answer's own cookies first.
 */
export async function callSession(sealed: string | undefined): Promise<CallSession> {
  const contents: SessionData = sealed ? await unsealSession(sealed, serverEnv().sessionSecret, SESSION_TTL_SECONDS) : {};
  const writes: Array<CookieWrite | typeof ENDED> = [];
  const session = Object.defineProperties(contents, {
    save: {
      value: async function save(): Promise<void> {
        const iron = await getIronSession<SessionData>(writeOnlyJar((...cookie) => writes.push(cookie)), sessionOptions());
        await Object.assign(iron, session).save();
      },
    },
    destroy: {
      value: function destroy(): void {
        for (const key of Object.keys(session)) delete session[key as keyof SessionData];
        writes.push(ENDED);
      },
    },
  }) as GatewaySession;

  async function withCookies(res: Response): Promise<Response> {
    if (writes.length === 0) return res;
    const modified = new ResponseCookies(new Headers());
    for (const write of writes) {
      if (write !== ENDED) modified.set(...write);
      else (await getIronSession<SessionData>(writeOnlyJar((...cookie) => modified.set(...cookie)), sessionOptions())).destroy();
    }
    const headers = new Headers(res.headers);
    const own = new ResponseCookies(headers);
    const returned = own.getAll();
    for (const cookie of modified.getAll()) own.set(cookie);
    for (const cookie of returned) own.set(cookie);
    return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
  }

  return { session, withCookies };
}
