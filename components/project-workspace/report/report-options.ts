import type { EChartsCoreOption } from 'echarts/core';
import { AXIS_TEXT, CHART_COLOURS, SPLIT_LINE } from '@/components/crm-reports/port';
import type { BudgetFigures, BurnDownDay, ObjectiveBar } from '@/lib/contract/project-report';

/** The echarts options of the report tab's three charts; texts come translated. */

const valueAxis = { type: 'value', axisLabel: { color: AXIS_TEXT }, splitLine: { lineStyle: { color: SPLIT_LINE } } } as const;
const grid = { left: 8, right: 24, top: 36, bottom: 8, containLabel: true } as const;

/** Tasks open at the end of each day (days to come left blank) against the ideal line. */
export function burnDownOption(days: readonly BurnDownDay[], names: { remaining: string; ideal: string }): EChartsCoreOption {
  return {
    color: CHART_COLOURS,
    grid,
    legend: { top: 0, left: 0, textStyle: { color: AXIS_TEXT } },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', boundaryGap: false, data: days.map((d) => d.day.slice(5)), axisLabel: { color: AXIS_TEXT }, axisTick: { show: false } },
    yAxis: { ...valueAxis, minInterval: 1 },
    series: [
      { name: names.remaining, type: 'line', step: 'end', symbol: 'none', areaStyle: { opacity: 0.08 }, data: days.map((d) => d.remaining) },
      { name: names.ideal, type: 'line', symbol: 'none', lineStyle: { type: 'dashed', width: 1.5 }, data: days.map((d) => d.ideal) },
    ],
  };
}

/** Each objective's progress as a horizontal bar out of 100, first objective on top. */
export function objectivesOption(items: readonly ObjectiveBar[], progressName: string): EChartsCoreOption {
  const ordered = [...items].reverse();
  return {
    color: CHART_COLOURS.slice(1),
    grid: { ...grid, top: 8 },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (v: unknown) => `${String(v)}%` },
    xAxis: { ...valueAxis, max: 100, axisLabel: { color: AXIS_TEXT, formatter: '{value}%' } },
    yAxis: { type: 'category', data: ordered.map((o) => o.title), axisLabel: { color: AXIS_TEXT, width: 140, overflow: 'truncate' }, axisTick: { show: false } },
    series: [{ name: progressName, type: 'bar', barMaxWidth: 18, label: { show: true, position: 'right', formatter: '{c}%', color: AXIS_TEXT }, data: ordered.map((o) => o.progress) }],
  };
}

/**
 * The planned budget as one bar; beside it, what is committed as a stack of contracts in force or
 * archived and approved quotes not yet under a contract.
 */
export function budgetOption(budget: BudgetFigures, names: { planned: string; committed: string; contracts: string; quotes: string }, format: { money: (n: number) => string; compact: (n: number) => string }): EChartsCoreOption {
  return {
    // Planned in the first colour; the committed stack in the third and fourth.
    color: [0, 2, 3].map((i) => CHART_COLOURS[i]!),
    // Room for the legend on two lines on a narrow screen.
    grid: { ...grid, top: 60 },
    legend: { top: 0, left: 0, textStyle: { color: AXIS_TEXT } },
    tooltip: { trigger: 'item', valueFormatter: (v: unknown) => format.money(Number(v)) },
    xAxis: { type: 'category', data: [names.planned, names.committed], axisLabel: { color: AXIS_TEXT }, axisTick: { show: false } },
    yAxis: { ...valueAxis, axisLabel: { color: AXIS_TEXT, formatter: (v: number) => format.compact(v) } },
    series: [
      // Overlapping slots: each category shows one bar, centred on its label.
      { name: names.planned, type: 'bar', stack: 'planned', barMaxWidth: 48, barGap: '-100%', data: [budget.planned ?? 0, '-'] },
      { name: names.contracts, type: 'bar', stack: 'committed', barMaxWidth: 48, data: ['-', budget.contracts] },
      { name: names.quotes, type: 'bar', stack: 'committed', barMaxWidth: 48, data: ['-', budget.quotesWithoutContract] },
    ],
  };
}
