'use client';

import { Table, Tabs } from 'antd';
import '@/components/providers/theme/antd-tabs.css';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import frame from '@/components/shell/page-frame.module.css';
import { dailyReportCall } from '@/lib/contract/crm-calls';
import { DAILY_REPORT_KINDS, MONEY_MEASURES, type DailyReportAnswer, type DailyReportKind, type ReportInput, type ReportUser } from '@/lib/contract/crm-reports';
import { FigureValue, useFigureText } from './FigureValue';
import { ReportToolbar } from './ReportToolbar';
import { useReport, useReportInput, useScopeUsers } from './use-report';
import styles from './crm-reports.module.css';

type ReportRow = DailyReportAnswer['rows'][number];

function DailyTable({ kind, input, onUsers }: { kind: DailyReportKind; input: ReportInput; onUsers: (users: ReportUser[] | undefined) => void }) {
  const t = useTranslations('crmReports.dailyReport');
  const text = useFigureText();
  const { data, isLoading } = useReport(dailyReportCall(kind), input);
  useEffect(() => onUsers(data?.users), [data, onUsers]);
  const measures = data?.measures ?? [];
  const money = (measure: string) => MONEY_MEASURES.includes(measure);
  const cell = (row: ReportRow, measure: string) => {
    const figure = row.figures[measure]!;
    return figure.value === 0
      ? <span className={styles.zero}>{text(0, money(measure))}</span>
      : <FigureValue figure={figure} label={`${row.day} ${row.realname} ${t(`measures.${measure}`)}`} testId={`daily-${kind}-${row.day}-${row.user_key}-${measure}`} />;
  };
  return (
    <Table<ReportRow>
      size="small"
      loading={isLoading}
      rowKey={(row) => `${row.day}-${row.user_key}`}
      dataSource={data?.rows ?? []}
      pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('empty') }}
      data-testid={`daily-${kind}`}
      columns={[
        { key: 'day', title: t('day'), dataIndex: 'day', width: 120 },
        { key: 'user', title: t('user'), dataIndex: 'realname', width: 120 },
        ...measures.map((measure) => ({ key: measure, title: t(`measures.${measure}`), align: 'right' as const, render: (_v: unknown, row: ReportRow) => cell(row, measure) })),
      ]}
      summary={() => data && data.rows.length ? (
        <Table.Summary fixed>
          <Table.Summary.Row className={styles.totalRow}>
            <Table.Summary.Cell index={0} colSpan={2}>{t('total')}</Table.Summary.Cell>
            {measures.map((measure, i) => (
              <Table.Summary.Cell key={measure} index={i + 2} align="right">
                <FigureValue figure={data.totals[measure]!} label={`${t('total')} ${t(`measures.${measure}`)}`} testId={`daily-${kind}-total-${measure}`} />
              </Table.Summary.Cell>
            ))}
          </Table.Summary.Row>
        </Table.Summary>
      ) : null}
    />
  );
}

/** 日报: per person per day, leads, opportunities and customers added, followed up, converted, won, signed. */
export function DailyReportPage() {
  const t = useTranslations('crmReports.dailyReport');
  const { input, setRange, setUser } = useReportInput('lastWeek');
  const [kind, setKind] = useState<DailyReportKind>('clue');
  const [answered, setAnswered] = useState<ReportUser[] | undefined>(undefined);
  const users = useScopeUsers(answered, Boolean(input.user_key));
  const onUsers = useCallback((next: ReportUser[] | undefined) => {
    if (next) setAnswered((known) => (JSON.stringify(next) === JSON.stringify(known) ? known : next));
  }, []);
  return (
    <div className={frame.page} data-testid="crm-daily-report">
      <section className={frame.panel}>
        <ReportToolbar title={t('title')} input={input} users={users} onRange={setRange} onUser={setUser} />
        <Tabs
          activeKey={kind}
          onChange={(key) => setKind(key as DailyReportKind)}
          items={DAILY_REPORT_KINDS.map((k) => ({ key: k, label: t(`tabs.${k}`), children: k === kind ? <DailyTable kind={k} input={input} onUsers={onUsers} /> : null }))}
        />
      </section>
    </div>
  );
}
