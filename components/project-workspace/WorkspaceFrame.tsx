'use client';

import { Button, Result, Spin } from 'antd';
import '@/components/providers/theme/antd-result.css';
import dynamic from 'next/dynamic';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import useSWR, { mutate as mutateGlobal } from 'swr';
import { Forbidden } from '@/components/shell/Forbidden';
import { isApiError } from '@/lib/client/api-error';
import { permittedPaths, routedTree } from '@/lib/client/menu/menu-tree';
import { DEFAULT_BACK_PATH, PROJECT_KEY_PARAM, rememberProject, selectedProject, workspaceHref } from '@/lib/client/project-selection';
import { useSession } from '@/lib/client/session-state';
import { ResultCode } from '@/lib/contract/envelope';
import { isAwaitingApproval } from '@/lib/entity/features/approval/approval';
import { projectEntity } from '@/lib/entities/project';
import type { ProjectDetails } from '@/lib/contract/project';
import { loadProject, projectDetailsKey, projectOverviewKey } from './project-api';
import { ProjectWorkspaceContext, type ProjectWorkspace } from './workspace-context';
import { WorkspaceHeader } from './WorkspaceHeader';
import styles from './workspace.module.css';
import { closeIfShown } from '@/lib/client/close-if-shown';

/** The edit drawer loads when the project is first edited. */
const ProjectWizardDrawer = dynamic(() => import('./ProjectWizardDrawer').then((m) => m.ProjectWizardDrawer), { ssr: false });

type Editing = { opened: number; step: 0 | 1 | 2 };

function Centered({ children }: { children: ReactNode }) {
  return <div className={styles.centered}>{children}</div>;
}

/**
 * The project workspace (docs/entities.md, "The workspace's tabs"): a window of its own showing one project, chosen by ?key=
 * or, without it, the project last opened (kept across sign-outs). Its header names the project
 * and switches tabs, which stay put while the project is under approval (status PROGRESS).
 */
export function WorkspaceFrame({ children }: { children: ReactNode }) {
  const t = useTranslations('project.workspace');
  const router = useRouter();
  const pathname = usePathname();
  const keyParam = useSearchParams().get(PROJECT_KEY_PARAM);
  const { loading: sessionLoading, error: sessionError, menus } = useSession();
  const permitted = useMemo(() => permittedPaths(routedTree(menus)), [menus]);
  const [stored] = useState(() => selectedProject());
  const projectKey = keyParam || stored?.projectKey || null;
  const [editing, setEditing] = useState<Editing | null>(null);

  // Without ?key= the address is completed with the remembered project, so it can be shared and reloaded.
  useEffect(() => {
    if (!keyParam && stored) router.replace(workspaceHref(stored.projectKey, pathname));
  }, [keyParam, stored, pathname, router]);

  const { data: project, error, isLoading, mutate } = useSWR<ProjectDetails, Error>(projectKey ? projectDetailsKey(projectKey) : null, () => loadProject(projectKey!), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

  useEffect(() => {
    if (!project) return;
    const previous = selectedProject();
    rememberProject({
      projectKey: project.project_key,
      projectName: project.project_name,
      backPath: previous?.projectKey === project.project_key ? previous.backPath : (previous?.backPath ?? DEFAULT_BACK_PATH),
    });
  }, [project]);

  const reload = useCallback(() => {
    void mutate();
    if (projectKey) void mutateGlobal(projectOverviewKey(projectKey));
  }, [mutate, projectKey]);

  const context = useMemo<ProjectWorkspace | null>(() => project ? {
    project,
    reload,
    locked: isAwaitingApproval(projectEntity, project),
    edit: (step = 0) => setEditing({ opened: Date.now(), step }),
  } : null, [project, reload]);

  if (sessionLoading) return <Centered><Spin /></Centered>;
  if (sessionError) return <Centered><Result status="warning" title={sessionError.message} /></Centered>;
  if (!permitted.has(pathname)) return <Forbidden />;
  if (!projectKey) {
    return (
      <Centered>
        <Result
          status="info"
          title={t('noProject')}
          subTitle={t('noProjectHint')}
          extra={<Button type="primary" href={DEFAULT_BACK_PATH}>{t('toMyProjects')}</Button>}
          data-testid="workspace-no-project"
        />
      </Centered>
    );
  }
  if (isLoading) return <Centered><Spin description={t('loading')} /></Centered>;
  if (error || !context) {
    const code = isApiError(error) ? error.code : null;
    const status = code === ResultCode.forbidden ? '403' : code === ResultCode.notFound ? '404' : 'warning';
    const title = code === ResultCode.forbidden ? t('forbidden') : code === ResultCode.notFound ? t('notFound') : t('loadFailed');
    return (
      <Centered>
        <Result
          status={status}
          title={title}
          extra={<Button onClick={() => void mutate()}>{t('retry')}</Button>}
          data-testid="workspace-missing"
        />
      </Centered>
    );
  }

  return (
    <ProjectWorkspaceContext.Provider value={context}>
      <div className={styles.workspace} data-testid="project-workspace" data-status={context.project.status}>
        <WorkspaceHeader />
        <main className={styles.content}>{children}</main>
      </div>
      {editing ? (
        <ProjectWizardDrawer
          key={editing.opened}
          entity={projectEntity}
          recordKey={context.project.project_key}
          initialStep={editing.step}
          onSaved={reload}
          onClosed={closeIfShown(setEditing, editing)}
        />
      ) : null}
    </ProjectWorkspaceContext.Provider>
  );
}
