'use client';

import { Col, Row, Table } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import frame from '@/components/shell/page-frame.module.css';
import { statisticsCalls } from '@/lib/contract/crm-calls';
import { RANKING_MEASURES, type RankingAnswer, type ReportInput } from '@/lib/contract/crm-reports';
import { daysOf } from '@/lib/entity/date-presets';
import { FigureTile, FigureValue, useFigureText } from './FigureValue';
import { funnelOrder } from './funnel-order';
import { AXIS_TEXT, CHART_COLOURS, ReportChart, SPLIT_LINE } from './ReportChart';
import { ReportToolbar } from './ReportToolbar';
import { useReport, useReportInput, useScopeUsers } from './use-report';
import styles from './crm-reports.module.css';
import { ReportCard } from '@/components/widgets/ReportCard';

/** Values by day over the whole range, days with nothing drawn as 0. */
function dailySeries(input: ReportInput, series: { name: string; values: { day: string; value: number }[] }[]): EChartsCoreOption {
  const days = daysOf(input);
  return {
    color: CHART_COLOURS,
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    legend: { top: 0, left: 0, textStyle: { color: AXIS_TEXT } },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: days.map((d) => d.slice(5)), axisLabel: { color: AXIS_TEXT }, axisTick: { show: false } },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { color: AXIS_TEXT }, splitLine: { lineStyle: { color: SPLIT_LINE } } },
    series: series.map(({ name, values }) => {
      const byDay = new Map(values.map((v) => [v.day, v.value]));
      return { name, type: 'bar', barMaxWidth: 14, data: days.map((d) => byDay.get(d) ?? 0) };
    }),
  };
}

function FunnelCard({ input }: { input: ReportInput }) {
  const t = useTranslations('crmReports.statistics.funnel');
  const { data } = useReport(statisticsCalls.funnel, input);
  const option = useMemo<EChartsCoreOption | null>(() => data ? {
    color: CHART_COLOURS,
    tooltip: { trigger: 'item', formatter: '{b}: {c}' },
    series: [{
      // Wide enough at the narrow end for its label: the tiles beside it give the exact figures.
      // Drawn widest first (funnel-order.ts); the tiles keep the process order.
      type: 'funnel', sort: 'none', left: 8, right: 8, top: 8, bottom: 8, minSize: '45%', gap: 2,
      label: { position: 'inside', formatter: '{b} {c}', color: '#fff', overflow: 'truncate' },
      data: funnelOrder(data.stages.map((s) => ({ name: t(`stages.${s.stage}`), value: s.figure.value }))),
    }],
  } : null, [data, t]);
  return (
    <ReportCard title={t('title')} testId="stat-funnel" loading={!data}>
      {data ? (
        <div className={styles.split}>
          <div className={styles.tiles}>
            {data.stages.map((s) => <FigureTile key={s.stage} figure={s.figure} label={t(`stages.${s.stage}`)} testId={`funnel-${s.stage}`} />)}
          </div>
          <ReportChart option={option} label={t('chart')} testId="funnel-chart" tall />
        </div>
      ) : null}
    </ReportCard>
  );
}

function SignCard({ input }: { input: ReportInput }) {
  const t = useTranslations('crmReports.statistics.sign');
  const { data } = useReport(statisticsCalls.sign, input);
  const option = useMemo(() => data ? dailySeries(input, [{ name: t('customers'), values: data.customersByDay }, { name: t('orders'), values: data.ordersByDay }]) : null, [data, input, t]);
  return (
    <ReportCard title={t('title')} testId="stat-sign" loading={!data}>
      {data ? (
        <>
          <div className={styles.tiles}>
            <FigureTile figure={data.customers} label={t('customers')} testId="sign-customers" />
            <FigureTile figure={data.orders} label={t('orders')} testId="sign-orders" />
            <FigureTile figure={data.amount} label={t('amount')} testId="sign-amount" />
          </div>
          <ReportChart option={option} label={t('chart')} testId="sign-chart" />
        </>
      ) : null}
    </ReportCard>
  );
}

