import { getIronSession, unsealData, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import { serverEnv } from '@/lib/config/env';

/** What the session cookie holds. The token never leaves the server in any other form. */
export interface SessionData {
  token?: string;
  targetKey?: string;
  userKey?: string;
  appKey?: string;
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

/** The session of the current request (route handlers and server components). */
export async function currentSession() {
  return getIronSession<SessionData>(await cookies(), sessionOptions());
}

/** Reads a raw cookie value without touching the response (used by proxy.ts). */
export async function readSessionCookie(value: string | undefined): Promise<SessionData> {
  if (!value) return {};
  try {
    return await unsealData<SessionData>(value, { password: serverEnv().sessionSecret, ttl: SESSION_TTL_SECONDS });
  } catch {
    return {};
  }
}

export function isSignedIn(session: SessionData): session is SessionData & { token: string } {
  return typeof session.token === 'string' && session.token.length > 0;
}
