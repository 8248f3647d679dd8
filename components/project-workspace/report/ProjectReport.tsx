'use client';

import { Button, Col, Empty, Result, Row, Typography } from 'antd';
import '@/components/providers/theme/antd-result.css';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { ReportChart } from '@/components/crm-reports/port';
import { ReportRangePicker } from '@/components/widgets/ReportRangePicker';
import { call } from '@/lib/client/call';
import { projectCalls } from '@/lib/contract/project-calls';
import type { BudgetFigures, BurnDown, ObjectiveProgress, ProjectReport as ReportAnswer } from '@/lib/contract/project-report';
import { presetRange, type DayRange } from '@/lib/entity/date-presets';
import { useProjectWorkspace } from '../workspace-context';
import { budgetOption, burnDownOption, objectivesOption } from './report-options';
import styles from './project-report.module.css';
import { ReportCard } from '@/components/widgets/ReportCard';
import frame from '@/components/widgets/report-frame.module.css';

const T = 'project.report';

/** The report of a project over a range; SWR keeps the last one on screen while the next loads. */
export const projectReportKey = (projectKey: string, range: DayRange) => ['project:report', projectKey, range.from, range.to] as const;

const emptyState = (text: string, testId: string) => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} className={styles.empty} data-testid={testId} />;

function BurnDownCard({ burnDown }: { burnDown: BurnDown | undefined }) {
  const t = useTranslations(`${T}.burnDown`);
  const option = useMemo(() => burnDown ? burnDownOption(burnDown.days, { remaining: t('remaining'), ideal: t('ideal') }) : null, [burnDown, t]);
  const noTasks = burnDown !== undefined && burnDown.remainingToday === 0 && burnDown.days.every((d) => !d.remaining);
  const extra = burnDown ? (
    <span className={styles.figure}>
      {t('remainingToday')}
      <strong className={styles.figureValue} data-testid="report-remaining-today" data-value={burnDown.remainingToday}>{burnDown.remainingToday}</strong>
    </span>
  ) : null;
  return (
    <ReportCard size="small" rows={5} title={t('title')} extra={extra} testId="report-burn-down" loading={!burnDown}>
      {noTasks ? emptyState(t('empty'), 'report-burn-down-empty') : (
        <>
          <ReportChart option={option} label={t('title')} testId="report-burn-down-chart" tall />
          {burnDown ? <Typography.Text type="secondary" className={styles.note}>{t('idealTo', { day: burnDown.idealEnd })}</Typography.Text> : null}
        </>
      )}
    </ReportCard>
  );
}

function ObjectivesCard({ objectives }: { objectives: ObjectiveProgress | undefined }) {
  const t = useTranslations(`${T}.objectives`);
  const option = useMemo(() => objectives?.items.length ? objectivesOption(objectives.items, t('progress')) : null, [objectives, t]);
  const extra = objectives && objectives.overall !== null ? (
    <span className={styles.figure}>
      {t('overall')}
      <strong className={styles.figureValue} data-testid="report-objectives-overall">{objectives.overall}%</strong>
    </span>
  ) : null;
  return (
    <ReportCard size="small" rows={5} title={t('title')} extra={extra} testId="report-objectives" loading={!objectives}>
      {objectives && objectives.items.length === 0 ? emptyState(t('empty'), 'report-objectives-empty') : <ReportChart option={option} label={t('title')} testId="report-objectives-chart" tall />}
    </ReportCard>
  );
}

function BudgetCard({ budget }: { budget: BudgetFigures | undefined }) {
  const t = useTranslations(`${T}.budget`);
  const format = useFormatter();
  const money = (n: number) => format.number(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const option = useMemo(() => budget ? budgetOption(
    budget,
    { planned: t('planned'), committed: t('committed'), contracts: t('contracts'), quotes: t('quotes') },
    { money: (n) => format.number(n, { minimumFractionDigits: 2, maximumFractionDigits: 2 }), compact: (n) => format.number(n, { notation: 'compact' }) },
  ) : null, [budget, t, format]);
  const nothing = budget !== undefined && budget.planned === null && budget.committed === 0;
  return (
    <ReportCard size="small" rows={5} title={t('title')} testId="report-budget" loading={!budget}>
      {budget ? (
        <>
          {nothing ? emptyState(t('empty'), 'report-budget-empty') : <ReportChart option={option} label={t('title')} testId="report-budget-chart" />}
          <dl className={styles.legend}>
            <dt>{t('planned')}</dt>
            <dd data-testid="report-budget-planned">{budget.planned === null ? <Typography.Text type="secondary">{t('noBudget')}</Typography.Text> : money(budget.planned)}<Typography.Text type="secondary" className={styles.hint}>{t('plannedHint')}</Typography.Text></dd>
            <dt>{t('committed')}</dt>
            <dd data-testid="report-budget-committed">{money(budget.committed)}<Typography.Text type="secondary" className={styles.hint}>{t('committedHint')}</Typography.Text></dd>
            <dt>{t('paid')}</dt>
            <dd data-testid="report-budget-paid">{budget.paid === null ? <Typography.Text type="secondary">{t('paidPending')}</Typography.Text> : money(budget.paid)}</dd>
          </dl>
        </>
      ) : null}
    </ReportCard>
  );
}

/**
 * The report tab (分析): over a range of days (last month to start with, one of the range presets), the
 * task burn-down with the tasks open today, the objectives' progress, and the planned budget
 * against what contracts and approved quotes commit. Charts are drawn once echarts has loaded.
 */
export function ProjectReport() {
  const t = useTranslations(T);
  const tWorkspace = useTranslations('project.workspace');
  const { project } = useProjectWorkspace();
  const [range, setRange] = useState<DayRange>(() => presetRange('lastMonth'));
  const { data, error, mutate } = useSWR<ReportAnswer, Error>(projectReportKey(project.project_key, range), () =>
    call(projectCalls.report, { projectKey: project.project_key, ...range }), { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false });
  return (
    <div className={styles.report} data-testid="project-report">
      <div className={frame.toolbar}>
        <Typography.Title level={1} className={frame.title}>{t('title')}</Typography.Title>
        <label className={frame.control} data-testid="report-range">
          <span>{t('range.label')}</span>
          <ReportRangePicker value={range} onChange={setRange} placeholder={[t('range.from'), t('range.to')]} />
        </label>
      </div>
      {error && !data ? (
        <Result status="warning" title={t('loadFailed')} extra={<Button onClick={() => void mutate()}>{tWorkspace('retry')}</Button>} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24}><BurnDownCard burnDown={data?.burnDown} /></Col>
          <Col xs={24} lg={12}><ObjectivesCard objectives={data?.objectives} /></Col>
          <Col xs={24} lg={12}><BudgetCard budget={data?.budget} /></Col>
        </Row>
      )}
    </div>
  );
}
