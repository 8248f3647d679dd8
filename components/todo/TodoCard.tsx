'use client';

import { CarryOutOutlined, SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSession } from '@/lib/client/session-state';
import { useTodoCounts } from '@/lib/client/todo-counts';
import { Panel } from '@/components/widgets/Panel';
import { TodoList } from './TodoList';
import styles from './todo.module.css';

/** The look-ahead dialog loads when an administrator first opens it. */
const TodoSettingsDialog = dynamic(() => import('./TodoSettingsDialog').then((m) => m.TodoSettingsDialog), { ssr: false });

/** 待办提醒 on the home page: what needs doing now, each item opening its list; administrators set how far ahead it looks. */
export function TodoCard() {
  const t = useTranslations('todo');
  const { user } = useSession();
  const { state, retry } = useTodoCounts(user?.user_key ?? null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const counts = state.kind === 'ready' ? state.counts : null;
  return (
    <Panel
      data-testid="todo-card"
      data-state={state.kind}
      title={
        <h2 className={styles.title}>
          <CarryOutOutlined />
          <span>{t('title')}</span>
          {counts && counts.total > 0 ? <span className={styles.total} data-testid="todo-total">{t('total', { count: counts.total })}</span> : null}
        </h2>
      }
      extra={counts?.canChangeSetting ? (
        <Button type="text" size="small" icon={<SettingOutlined />} aria-label={t('settings')} title={t('settings')} onClick={() => setSettingsOpen(true)} data-testid="todo-settings-open" />
      ) : null}
    >
      <TodoList state={state} onRetry={retry} />
      {settingsOpen && counts ? <TodoSettingsDialog setting={counts.setting} onClose={() => setSettingsOpen(false)} /> : null}
    </Panel>
  );
}
