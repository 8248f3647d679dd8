'use client';

import { BarChartOutlined } from '@ant-design/icons';
import { Skeleton } from 'antd';
import { IntentLink } from '@/components/widgets/IntentLink';
import { useFormatter, useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { MonthFigure, MonthFigures } from '@/lib/contract/dashboard';
import { safeRedirectPath } from '@/lib/navigation/safe-redirect';
import MonthChart from './MonthChart';
import { CardEmpty } from './SectionCard';
import { Panel } from '@/components/widgets/Panel';
import styles from './dashboard.module.css';

export type MonthFiguresState = { kind: 'loading' } | { kind: 'comingSoon' } | { kind: 'failed' } | { kind: 'ready'; figures: MonthFigures };

function FiguresBody({ state, onRetry }: { state: MonthFiguresState; onRetry: () => void }) {
  const t = useTranslations('dashboard');
  const format = useFormatter();
  const formatNumber = useCallback((value: number) => format.number(value), [format]);
  const formatFigure = (item: MonthFigure) => (item.kind === 'money' ? format.number(item.value, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : format.number(item.value));
  if (state.kind === 'loading') return <Skeleton active title={false} paragraph={{ rows: 4 }} />;
  if (state.kind === 'comingSoon') return <CardEmpty kind="comingSoon" text={t('moduleEmpty')} />;
  if (state.kind === 'failed') return <CardEmpty kind="failed" text={t('loadFailed')} onRetry={onRetry} />;
  const { items } = state.figures;
  if (items.length === 0) return <CardEmpty kind="empty" text={t('empty.monthFigures')} />;
  // Counts and amounts do not share a scale: the chart draws the counts, the list shows both.
  const counts = items.filter((item) => item.kind === 'count');
  return (
    <div className={styles.figures}>
      <dl className={styles.figureList}>
        {items.map((item) => (
          <div key={item.label} className={styles.figure} data-testid="month-figure" data-kind={item.kind} data-value={item.value}>
            <dt>{item.label}</dt>
            <dd>
              {item.link
                ? <IntentLink href={safeRedirectPath(item.link, '/')} title={t('openList', { label: item.label })}>{formatFigure(item)}</IntentLink>
                : formatFigure(item)}
            </dd>
          </div>
        ))}
      </dl>
      <div className={styles.chartBox}>
        <MonthChart items={counts} label={t('chartCounts')} formatNumber={formatNumber} />
      </div>
    </div>
  );
}

/** This month's figures: the numbers, and a chart of them. */
export function MonthFiguresCard({ state, onRetry }: { state: MonthFiguresState; onRetry: () => void }) {
  const t = useTranslations('dashboard');
  return (
    <Panel
      className={styles.moduleCard}
      data-testid="dashboard-card-monthFigures"
      data-state={state.kind}
      title={
        <h2 className={styles.cardTitle}>
          <BarChartOutlined />
          <span>{t('cards.monthFigures')}</span>
        </h2>
      }
    >
      <FiguresBody state={state} onRetry={onRetry} />
    </Panel>
  );
}
