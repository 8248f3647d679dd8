import { liveSession } from '@/lib/gateway/live-session';
import { currentSession } from '@/lib/gateway/session';
import { loginUrlFor, safeRedirectPath } from '@/lib/navigation/safe-redirect';
import { redirectOnSite } from '@/lib/navigation/site-redirect-response';

export const dynamic = 'force-dynamic';

/**
 * Where a page sends a browser whose cookie outlived its token: the cookie is dropped (else the
 * proxy would lead the login page straight back, the cookie still being readable) and the login
 * page asked for. A session that is still good is left alone, so a link here cannot sign anyone out.
 */
export async function GET(req: Request): Promise<Response> {
  const wanted = safeRedirectPath(new URL(req.url).searchParams.get('redirect'));
  if (await liveSession()) return redirectOnSite(wanted);
  (await currentSession()).destroy();
  return redirectOnSite(loginUrlFor(wanted));
}
