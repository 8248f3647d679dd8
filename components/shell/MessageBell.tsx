'use client';

import { BellOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMessageTotal } from '@/lib/client/message-total';
import { useSession } from '@/lib/client/session-state';
import { useOpenedOnce } from '@/lib/client/use-opened-once';
import styles from './shell-nav.module.css';
import { useShellPlugIns } from './shell-plug-ins';

/** The bell with the unread count; it opens the message drawer (the message centre's, plugged in) and counts again. */
export function MessageBell() {
  const { messageDrawer: MessageDrawer } = useShellPlugIns();
  const t = useTranslations('shellNav');
  const { user } = useSession();
  const { total, refresh } = useMessageTotal(Boolean(user));
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const unread = total?.total ?? 0;
  const label = unread > 0 ? `${t('messages')}: ${t('unreadCount', { count: unread })}` : t('messages');

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
        }}
        icon={
          <Badge count={unread} size="small" overflowCount={99} offset={[2, -2]} data-testid="message-badge">
            <BellOutlined className={styles.bellIcon} aria-hidden />
          </Badge>
        }
      />
      {opened && MessageDrawer ? <MessageDrawer open={open} onClose={() => setOpen(false)} total={total} /> : null}
    </>
  );
}
