'use client';

import { ClockCircleOutlined, ToolOutlined } from '@ant-design/icons';
import { Result, Tabs } from 'antd';
import '@/components/providers/theme/antd-tabs.css';
import '@/components/providers/theme/antd-result.css';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { workspaceHref } from '@/lib/client/project-selection';
import { useProjectWorkspace } from './workspace-context';
import { activeTabPath, NEXT_STAGE_TABS, workspacePage, WORKSPACE_TABS } from './workspace-tabs';
import styles from './workspace.module.css';

/**
 * A workspace tab whose part is not built yet, said honestly and naming the project it will
 * serve. Objectives, tasks, resources, documents and reports come next; quotes, the budget (with
 * its pages 付款 / 收款 / 其他费用) and contracts with the finance stage.
 */
export function WorkspaceTabPlaceholder() {
  const t = useTranslations('project.tabs');
  const tMenu = useTranslations('menu');
  const router = useRouter();
  const pathname = usePathname();
  const { project, locked } = useProjectWorkspace();
  const tabPath = activeTabPath(pathname) ?? pathname;
  const tab = WORKSPACE_TABS.find((node) => node.path === tabPath);
  const page = workspacePage(pathname);
  const nextStage = NEXT_STAGE_TABS.has(tabPath);
  const tabTitle = tMenu(tab?.title ?? page?.title ?? 'okrOverview');
  const values = { tab: tabTitle, project: project.project_name };
  return (
    <section className={styles.panel} data-testid="workspace-tab-placeholder" data-tab={tabPath}>
      {tab?.children ? (
        <Tabs
          activeKey={pathname}
          onChange={(path) => { if (!locked) router.push(workspaceHref(project.project_key, path)); }}
          items={tab.children.map((child) => ({ key: child.path, label: <span data-testid={`workspace-subtab-${child.key}`}>{tMenu(child.title)}</span> }))}
        />
      ) : null}
      <Result
        icon={nextStage ? <ClockCircleOutlined className={styles.placeholderIcon} /> : <ToolOutlined className={styles.placeholderIcon} />}
        title={<h1 className={styles.placeholderTitle}>{nextStage ? t('nextStageTitle', values) : t('comingTitle', values)}</h1>}
        subTitle={nextStage ? t('nextStageHint', values) : t('comingHint', values)}
      />
    </section>
  );
}
