'use client';

import { EditOutlined, HomeOutlined, LockOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Space, Tabs, Tooltip, Typography } from 'antd';
import '@/components/providers/theme/antd-tabs.css';
import '@/components/providers/theme/antd-alert.css';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { DeclaredRowActions } from '@/components/entity/declared-actions/DeclaredRowActions';
import { CurrentApprovers } from '@/components/entity/features/approval/CurrentApprovers';
import { useRecordApproval } from '@/components/entity/features/approval/record-approval-api';
import { SubmitApprovalDialog } from '@/components/entity/features/approval/SubmitApprovalDialog';
import { permittedPaths, routedTree } from '@/lib/client/menu/menu-tree';
import { DEFAULT_BACK_PATH, selectedProject, workspaceHref } from '@/lib/client/project-selection';
import { useSession } from '@/lib/client/session-state';
import { projectEntity } from '@/lib/entities/project';
import { ProjectStatusTag } from './ProjectStatusTag';
import { useProjectWorkspace } from './workspace-context';
import { activeTabPath, WORKSPACE_TABS } from './workspace-tabs';
import styles from './workspace.module.css';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/** Closing the workspace closes its window; a window the browser keeps open goes back to the list. */
function closeWorkspace(): void {
  window.close();
  window.setTimeout(() => window.location.assign(selectedProject()?.backPath ?? DEFAULT_BACK_PATH), 200);
}

/**
 * The workspace's header: the close icon, the project's name (click to edit), its status and
 * actions, and the tabs. While the project is under approval the tabs stay put, and say why.
 */
export function WorkspaceHeader() {
  const t = useTranslations('project.workspace');
  const tMenu = useTranslations('menu');
  const { message } = useFeedback();
  const router = useRouter();
  const pathname = usePathname();
  const { menus } = useSession();
  const { project, locked, edit, reload } = useProjectWorkspace();
  const permitted = useMemo(() => permittedPaths(routedTree(menus)), [menus]);
  const tabs = WORKSPACE_TABS.filter((tab) => permitted.has(tab.path));
  const active = activeTabPath(pathname) ?? undefined;
  const canEdit = project.can_edit === true;
  const submittable = canEdit && (projectEntity.approval.from as readonly string[]).includes(project.status);
  const [submitting, setSubmitting] = useState(false);
  const approval = useRecordApproval(projectEntity, project.project_key);

  const switchTo = (path: string) => {
    if (path === active) return;
    if (locked) {
      void message.warning(t('lockedWarning'));
      return;
    }
    router.push(workspaceHref(project.project_key, path));
  };

  const editProject = () => {
    if (locked) void message.warning(t('editLocked'));
    else edit(0);
  };

  const name = canEdit ? (
    <Tooltip title={t('editHint')}>
      <button type="button" className={styles.projectName} onClick={editProject} data-testid="workspace-project-name">
        <span className={styles.projectNameText}>{project.project_name}</span>
        <EditOutlined className={styles.editIcon} aria-hidden />
      </button>
    </Tooltip>
  ) : (
    <span className={styles.projectName} data-testid="workspace-project-name">
      <span className={styles.projectNameText}>{project.project_name}</span>
    </span>
  );

  return (
    <header className={styles.header}>
      <div className={styles.headerRow}>
        <Tooltip title={t('closeWorkspace')}>
          <Button type="text" icon={<HomeOutlined />} aria-label={t('closeWorkspace')} onClick={closeWorkspace} className={styles.close} data-testid="workspace-close" />
        </Tooltip>
        <div className={styles.identity}>
          <h1 className={styles.nameHeading}>{name}</h1>
          <ProjectStatusTag status={project.status} />
          <Typography.Text type="secondary" className={styles.code}>{String(project.project_code ?? '')}</Typography.Text>
          <CurrentApprovers approval={approval.data} />
        </div>
        {canEdit ? (
          <Space wrap className={styles.actions}>
            {submittable ? (
              <Button type="primary" icon={<SendOutlined />} onClick={() => setSubmitting(true)} data-testid="workspace-submit">{t('submitApproval')}</Button>
            ) : null}
            <DeclaredRowActions entity={projectEntity} record={project} recordKey={project.project_key} asButtons onDone={reload} />
          </Space>
        ) : null}
      </div>
      <Tabs
        className={styles.tabs}
        activeKey={active}
        onChange={switchTo}
        aria-label={t('tabs')}
        items={tabs.map((tab) => ({
          key: tab.path,
          label: (
            <span data-testid={`workspace-tab-${tab.key}`} aria-disabled={locked && tab.path !== active ? true : undefined} className={locked && tab.path !== active ? styles.lockedTab : undefined}>
              {locked && tab.path !== active ? <LockOutlined aria-hidden /> : null}
              {tMenu(tab.title)}
            </span>
          ),
        }))}
      />
      {submittable ? (
        <SubmitApprovalDialog entity={projectEntity} recordKey={project.project_key} title={project.project_name} open={submitting} onClose={() => setSubmitting(false)} onSubmitted={reload} />
      ) : null}
      {locked ? (
        <Alert type="warning" showIcon icon={<LockOutlined />} className={styles.lockBanner} title={t('lockedTitle')} description={t('lockedHint')} data-testid="workspace-locked" />
      ) : null}
    </header>
  );
}
