import { getIronSession, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import { serverEnv } from '@/lib/config/env';
import { unsealSession } from './unsealed-sessions';

/** What the session cookie holds. The token never leaves the server in any other form. */
export interface SessionData {
  token?: string;
  targetKey?: string;
  userKey?: string;
  appKey?: string;
  /** A sign-in halfway (password right, a code or set-up still due): its challenge and the account the lockout counts. */
  pendingSignIn?: { challenge: string; account: string };
  /** Ties the company sign-ins this browser starts to it: a callback completes only with this value. */
  oidcBinding?: string;
}

export const SESSION_COOKIE = 'fincrm_session';
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

export function sessionOptions(): SessionOptions {
  const env = serverEnv();
  return {
    cookieName: SESSION_COOKIE,
    password: env.sessionSecret,
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure: env.cookieSecure, path: '/' },
  };
}

/**
 * The session of the current request (route handlers and server components). iron-session is handed
 * the cookie jar without the session cookie, so that it does not unseal it again; the contents come
 * from unsealSession, which remembers good seals. Saving and destroying write to the real jar.
 */
export async function currentSession() {
  const jar = await cookies();
  const sealed = jar.get(SESSION_COOKIE)?.value;
  const contents = sealed ? await unsealSession(sealed, serverEnv().sessionSecret, SESSION_TTL_SECONDS) : {};
  const withoutSeal = {
    get: (name: string) => (name === SESSION_COOKIE ? undefined : jar.get(name)),
    set: (...args: Parameters<typeof jar.set>) => jar.set(...args),
  };
  const session = await getIronSession<SessionData>(withoutSeal as unknown as typeof jar, sessionOptions());
  return Object.assign(session, contents);
}

/** Reads a raw cookie value without touching the response (used by proxy.ts). */
export async function readSessionCookie(value: string | undefined): Promise<SessionData> {
  if (!value) return {};
  try {
    return await unsealSession(value, serverEnv().sessionSecret, SESSION_TTL_SECONDS);
  } catch {
    return {};
  }
}

export function isSignedIn(session: SessionData): session is SessionData & { token: string } {
  return typeof session.token === 'string' && session.token.length > 0;
}
