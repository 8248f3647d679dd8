'use client';

import type { EChartsCoreOption } from 'echarts/core';
import { useECharts } from '@/components/widgets/use-echarts';
import styles from './crm-reports.module.css';

export const CHART_COLOURS = ['#1f5fbf', '#13a8a8', '#fa8c16', '#52c41a', '#722ed1', '#eb2f96'];
export const AXIS_TEXT = 'rgba(0, 0, 0, 0.55)';
export const SPLIT_LINE = 'rgba(0, 0, 0, 0.06)';

/** A chart of a report, described by its echarts option; `label` names it for screen readers. */
export function ReportChart({ option, label, testId, tall = false }: { option: EChartsCoreOption | null; label: string; testId?: string; tall?: boolean }) {
  const { ref, ready } = useECharts<HTMLDivElement>(option);
  return <div ref={ref} className={tall ? `${styles.chart} ${styles.chartTall}` : styles.chart} role="img" aria-label={label} data-testid={testId} data-ready={ready} />;
}
