import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { WorkspaceFrame } from '@/components/project-workspace/WorkspaceFrame';
import { AntdRoot } from '@/components/providers/AntdRoot';
import { SessionProvider } from '@/lib/client/session-state';
import { currentSession, isSignedIn } from '@/lib/gateway/session';
import { isKnownBackOfficePath } from '@/lib/navigation/product-menu';
import { loginUrlFor } from '@/lib/navigation/safe-redirect';
import { REQUEST_PATH_HEADER } from '@/lib/navigation/request-path';

/**
 * The project workspace (spec-1 §2.9): signed-in pages in a window of their own, without the
 * back office's menus. proxy.ts already sends visitors without a session away; this checks again.
 */
export default async function ProjectWorkspaceLayout({ children }: { children: ReactNode }) {
  const session = await currentSession();
  if (!isSignedIn(session) || !session.targetKey) {
    const wanted = (await headers()).get(REQUEST_PATH_HEADER) ?? '/okrProject';
    if (!isKnownBackOfficePath(new URL(wanted, 'http://path.invalid').pathname)) notFound();
    redirect(loginUrlFor(wanted));
  }
  return (
    <AntdRoot texts="project">
      <SessionProvider targetKey={session.targetKey} userKey={session.userKey ?? null}>
        <WorkspaceFrame>{children}</WorkspaceFrame>
      </SessionProvider>
    </AntdRoot>
  );
}
