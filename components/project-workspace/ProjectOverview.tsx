'use client';

import { Button, Card, Col, Descriptions, Empty, Progress, Result, Row, Skeleton, Tag, Timeline, Typography } from 'antd';
import '@/components/providers/theme/antd-card.css';
import '@/components/providers/theme/antd-descriptions.css';
import '@/components/providers/theme/antd-result.css';
import '@/components/providers/theme/antd-steps.css';
import '@/components/providers/theme/antd-upload.css';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { usePhone } from '@/components/providers/phone-hint';
import { formatBusinessTime, toBusinessDayjs } from '@/lib/client/business-time';
import { useListSeparator } from '@/lib/client/list-separator';
import type { ProjectActivity, ProjectApproval, ProjectFigures, ProjectMember, ProjectOverview as ProjectOverviewAnswer, ProjectProgress } from '@/lib/contract/project';
import { loadOverview, projectOverviewKey } from './project-api';
import { useProjectWorkspace } from './workspace-context';
import styles from './workspace.module.css';
import { MINUTE_FORMAT as DATETIME } from '@/components/entity/fields/date-values';

const F = 'entity.project.fields';
const money = (n: number) => n.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The project's key facts, from the record the header loaded. */
function KeyFacts() {
  const t = useTranslations('project.overview');
  const tAll = useTranslations();
  const { project } = useProjectWorkspace();
  const wide = !usePhone();
  const text = (field: string) => {
    const value = project[field];
    return value === null || value === undefined || value === '' ? <Typography.Text type="secondary">—</Typography.Text> : String(value);
  };
  const start = toBusinessDayjs(project.project_start_time);
  const end = toBusinessDayjs(project.project_end_time);
  const period = start && end
    ? <>{start.format(DATETIME)} ~ {end.format(DATETIME)} <Typography.Text type="secondary">（{t('days', { n: Math.max(1, end.diff(start, 'day') + 1) })}）</Typography.Text></>
    : '—';
  const budget = typeof project.initial_budget === 'number' || typeof project.initial_budget === 'string' ? money(Number(project.initial_budget)) : null;
  const items = [
    { key: 'code', label: tAll(`${F}.project_code`), children: text('project_code') },
    { key: 'city', label: tAll(`${F}.project_city`), children: text('project_city') },
    { key: 'customer', label: tAll(`${F}.customer_key`), children: text('customer_name') },
    { key: 'department', label: tAll(`${F}.customer_department_key`), children: text('customer_depart_name') },
    { key: 'product', label: tAll(`${F}.customer_product_key`), children: text('customer_product_name') },
    { key: 'contacts', label: tAll(`${F}.customer_contacts_key`), children: text('customer_contacts_name') },
    { key: 'manager', label: tAll(`${F}.project_mgr_key`), children: text('project_mgr_name') },
    { key: 'budget', label: tAll(`${F}.initial_budget`), children: budget ?? <Typography.Text type="secondary">{t('noBudget')}</Typography.Text> },
    { key: 'period', label: t('period'), span: wide ? 2 : 1, children: period },
    { key: 'objectives', label: tAll(`${F}.core_objectives`), span: wide ? 2 : 1, children: <span className={styles.preLine}>{text('core_objectives')}</span> },
  ];
  return (
    <Card title={t('facts')} size="small" className={styles.card} data-testid="overview-facts">
      <Descriptions size="small" column={wide ? 2 : 1} items={items} />
    </Card>
  );
}

