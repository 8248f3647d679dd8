'use client';

import { AuditOutlined, BellOutlined, ProjectOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Card, Col, Empty, Row, Tag, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useSession } from '@/lib/client/session-state';
import styles from './dashboard.module.css';

const modules: { key: 'pendingApprovals' | 'unreadMessages' | 'myProjects' | 'recentCustomers'; icon: ReactNode }[] = [
  { key: 'pendingApprovals', icon: <AuditOutlined /> },
  { key: 'unreadMessages', icon: <BellOutlined /> },
  { key: 'myProjects', icon: <ProjectOutlined /> },
  { key: 'recentCustomers', icon: <TeamOutlined /> },
];

function splitList(text: string | null | undefined): string[] {
  return (text ?? '').split(/[,，]/).map((s) => s.trim()).filter(Boolean);
}

/** A first dashboard: who is signed in, and the modules that will fill it. */
export function DashboardHome() {
  const t = useTranslations('dashboard');
  const { user, roles } = useSession();
  if (!user) return null;
  const name = user.realname || user.username;
  const departments = splitList(user.org_code_txt);

  return (
    <div className={styles.page}>
      <Card className={styles.welcome}>
        <div className={styles.welcomeBody}>
          <Avatar size={56} src={user.avatar || undefined} icon={user.avatar ? undefined : <UserOutlined />} className={styles.avatar} />
          <div className={styles.welcomeText}>
            <Typography.Title level={1} className={styles.greeting}>{t('greeting', { name })}</Typography.Title>
            <dl className={styles.facts}>
              <div>
                <dt>{t('roles')}</dt>
                <dd>
                  {roles.length > 0
                    ? roles.map((role) => <Tag key={role.role_key} color="blue">{role.role_name || role.role_code}</Tag>)
                    : <Typography.Text type="secondary">{t('none')}</Typography.Text>}
                </dd>
              </div>
              <div>
                <dt>{t('departments')}</dt>
                <dd>
                  {departments.length > 0
                    ? departments.map((d) => <Tag key={d}>{d}</Tag>)
                    : <Typography.Text type="secondary">{t('none')}</Typography.Text>}
                </dd>
              </div>
            </dl>
          </div>
        </div>
      </Card>
      <Row gutter={[16, 16]}>
        {modules.map((module) => (
          <Col key={module.key} xs={24} sm={12} xl={6}>
            <Card
              title={<span className={styles.cardTitle}>{module.icon}{t(`cards.${module.key}`)}</span>}
              className={styles.moduleCard}
            >
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('moduleEmpty')} />
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
