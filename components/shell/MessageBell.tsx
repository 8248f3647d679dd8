'use client';

import { BellOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMessageTotal } from '@/lib/client/message-total';
import { useSession } from '@/lib/client/session-state';
import { useTodoCounts } from '@/lib/client/todo-counts';
import { useOpenedOnce } from '@/lib/client/use-opened-once';
import styles from './shell-nav.module.css';
import { useShellPlugIns } from './shell-plug-ins';

const OVERFLOW = 99;

/**
 * The bell with what waits for the user: unread messages and to-do reminders (待办提醒) together;
 * it opens the message drawer (the message centre's, plugged in, with its 待办 tab) and counts again.
 */
export function MessageBell() {
  const { messageDrawer: MessageDrawer } = useShellPlugIns();
  const t = useTranslations('shellNav');
  const tTodo = useTranslations('todo');
  const { user } = useSession();
  const { total, counted, refresh } = useMessageTotal(Boolean(user));
  const todo = useTodoCounts(user?.user_key ?? null);
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  // The badge waits for both counts: shown after the first alone, its digits would roll on to the
  // sum while the button's name already says the sum, and what is seen would not be what is read.
  const settled = counted && todo.state.kind !== 'loading';
  const unread = settled ? (total?.total ?? 0) : 0;
  // Reminders that could not be counted add nothing (as an unread count that failed).
  const toDo = settled && todo.state.kind === 'ready' ? todo.state.counts.total : 0;
  const parts = [unread > 0 ? t('unreadCount', { count: unread }) : null, toDo > 0 ? tTodo('total', { count: toDo }) : null].filter(Boolean);
  const count = unread + toDo;
  // The name starts with the number the badge shows, so what is seen is also what is read out.
  const shown = count > OVERFLOW ? `${OVERFLOW}+` : String(count);
  const label = parts.length > 0 ? `${t('messages')} ${shown}: ${parts.join(t('listSeparator'))}` : t('messages');

  return (
    <>
      <Button
        type="text"
        aria-label={label}
        title={label}
        data-testid="message-bell"
        className={styles.barButton}
        onClick={() => {
          setOpen(true);
          refresh();
          todo.retry();
        }}
        icon={
          <Badge count={count} size="small" overflowCount={OVERFLOW} offset={[2, -2]} data-testid="message-badge">
            <BellOutlined className={styles.bellIcon} aria-hidden />
          </Badge>
        }
      />
      {opened && MessageDrawer ? <MessageDrawer open={open} onClose={() => setOpen(false)} total={total} todo={todo.state} onTodoRetry={todo.retry} /> : null}
    </>
  );
}
