'use client';

import { Tabs } from 'antd';
import '@/components/providers/theme/antd-tabs.css';
import { usePathname, useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { mutate } from 'swr';
import { EntityListPage } from '@/components/entity/EntityListPage';
import { entityByName } from '@/lib/entities';
import { workspaceHref } from '@/lib/client/project-selection';
import { PRODUCT_MENU, flattenMenu } from '@/lib/navigation/product-menu';
import { useProjectWorkspace } from '../workspace-context';
import { BUDGET_PATH, WORKSPACE_TABS } from '../workspace-tabs';
import styles from '../workspace.module.css';
import { BUDGET_FIGURES, type BudgetKind } from './budget-api';
import { BudgetSummary } from './BudgetSummary';

const ENTITY_OF: Record<BudgetKind, 'paymentPlan' | 'receivablePlan' | 'otherFee'> = { payment: 'paymentPlan', receivable: 'receivablePlan', otherFee: 'otherFee' };

/** Every budget figure shown anywhere is asked again (after a payment, a receipt, a change of a plan). */
export function refreshBudgetFigures(): void {
  void mutate((key) => Array.isArray(key) && key[0] === BUDGET_FIGURES);
}

/**
 * One of the budget's pages (付款 / 收款 / 其他费用): its figures above the list of the
 * project's plans or fees, with the totals row under it; 付款 / 收款 on a plan records money
 * against it. A payment plan opens on its page, with its approval and payments.
 */
export function BudgetTab({ kind }: { kind: BudgetKind }) {
  const tMenu = useTranslations('menu');
  const router = useRouter();
  const pathname = usePathname();
  const { project, locked } = useProjectWorkspace();
  const entity = entityByName(ENTITY_OF[kind])!;
  const fixed = useMemo(() => ({ project_key: project.project_key }), [project.project_key]);
  const budgetTab = WORKSPACE_TABS.find((tab) => tab.path === BUDGET_PATH);
  const recordPath = useMemo(() => flattenMenu(PRODUCT_MENU).find((node) => node.entity === entity.name)?.path, [entity.name]);
  const changed = useCallback(() => refreshBudgetFigures(), []);
  return (
    <section className={styles.panel} data-testid={`workspace-budget-${kind}`}>
      <Tabs
        activeKey={pathname}
        onChange={(path) => { if (!locked) router.push(workspaceHref(project.project_key, path)); }}
        items={(budgetTab?.children ?? []).map((child) => ({ key: child.path, label: <span data-testid={`workspace-subtab-${child.key}`}>{tMenu(child.title)}</span> }))}
      />
      <BudgetSummary kind={kind} projectKey={project.project_key} />
      <EntityListPage entity={entity} view={{ kind: 'section', fixed, recordPath, entry: locked ? 'locked' : 'open', onChanged: changed }} />
    </section>
  );
}
