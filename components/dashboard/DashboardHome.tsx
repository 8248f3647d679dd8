'use client';

import { AuditOutlined, BellOutlined, ProjectOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Col, Row, Tag } from 'antd';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { DashboardSectionKey } from '@/lib/contract/dashboard';
import { businessNow } from '@/lib/client/business-time';
import { useSession } from '@/lib/client/session-state';
import { departmentNames, displayName } from '@/lib/client/user-display';
import { Panel } from '@/components/widgets/Panel';
import { TodoCard } from '@/components/todo/port';
import { MonthFiguresCard, type MonthFiguresState } from './MonthFiguresCard';
import { SectionCard, type CardState } from './SectionCard';
import { useDashboardOverview, type OverviewState } from './use-dashboard-overview';
import styles from './dashboard.module.css';

const sections: { key: DashboardSectionKey; icon: ReactNode; href: string }[] = [
  { key: 'pendingApprovals', icon: <AuditOutlined />, href: '/home/workbench/pending' },
  { key: 'unreadMessages', icon: <BellOutlined />, href: '/message/business' },
  { key: 'myProjects', icon: <ProjectOutlined />, href: '/okr-project/index/myAllProject' },
  { key: 'recentCustomers', icon: <TeamOutlined />, href: '/crm/customer' },
];

type DayPart = 'morning' | 'noon' | 'afternoon' | 'evening';

function dayPart(hour: number): DayPart {
  if (hour >= 5 && hour < 11) return 'morning';
  if (hour >= 11 && hour < 13) return 'noon';
  if (hour >= 13 && hour < 18) return 'afternoon';
  return 'evening';
}

function cardState(state: OverviewState, key: DashboardSectionKey): CardState {
  if (state.kind !== 'ready') return state;
  const section = state.overview[key];
  return section ? { kind: 'ready', section } : { kind: 'comingSoon' };
}

function figuresState(state: OverviewState): MonthFiguresState {
  if (state.kind !== 'ready') return state;
  const figures = state.overview.monthFigures;
  return figures ? { kind: 'ready', figures } : { kind: 'comingSoon' };
}

/** The signed-in user's start page: who they are, what needs doing (待办提醒), and what waits for them in each module. */
export function DashboardHome() {
  const t = useTranslations('dashboard');
  const { user, roles } = useSession();
  const { state, retry } = useDashboardOverview(user?.user_key ?? null);
  // The shell renders the page only once the user is known, so this never runs on the server.
  if (!user) return null;
  const name = displayName(user);
  const departments = departmentNames(user);
  // The greeting and the date follow the business's clock, as 'today' in reports does.
  const now = businessNow();

  return (
    <div className={styles.page}>
      <Panel className={styles.welcome} data-testid="dashboard-greeting">
        <div className={styles.welcomeBody}>
          <Avatar size={56} src={user.avatar || undefined} icon={user.avatar ? undefined : <UserOutlined />} className={user.avatar ? undefined : styles.avatar} />
          <div className={styles.welcomeText}>
            <h1 className={styles.greeting}>{t(`greetings.${dayPart(now.hour())}`, { name })}</h1>
            <span className={styles.today}>{t('todayIs', { date: now.format(t('dateFormat')) })}</span>
            <dl className={styles.facts}>
              <div>
                <dt>{t('roles')}</dt>
                <dd>
                  {roles.length > 0
                    ? roles.map((role) => <Tag key={role.role_key} color="blue">{role.role_name || role.role_code}</Tag>)
                    : <span className={styles.muted}>{t('none')}</span>}
                </dd>
              </div>
              <div>
                <dt>{t('departments')}</dt>
                <dd>
                  {departments.length > 0
                    ? departments.map((d) => <Tag key={d}>{d}</Tag>)
                    : <span className={styles.muted}>{t('none')}</span>}
                </dd>
              </div>
            </dl>
          </div>
        </div>
      </Panel>
      <TodoCard />
      <Row gutter={[16, 16]}>
        {sections.map((section) => (
          <Col key={section.key} xs={24} md={12} xl={6}>
            <SectionCard sectionKey={section.key} icon={section.icon} href={section.href} state={cardState(state, section.key)} onRetry={retry} />
          </Col>
        ))}
        <Col span={24}>
          <MonthFiguresCard state={figuresState(state)} onRetry={retry} />
        </Col>
      </Row>
    </div>
  );
}
