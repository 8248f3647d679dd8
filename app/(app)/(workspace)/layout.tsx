import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { WorkspaceFrame } from '@/components/project-workspace/WorkspaceFrame';
import { AntdRoot } from '@/components/providers/AntdRoot';
import { SessionProvider } from '@/lib/client/session-state';
import { currentSession, isSignedIn } from '@/lib/gateway/session';
import { isKnownBackOfficePath, REDIRECTS } from '@/lib/navigation/product-menu';
import { loginUrlFor } from '@/lib/navigation/safe-redirect';
import { REQUEST_PATH_HEADER } from '@/lib/navigation/request-path';

/**
 * The project workspace (spec-1 §2.9): signed-in pages in a window of their own, without the
 * back office's menus. proxy.ts already sends visitors without a session away; this checks again.
 */
export default async function ProjectWorkspaceLayout({ children }: { children: ReactNode }) {
  const wanted = (await headers()).get(REQUEST_PATH_HEADER) ?? '/okrProject';
  const address = new URL(wanted, 'http://path.invalid');
  const session = await currentSession();
  if (!isSignedIn(session) || !session.targetKey) {
    if (!isKnownBackOfficePath(address.pathname)) notFound();
    redirect(loginUrlFor(wanted));
  }
  // /okrProject and the budget tab only lead on (keeping ?key=): here, before the frame renders
  // without its page while no project is chosen.
  const target = REDIRECTS[address.pathname];
  if (target) redirect(`${target}${address.search}`);
  return (
    <AntdRoot texts="project">
      <SessionProvider targetKey={session.targetKey} userKey={session.userKey ?? null}>
        <WorkspaceFrame>{children}</WorkspaceFrame>
      </SessionProvider>
    </AntdRoot>
  );
}
