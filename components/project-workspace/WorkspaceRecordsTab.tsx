'use client';

import { useMemo } from 'react';
import { EntityListPage } from '@/components/entity/EntityListPage';
import { entityByName } from '@/lib/entities';
import { PRODUCT_MENU, flattenMenu } from '@/lib/navigation/product-menu';
import { useProjectWorkspace } from './workspace-context';
import styles from './workspace.module.css';

/** Where the pages of an entity's records live: the global menu item bound to it (/okr-project/price/<key>). */
function recordPathOf(entityName: string): string | undefined {
  return flattenMenu(PRODUCT_MENU).find((node) => node.entity === entityName && !node.mine)?.path;
}

/**
 * A workspace tab listing one kind of the project's records (报价, 合同): the entity's own list, fixed
 * to the project, with records opening on their pages. While the project is under approval the
 * records are shown as they stand.
 */
export function WorkspaceRecordsTab({ entityName }: { entityName: 'quote' | 'contract' }) {
  const { project, locked } = useProjectWorkspace();
  const entity = entityByName(entityName)!;
  const fixed = useMemo(() => ({ project_key: project.project_key }), [project.project_key]);
  return (
    <section className={styles.panel} data-testid={`workspace-${entityName}s`}>
      <EntityListPage entity={entity} view={{ kind: 'section', fixed, recordPath: recordPathOf(entityName), entry: locked ? 'locked' : 'open' }} />
    </section>
  );
}
