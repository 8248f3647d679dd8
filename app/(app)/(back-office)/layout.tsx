import { cookies, headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AreaPlugIns } from '@/components/areas';
import { AntdRoot } from '@/components/providers/AntdRoot';
import { PhoneHintProvider } from '@/components/providers/phone-hint';
import { BackOfficeShell } from '@/components/shell/BackOfficeShell';
import { SIDEBAR_COOKIE } from '@/components/shell/sidebar-cookie';
import { branding } from '@/lib/branding/branding';
import { EARLY_SEARCH_SCRIPT } from '@/lib/client/early-search-shortcut';
import { loadSessionState } from '@/lib/client/session-loader';
import { SessionProvider } from '@/lib/client/session-state';
import { liveSession } from '@/lib/gateway/live-session';
import { sessionEndedUrlFor } from '@/lib/gateway/session-ended-path';
import { sessionCaller } from '@/lib/gateway/session-calls';
import { isPhoneRequest } from '@/lib/navigation/phone-request';
import { redirectTargetOf } from '@/lib/navigation/page-directory';
import { isKnownBackOfficePath } from '@/lib/navigation/product-menu';
import { REQUEST_PATH_HEADER } from '@/lib/navigation/request-path';

/**
 * Signed-in pages. proxy.ts already sends visitors without a session away; this checks again, and
 * also that the upstream still honours the session's token (a cookie kept from before a logout is not a session).
 */
export default async function BackOfficeLayout({ children }: { children: ReactNode }) {
  const session = await liveSession();
  const wanted = (await headers()).get(REQUEST_PATH_HEADER) ?? '/';
  if (!session) {
    // Unknown paths are a 404 for everyone, as in proxy.ts; known ones need a sign-in.
    if (!isKnownBackOfficePath(new URL(wanted, 'http://path.invalid').pathname)) notFound();
    // By way of the route that drops a cookie whose token was revoked (the login page would send it back here).
    redirect(sessionEndedUrlFor(wanted));
  }
  // /person, /home/workbench and the like only lead on: here, before anything is sent, so the
  // answer is the redirect itself. The page's own redirect comes after the frame has been drawn.
  const leadsTo = redirectTargetOf(wanted);
  if (leadsTo) redirect(leadsTo);
  // The user's state comes with the page, so its menus, rights and first data are drawn at once.
  const [brand, jar, request, state] = await Promise.all([
    branding(),
    cookies(),
    headers(),
    sessionCaller(session).then((call) => loadSessionState(session.targetKey, (declared) => call(declared.path), session.userInfo)).catch(() => null),
  ]);
  return (
    <AntdRoot>
      {/* Runs as the page is read: a Ctrl+K pressed before the script has loaded opens the search once it has. */}
      <script dangerouslySetInnerHTML={{ __html: EARLY_SEARCH_SCRIPT }} />
      <PhoneHintProvider phone={isPhoneRequest(request)}>
        <SessionProvider targetKey={session.targetKey} userKey={session.userKey ?? null} initialState={state}>
          <AreaPlugIns>
            <BackOfficeShell productName={brand.productName} initialCollapsed={jar.get(SIDEBAR_COOKIE)?.value === '1'}>
              {children}
            </BackOfficeShell>
          </AreaPlugIns>
        </SessionProvider>
      </PhoneHintProvider>
    </AntdRoot>
  );
}
