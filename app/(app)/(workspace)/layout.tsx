import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { AreaPlugIns } from '@/components/areas';
import { WorkspaceFrame } from '@/components/project-workspace/WorkspaceFrame';
import { AntdRoot } from '@/components/providers/AntdRoot';
import { PageMessages } from '@/components/providers/PageMessages';
import { SessionProvider } from '@/lib/client/session-state';
import { liveSession } from '@/lib/gateway/live-session';
import { sessionEndedUrlFor } from '@/lib/gateway/session-ended-path';
import { redirectTargetOf } from '@/lib/navigation/page-directory';
import { isKnownBackOfficePath } from '@/lib/navigation/product-menu';
import { REQUEST_PATH_HEADER } from '@/lib/navigation/request-path';

/**
 * The project workspace (docs/entities.md, "The workspace's tabs"): signed-in pages in a window of their own, without the
 * back office's menus. proxy.ts already sends visitors without a session away; this checks again.
 */
export default async function ProjectWorkspaceLayout({ children }: { children: ReactNode }) {
  const wanted = (await headers()).get(REQUEST_PATH_HEADER) ?? '/okrProject';
  const address = new URL(wanted, 'http://path.invalid');
  const session = await liveSession();
  if (!session) {
    if (!isKnownBackOfficePath(address.pathname)) notFound();
    // By way of the route that drops a cookie whose token was revoked (the login page would send it back here).
    redirect(sessionEndedUrlFor(wanted));
  }
  // /okrProject and the budget tab only lead on (keeping ?key=): here, before the frame renders
  // without its page while no project is chosen.
  const leadsTo = redirectTargetOf(wanted);
  if (leadsTo) redirect(leadsTo);
  return (
    <AntdRoot texts="project">
      <SessionProvider targetKey={session.targetKey} userKey={session.userKey ?? null}>
        <AreaPlugIns>
          {/* The header submits the project for approval: its dialog shows the path with the workbench's texts. */}
          <PageMessages texts="workbench">
            <WorkspaceFrame>{children}</WorkspaceFrame>
          </PageMessages>
        </AreaPlugIns>
      </SessionProvider>
    </AntdRoot>
  );
}
