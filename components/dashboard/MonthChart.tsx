'use client';

import { BarChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { MonthFigures } from '@/lib/contract/dashboard';
import styles from './dashboard.module.css';

// Only the parts a bar chart needs: the full echarts bundle is several times larger.
echarts.use([BarChart, GridComponent, TooltipComponent, SVGRenderer]);

const BRAND = '#1f5fbf';
const AXIS_TEXT = 'rgba(0, 0, 0, 0.55)';
const SPLIT_LINE = 'rgba(0, 0, 0, 0.06)';
/** Roughly what the value axis and the grid's side margins take. */
const Y_AXIS_ROOM = 64;

interface MonthChartProps {
  items: MonthFigures['items'];
  label: string;
  formatNumber: (value: number) => string;
}

/** Room per category label, so long labels wrap under their bar instead of vanishing. */
function labelWidth(element: HTMLElement, count: number): number {
  return Math.max(36, Math.floor((element.clientWidth - Y_AXIS_ROOM) / Math.max(1, count)) - 8);
}

/** This month's figures as bars. Loaded on its own, only when there are figures to draw. */
export default function MonthChart({ items, label, formatNumber }: MonthChartProps) {
  const host = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const count = useRef(items.length);

  useEffect(() => {
    const element = host.current;
    if (!element) return undefined;
    const instance = echarts.init(element, undefined, { renderer: 'svg' });
    chart.current = instance;
    const observer = new ResizeObserver(() => {
      instance.setOption({ xAxis: { axisLabel: { width: labelWidth(element, count.current) } } });
      instance.resize();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    count.current = items.length;
    chart.current?.setOption(
      {
        animationDuration: 400,
        grid: { left: 8, right: 8, top: 16, bottom: 8, containLabel: true },
        tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (value: unknown) => (typeof value === 'number' ? formatNumber(value) : String(value)) },
        xAxis: {
          type: 'category',
          data: items.map((item) => item.label),
          axisTick: { show: false },
          axisLabel: { color: AXIS_TEXT, interval: 0, overflow: 'break', width: labelWidth(element, items.length), lineHeight: 16 },
        },
        yAxis: {
          type: 'value',
          axisLabel: { color: AXIS_TEXT, formatter: (value: number) => formatNumber(value) },
          splitLine: { lineStyle: { color: SPLIT_LINE } },
        },
        series: [{ type: 'bar', data: items.map((item) => item.value), itemStyle: { color: BRAND, borderRadius: [4, 4, 0, 0] }, barMaxWidth: 36 }],
      },
      { notMerge: true },
    );
  }, [items, formatNumber]);

  return <div ref={host} className={styles.chart} role="img" aria-label={label} data-testid="month-chart" />;
}
