'use client';

import { Badge, Drawer, Empty, Tabs } from 'antd';
import { useTranslations } from 'next-intl';
import type { MessageTotal } from '@/lib/client/message-total';
import styles from './shell-nav.module.css';

interface MessageDrawerProps {
  open: boolean;
  onClose: () => void;
  total: MessageTotal | null;
}

/**
 * The message drawer with its three tabs (spec-1 §2.4). The lists arrive with the messages
 * screens; until then each tab shows its empty state.
 */
export function MessageDrawer({ open, onClose, total }: MessageDrawerProps) {
  const t = useTranslations('shellNav');
  const tab = (key: 'business' | 'administration' | 'news', label: string, empty: string, count: number) => ({
    key,
    label: (
      <span className={styles.drawerTabLabel}>
        {label}
        {count > 0 ? <Badge count={count} size="small" overflowCount={99} /> : null}
      </span>
    ),
    children: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} className={styles.drawerEmpty} />,
  });

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size="min(420px, 100vw)"
      title={t('messageCenter')}
      className={styles.messageDrawer}
    >
      <Tabs
        items={[
          tab('business', t('businessMessages'), t('noBusinessMessages'), total?.business ?? 0),
          tab('administration', t('administrationMessages'), t('noAdministrationMessages'), total?.administration ?? 0),
          tab('news', t('news'), t('noNews'), 0),
        ]}
      />
    </Drawer>
  );
}
