'use client';

import { Badge, Drawer, Tabs } from 'antd';
import '@/components/providers/theme/antd-tabs.css';
import '@/components/providers/theme/antd-drawer.css';
import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import type { MessageDrawerProps } from '@/components/shell/shell-plug-ins';
import { TodoList } from '@/components/todo/port';
import { refreshInbox, refreshNews } from '../message-api';
import { AdministrationPanel } from './AdministrationPanel';
import { BusinessPanel } from './BusinessPanel';
import { NewsPanel } from './NewsPanel';
import styles from './message-drawer.module.css';

/**
 * The message drawer with its tabs: business messages, administrative messages, news and the
 * to-do reminders (待办). The shell's bell opens it; the composition root (components/areas.tsx)
 * hands it to the shell.
 */
export function MessageDrawer({ open, onClose, total, todo, onTodoRetry }: MessageDrawerProps) {
  const t = useTranslations('shellNav');
  const tTodo = useTranslations('todo');

  // The lists stay mounted between openings: each opening shows what arrived meanwhile.
  useEffect(() => {
    if (!open) return;
    refreshInbox();
    refreshNews();
  }, [open]);

  const tab = (key: 'business' | 'administration' | 'news' | 'todo', label: string, count: number, children: ReactNode) => ({
    key,
    label: (
      <span className={styles.tabLabel} data-testid={`drawer-tab-${key}`}>
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
    >
      <Tabs
        items={[
          tab('business', t('businessMessages'), total?.business ?? 0, <BusinessPanel onNavigate={onClose} />),
          tab('administration', t('administrationMessages'), total?.administration ?? 0, <AdministrationPanel onNavigate={onClose} />),
          tab('news', t('news'), 0, <NewsPanel />),
          tab('todo', tTodo('tab'), todo.kind === 'ready' ? todo.counts.total : 0, <TodoList state={todo} onRetry={onTodoRetry} onNavigate={onClose} />),
        ]}
      />
    </Drawer>
  );
}
