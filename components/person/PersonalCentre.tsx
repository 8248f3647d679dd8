'use client';

import { Alert, Card, Col, Row, Tabs, Tag, Typography } from 'antd';
import '@/components/providers/theme/antd-alert.css';
import '@/components/providers/theme/antd-tabs.css';
import '@/components/providers/theme/antd-card.css';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { useSession } from '@/lib/client/session-state';
import { departmentNames, displayName } from '@/lib/client/user-display';
import { TwoFactorCard } from '@/components/two-factor/port';
import { AvatarUpload } from './AvatarUpload';
import { CompanyAccountCard } from './CompanyAccountCard';
import { NotifyPreferencesForm } from './NotifyPreferencesForm';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import styles from './person.module.css';

/** The signature pad's library loads only when its tab is opened. */
const DefaultSignatureSettings = dynamic(() => import('@/components/workbench/port').then((m) => m.DefaultSignatureSettings), { ssr: false });

function TagList({ labels, color, testId }: { labels: readonly { key: string; text: string }[]; color?: string; testId: string }) {
  const t = useTranslations('person');
  if (labels.length === 0) return <Typography.Text type="secondary" data-testid={testId}>{t('none')}</Typography.Text>;
  return (
    <div className={styles.tags} data-testid={testId}>
      {labels.map((label) => <Tag key={label.key} color={color}>{label.text}</Tag>)}
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The personal centre: who the user is, their details, their password, signature and notifications. */
export function PersonalCentre() {
  const t = useTranslations('person');
  const tNotify = useTranslations('notifyPreferences');
  const { user, roles, reload, logout } = useSession();
  // The shell shows the page only once the user is known.
  if (!user) return null;

  const roleLabels = roles.map((role) => ({ key: role.role_key, text: role.role_name || role.role_code }));
  const departmentLabels = departmentNames(user).map((name) => ({ key: name, text: name }));

  return (
    <div className={styles.page}>
      <Typography.Title level={1} className={styles.pageTitle}>{t('title')}</Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8} xxl={6}>
          <Card className={styles.identity}>
            <AvatarUpload />
            <div className={styles.names}>
              <Typography.Title level={2} className={styles.name} data-testid="person-name">{displayName(user)}</Typography.Title>
              <Typography.Text type="secondary">{user.username}</Typography.Text>
            </div>
            <Typography.Paragraph type="secondary" className={styles.avatarHint}>{t('avatarHint')}</Typography.Paragraph>
            <dl className={styles.facts} aria-label={t('org')}>
              <Fact label={t('myRoles')}>
                <TagList labels={roleLabels} color="blue" testId="person-roles" />
              </Fact>
              <Fact label={t('myDepartments')}>
                <TagList labels={departmentLabels} testId="person-departments" />
              </Fact>
            </dl>
          </Card>
        </Col>
        <Col xs={24} lg={16} xxl={18}>
          <Card className={styles.forms}>
            <Tabs
              items={[
                { key: 'profile', label: t('tabs.profile'), children: <ProfileForm user={user} onSaved={reload} /> },
                {
                  key: 'password',
                  label: t('tabs.password'),
                  // A company account's password is changed in the company directory, not here.
                  children: user.auth_source === 'local' || !user.auth_source
                    ? <PasswordForm onChanged={logout} />
                    : <Alert type="info" showIcon title={t('directoryPassword')} data-testid="password-elsewhere" />,
                },
                { key: 'signature', label: t('tabs.signature'), children: <DefaultSignatureSettings /> },
                { key: 'notifications', label: tNotify('tab'), children: <NotifyPreferencesForm /> },
              ]}
            />
          </Card>
          <div className={styles.cardGap}>
            <TwoFactorCard />
          </div>
          <CompanyAccountCard className={styles.cardGap} />
        </Col>
      </Row>
    </div>
  );
}
