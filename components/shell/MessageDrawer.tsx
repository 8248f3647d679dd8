'use client';

import { Badge, Drawer, Tabs } from 'antd';
import '@/components/providers/theme/antd-tabs.css';
import '@/components/providers/theme/antd-drawer.css';
import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { AdministrationPanel } from '@/components/messages/drawer/AdministrationPanel';
import { BusinessPanel } from '@/components/messages/drawer/BusinessPanel';
import { NewsPanel } from '@/components/messages/drawer/NewsPanel';
import { refreshInbox, refreshNews } from '@/components/messages/message-api';
import type { MessageTotal } from '@/lib/client/message-total';
import styles from './shell-nav.module.css';

interface MessageDrawerProps {
  open: boolean;
  onClose: () => void;
  total: MessageTotal | null;
}

/** The message drawer with its three tabs: business messages, administrative messages, news. */
export function MessageDrawer({ open, onClose, total }: MessageDrawerProps) {
  const t = useTranslations('shellNav');

  // The lists stay mounted between openings: each opening shows what arrived meanwhile.
  useEffect(() => {
    if (!open) return;
    refreshInbox();
    refreshNews();
  }, [open]);

  const tab = (key: 'business' | 'administration' | 'news', label: string, count: number, children: ReactNode) => ({
    key,
    label: (
      <span className={styles.drawerTabLabel} data-testid={`drawer-tab-${key}`}>
        {label}
        {count > 0 ? <Badge count={count} size="small" overflowCount={99} /> : null}
      </span>
    ),
    children,
  });

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size="min(520px, 100vw)"
      title={t('messageCenter')}
      className={styles.messageDrawer}
    >
      <Tabs
        items={[
          tab('business', t('businessMessages'), total?.business ?? 0, <BusinessPanel onNavigate={onClose} />),
          tab('administration', t('administrationMessages'), total?.administration ?? 0, <AdministrationPanel onNavigate={onClose} />),
          tab('news', t('news'), 0, <NewsPanel />),
        ]}
      />
    </Drawer>
  );
}
