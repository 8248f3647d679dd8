import { cookies } from 'next/headers';
import { cache } from 'react';
import { LOCALE_COOKIE, localeOrDefault } from '@/lib/i18n/locales';
import { apiPaths } from '@/lib/contract/api-paths';
import { ResultCode } from '@/lib/contract/envelope';
import { upstreamCall } from './server-calls';
import { currentSession, isSignedIn, type SessionData } from './session';

export type LiveSession = SessionData & {
  token: string;
  targetKey: string;
  /** The user info the upstream answered while honouring the token, so the page need not ask again; null when it did not answer it. */
  userInfo: unknown;
};

/**
 * The session of the request when the upstream still honours its token, else null. A sealed cookie
 * stays readable after logout, a password change or reset, freezing or deletion of the user: only
 * the upstream knows the token was revoked, so a signed-in page asks it before rendering anything
 * of the user's. An upstream that cannot be reached does not sign anyone out (its calls fail on
 * their own); only its "unauthorized" does.
 */
export const liveSession = cache(async (): Promise<LiveSession | null> => {
  const session = await currentSession();
  if (!isSignedIn(session) || !session.targetKey) return null;
  // Asked in the reader's language: the page shows its department names as they are answered.
  const locale = localeOrDefault((await cookies()).get(LOCALE_COOKIE)?.value);
  const answer = await upstreamCall(apiPaths.userInfoByTargetKey(session.targetKey), { token: session.token, appKey: session.appKey, locale });
  if (answer.code === ResultCode.unauthorized) return null;
  return { ...session, token: session.token, targetKey: session.targetKey, userInfo: answer.code === 0 ? answer.data : null };
});
