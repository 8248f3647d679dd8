'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { projectTaskEntity } from '@/lib/entities/project-task';
import { EntityListPage } from '@/components/entity/EntityListPage';
import { useProjectWorkspace } from './workspace-context';

/**
 * The workspace's tasks tab (任务): the project's tasks as the generic list with its board (by
 * status, moved by dragging), fixed to the project. A task opens in the detail drawer with its
 * comments. While the project is under approval nothing is entered.
 */
export function ProjectTasks() {
  const t = useTranslations('project.tasks');
  const { project, locked } = useProjectWorkspace();
  const fixed = useMemo(() => ({ project_key: project.project_key }), [project.project_key]);
  return <EntityListPage entity={projectTaskEntity} view={{ kind: 'page', fixed, title: t('title'), entry: locked ? 'viewOnly' : 'open' }} />;
}
