'use client';

import { Skeleton, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { textOfDictValue, useDictItems } from '@/components/entity/fields/dict-items';
import { loadOtherFeeFigures, loadPlanFigures, budgetFiguresKey, type BudgetKind } from './budget-api';
import styles from './budget.module.css';

const money = (n: number) => n.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function Figure({ label, value, hint, tone, testId }: { label: string; value: string; hint?: string; tone?: 'warn'; testId: string }) {
  return (
    <div className={`${styles.figure} ${tone === 'warn' ? styles.warn : ''}`} data-testid={testId}>
      <div className={styles.label}>{label}</div>
      <div className={styles.value} data-testid={`${testId}-value`}>{value}</div>
      {hint ? <Typography.Text type="secondary" className={styles.hint}>{hint}</Typography.Text> : null}
    </div>
  );
}

/** The strip above a budget tab's list: planned, actual, remaining and overdue (or what other fees come to). */
export function BudgetSummary({ kind, projectKey }: { kind: BudgetKind; projectKey: string }) {
  const t = useTranslations('project.budget');
  const { data: plans } = useSWR(kind === 'otherFee' ? null : budgetFiguresKey(kind, projectKey), () => loadPlanFigures(kind as 'payment' | 'receivable', projectKey));
  const categories = useDictItems(kind === 'otherFee' ? 'other_fee_category' : undefined);
  const { data: fees } = useSWR(kind === 'otherFee' ? budgetFiguresKey(kind, projectKey) : null, () => loadOtherFeeFigures(projectKey));
  if (kind === 'otherFee') {
    if (!fees) return <Skeleton active paragraph={{ rows: 1 }} />;
    return (
      <div className={styles.strip} data-testid="budget-summary">
        <Figure label={t('feeTotal')} value={money(fees.total)} hint={t('count', { n: fees.count })} testId="budget-total" />
        {fees.byCategory.slice(0, 3).map((c) => (
          <Figure key={c.category} label={textOfDictValue(categories.data, c.category)} value={money(c.amount)} testId={`budget-category-${c.category}`} />
        ))}
      </div>
    );
  }
  if (!plans) return <Skeleton active paragraph={{ rows: 1 }} />;
  const { totals } = plans;
  return (
    <div className={styles.strip} data-testid="budget-summary">
      <Figure label={t('planned')} value={money(totals.planned)} hint={t('count', { n: totals.count })} testId="budget-planned" />
      <Figure label={t(kind === 'payment' ? 'paid' : 'received')} value={money(totals.actual)} testId="budget-actual" />
      <Figure label={t('remaining')} value={money(totals.remaining)} testId="budget-remaining" />
      <Figure label={t('overdue')} value={money(totals.overdueAmount)} hint={t('count', { n: totals.overdueCount })} tone={totals.overdueCount > 0 ? 'warn' : undefined} testId="budget-overdue" />
    </div>
  );
}
