'use client';

import { useMemo } from 'react';
import { EntityListPage } from '@/components/entity/EntityListPage';
import { projectResourceEntity } from '@/lib/entities/project-resource';
import { useProjectWorkspace } from './workspace-context';
import styles from './workspace.module.css';

/**
 * The resources tab (资源): the project's resources as the generic list of their declaration, fixed
 * to this project; nothing is changed while the project is under approval.
 */
export function ProjectResources() {
  const { project, locked } = useProjectWorkspace();
  const fixed = useMemo(() => ({ project_key: project.project_key }), [project.project_key]);
  return (
    <section className={styles.panel} data-testid="project-resources">
      <EntityListPage entity={projectResourceEntity} view={{ kind: 'section', fixed, entry: locked ? 'viewOnly' : 'open' }} />
    </section>
  );
}