function Members({ members }: { members: readonly ProjectMember[] }) {
  const t = useTranslations('project.overview');
  const separator = useListSeparator();
  return (
    <Card title={`${t('members')} · ${members.length}`} size="small" className={styles.card} data-testid="overview-members">
      {members.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noMembers')} /> : (
        <ul className={styles.members}>
          {members.map((m) => (
            <li key={m.user_key} className={styles.member}>
              <span className={styles.avatar} aria-hidden>{m.realname.slice(0, 1)}</span>
              <span className={styles.memberText}>
                <span className={styles.memberName}>{m.realname}</span>
                <Typography.Text type="secondary" className={styles.memberDepart}>{m.depart_names.join(separator) || '—'}</Typography.Text>
              </span>
              <span className={styles.memberRoles}>
                {m.roles.map((role) => <Tag key={role} color={role === 'manager' ? 'blue' : undefined}>{t(`roles.${role}`)}</Tag>)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** One figure of progress, or the honest word that its part of the workspace is not there yet. */
function Figure({ title, progress, coming, testId, doneText = 'doneOf' }: { title: string; progress: ProjectProgress | null; coming: string; testId: string; doneText?: 'doneOf' | 'reachedOf' }) {
  const t = useTranslations('project.overview');
  // Objectives bring their own (weighted) progress; tasks count what is done.
  const percent = progress?.percent ?? (progress && progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0);
  return (
    <div className={styles.figure} data-testid={testId} data-available={progress ? 'yes' : 'no'}>
      <div className={styles.figureTitle}>{title}</div>
      {progress ? (
        <>
          <Progress percent={percent} size="small" aria-label={title} />
          <Typography.Text type="secondary">{t(doneText, { done: progress.done, total: progress.total })}</Typography.Text>
          {progress.overdue ? <Typography.Text type="danger" className={styles.figureOverdue} data-testid={`${testId}-overdue`}>{t('overdue', { n: progress.overdue })}</Typography.Text> : null}
        </>
      ) : (
        <Typography.Text type="secondary">{coming}</Typography.Text>
      )}
    </div>
  );
}

function ProgressCard({ figures }: { figures: ProjectFigures }) {
  const t = useTranslations('project.overview');
  const { planned, used } = figures.budget;
  const budgetShare = planned && used !== null ? Math.min(100, Math.round((used / planned) * 100)) : 0;
  return (
    <Card title={t('progress')} size="small" className={styles.card} data-testid="overview-progress">
      <div className={styles.figures}>
        <Figure title={t('objectives')} progress={figures.objectives} coming={t('objectivesComing')} testId="overview-objectives" doneText="reachedOf" />
        <Figure title={t('tasks')} progress={figures.tasks} coming={t('tasksComing')} testId="overview-tasks" />
        <div className={styles.figure} data-testid="overview-budget">
          <div className={styles.figureTitle}>{t('budget')}</div>
          {planned === null ? <Typography.Text type="secondary">{t('noBudget')}</Typography.Text> : <div>{t('planned', { amount: money(planned) })}</div>}
          {used === null ? (
            <Typography.Text type="secondary">{t('budgetUsedComing')}</Typography.Text>
          ) : (
            <>
              <div>{t('used', { amount: money(used) })}</div>
              <Progress percent={budgetShare} size="small" aria-label={t('budget')} status={planned !== null && used > planned ? 'exception' : 'normal'} />
            </>
          )}
        </div>
        {figures.documents ? (
          <div className={styles.figure} data-testid="overview-documents">
            <div className={styles.figureTitle}>{t('documents')}</div>
            <Typography.Text type="secondary">{t('documentCounts', { ...figures.documents })}</Typography.Text>
          </div>
        ) : null}
      </div>
    </Card>
  );
}

const APPROVAL_COLORS: Record<string, string> = { RUNNING: 'orange', APPROVED: 'green', REJECTED: 'red', CANCELED: 'default' };

function ApprovalCard({ approval }: { approval: ProjectApproval | null }) {
  const t = useTranslations('project.overview');
  return (
    <Card title={t('approval')} size="small" className={styles.card} data-testid="overview-approval">
      {approval ? (
        <div className={styles.approval}>
          <Tag color={APPROVAL_COLORS[approval.status]}>{t(`approvalStatus.${approval.status}`)}</Tag>
          <Typography.Text type="secondary">{t('submittedAt', { time: formatBusinessTime(approval.start_time, DATETIME) })}</Typography.Text>
          {approval.end_time ? <Typography.Text type="secondary">{t('endedAt', { time: formatBusinessTime(approval.end_time, DATETIME) })}</Typography.Text> : null}
        </div>
      ) : (
        <Typography.Text type="secondary">{t('noApproval')}</Typography.Text>
      )}
    </Card>
  );
}

/** What an entry of the project's history says (its fields named by their labels). */
function useActivityText() {
  const t = useTranslations('project.activity');
  const tAll = useTranslations();
  const separator = useListSeparator();
  return (entry: ProjectActivity): string => {
    if (entry.action === 'approval') return entry.status && ['PROGRESS', 'ONGOING', 'REJECTED', 'DRAFT'].includes(entry.status) ? t(`approval.${entry.status}`) : t('approval.other');
    if (entry.action === 'update') {
      const fields = entry.fields.filter((f) => tAll.has(`${F}.${f}`)).map((f) => tAll(`${F}.${f}`));
      return fields.length ? t('update', { fields: fields.join(separator) }) : t('updateNothing');
    }
    if (['create', 'finish', 'reopen', 'close', 'delete'].includes(entry.action)) return t(entry.action as 'create');
    return t('other', { action: entry.action });
  };
}

function Activity({ activity }: { activity: readonly ProjectActivity[] }) {
  const t = useTranslations('project.overview');
  const tActivity = useTranslations('project.activity');
  const say = useActivityText();
  return (
    <Card title={t('activity')} size="small" className={styles.card} data-testid="overview-activity">
      {activity.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noActivity')} /> : (
        <Timeline
          className={styles.timeline}
          items={activity.map((entry) => ({
            key: entry.key,
            content: (
              <div>
                <span className={styles.activityWho}>{entry.operator_name ?? tActivity('someone')}</span> {say(entry)}
                <div><Typography.Text type="secondary">{formatBusinessTime(entry.time, DATETIME)}</Typography.Text></div>
              </div>
            ),
          }))}
        />
      )}
    </Card>
  );
}

function Section({ children }: { children: ReactNode }) {
  return <Col xs={24} lg={12}>{children}</Col>;
}

/**
 * The overview tab (概况): key facts, members, the progress of objectives and tasks, the budget
 * used against the plan, the initiation approval and the latest changes. Parts of the workspace
 * that are not built yet say so instead of showing zeros.
 */
export function ProjectOverview() {
  const t = useTranslations('project.overview');
  const tWorkspace = useTranslations('project.workspace');
  const { project } = useProjectWorkspace();
  const { data, error, isLoading, mutate } = useSWR<ProjectOverviewAnswer, Error>(projectOverviewKey(project.project_key), () => loadOverview(project.project_key), { revalidateOnFocus: false, shouldRetryOnError: false });
  return (
    <Row gutter={[16, 16]} data-testid="project-overview">
      <Section><KeyFacts /></Section>
      {isLoading ? (
        <Section><Card size="small" className={styles.card}><Skeleton active /></Card></Section>
      ) : error || !data ? (
        <Section><Result status="warning" title={t('loadFailed')} extra={<Button onClick={() => void mutate()}>{tWorkspace('retry')}</Button>} /></Section>
      ) : (
        <>
          <Section><Members members={data.members} /></Section>
          <Section><ProgressCard figures={data.figures} /></Section>
          <Section><ApprovalCard approval={data.approval} /></Section>
          <Col xs={24}><Activity activity={data.activity} /></Col>
        </>
      )}
    </Row>
  );
}