function DoorCard({ input }: { input: ReportInput }) {
  const t = useTranslations('crmReports.statistics.door');
  const { data } = useReport(statisticsCalls.door, input);
  const option = useMemo(() => data ? dailySeries(input, [{ name: t('arrived'), values: data.arrivedByDay }]) : null, [data, input, t]);
  return (
    <ReportCard title={t('title')} testId="stat-door" loading={!data}>
      {data ? (
        <>
          <div className={styles.tiles}>
            <FigureTile figure={data.arrived} label={t('arrived')} testId="door-arrived" />
            <FigureTile figure={data.booked} label={t('booked')} testId="door-booked" />
          </div>
          <ReportChart option={option} label={t('chart')} testId="door-chart" />
        </>
      ) : null}
    </ReportCard>
  );
}

function StarCard({ input }: { input: ReportInput }) {
  const t = useTranslations('crmReports.statistics.customerStar');
  const { data } = useReport(statisticsCalls.customerStar, input);
  const name = useCallback((star: number | null) => (star === null ? t('unrated') : t('star', { n: star })), [t]);
  const option = useMemo<EChartsCoreOption | null>(() => data ? {
    color: ['#d9d9d9', '#91caff', '#4096ff', '#1f5fbf', '#fa8c16', '#bfbfbf'],
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    // Names in the legend, counts on the ring: labels beside a half-card ring have no room.
    legend: { bottom: 0, left: 'center', textStyle: { color: AXIS_TEXT } },
    series: [{ type: 'pie', radius: ['40%', '68%'], center: ['50%', '44%'], label: { position: 'inside', formatter: '{c}', color: '#fff' }, data: data.buckets.filter((b) => b.value > 0).map((b) => ({ name: name(b.star), value: b.value })) }],
  } : null, [data, name]);
  return (
    <ReportCard title={t('title')} testId="stat-star" loading={!data}>
      {data ? (
        <div className={styles.split}>
          <div className={styles.tiles}>
            <FigureTile figure={data.total} label={t('total')} testId="star-total" />
            {data.buckets.map((b) => b.figure
              ? <FigureTile key={b.star} figure={b.figure} label={name(b.star)} testId={`star-${b.star}`} />
              : <div key="none" className={styles.tile}><div className={styles.tileLabel}>{name(null)}</div><div className={styles.tileValue}>{b.value}</div></div>)}
          </div>
          <ReportChart option={option} label={t('chart')} testId="star-chart" />
        </div>
      ) : null}
    </ReportCard>
  );
}

function RankingCard({ input }: { input: ReportInput }) {
  const t = useTranslations('crmReports.statistics.ranking');
  const text = useFigureText();
  const { data } = useReport(statisticsCalls.ranking, input);
  return (
    <ReportCard title={t('title')} testId="stat-ranking" loading={!data}>
      <Table
        size="small"
        rowKey="user_key"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={data?.rows ?? []}
        columns={[
          { key: 'rank', title: t('rank'), width: 64, render: (_v, _r, index) => index + 1 },
          { key: 'user', title: t('user'), dataIndex: 'realname' },
          ...RANKING_MEASURES.map((measure) => ({
            key: measure,
            title: t(measure),
            align: 'right' as const,
            render: (_v: unknown, row: RankingAnswer['rows'][number]) => row.figures[measure].value === 0
              ? <span className={styles.zero}>{text(0, Boolean(row.figures[measure].list.sum))}</span>
              : <FigureValue figure={row.figures[measure]} label={`${row.realname} ${t(measure)}`} testId={`rank-${row.user_key}-${measure}`} />,
          })),
        ]}
      />
    </ReportCard>
  );
}

/** 统计分析: the funnel, signing, visits, star ratings and the per-user ranking for a period. */
export function StatisticsPage() {
  const t = useTranslations('crmReports.statistics');
  const { input, setRange, setUser } = useReportInput('lastMonth');
  const ranking = useReport(statisticsCalls.ranking, input).data;
  const users = useScopeUsers(ranking?.rows.map(({ user_key, realname }) => ({ user_key, realname })), Boolean(input.user_key));
  return (
    <div className={frame.page} data-testid="crm-statistics">
      <section className={frame.panel}>
        <ReportToolbar title={t('title')} input={input} users={users} onRange={setRange} onUser={setUser} />
      </section>
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={12}><FunnelCard input={input} /></Col>
        <Col xs={24} xl={12}><StarCard input={input} /></Col>
        <Col xs={24} xl={12}><SignCard input={input} /></Col>
        <Col xs={24} xl={12}><DoorCard input={input} /></Col>
        <Col xs={24}><RankingCard input={input} /></Col>
      </Row>
    </div>
  );
}
