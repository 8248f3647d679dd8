'use client';

import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { LazyDropdown } from '@/components/widgets/LazyDropdown';
import { IntentLink } from '@/components/widgets/IntentLink';
import { useTranslations } from 'next-intl';
import { useSession } from '@/lib/client/session-state';
import styles from './shell.module.css';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

const PERSONAL_CENTRE_PATH = '/person/index';

export function UserMenu() {
  const t = useTranslations('shell');
  const { user, logout } = useSession();
  const { message } = useFeedback();
  const name = user?.realname || user?.username || '';

  const items: MenuProps['items'] = [
    { key: 'personal', icon: <UserOutlined />, label: <IntentLink href={PERSONAL_CENTRE_PATH}>{t('personalCenter')}</IntentLink> },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="logout">{t('logout')}</span>, danger: true },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key !== 'logout') return;
    void message.loading({ content: t('loggingOut'), duration: 0, key: 'logout' });
    void logout();
  };

  return (
    <LazyDropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <button type="button" className={styles.userButton} aria-label={name} data-testid="user-menu">
        <span className={styles.avatar} aria-hidden>
          {/* eslint-disable-next-line @next/next/no-img-element -- an uploaded avatar of unknown size, shown small */}
          {user?.avatar ? <img src={user.avatar} alt="" className={styles.avatarImage} /> : <UserOutlined />}
        </span>
        <span className={styles.userName}>{name}</span>
        <DownOutlined className={styles.userCaret} />
      </button>
    </LazyDropdown>
  );
}
