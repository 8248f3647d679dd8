'use client';

import { useState } from 'react';
import { useSession } from '@/lib/client/session-state';
import { markRead, type ReceivedMessage } from './message-api';
import type { NoticeModalState } from './NoticeModal';
import { viewOfMessage } from './notice-view';

/**
 * Opening a received notice: the read-only dialog shows it and, if it was unread, the caller's
 * copy becomes read (quietly: opening is the act, no toast) and the bell counts again.
 */
export function useOpenReceived() {
  const { userKey } = useSession();
  const [viewing, setViewing] = useState<NoticeModalState | null>(null);
  const open = (record: ReceivedMessage) => {
    setViewing({ mode: 'view', data: viewOfMessage(record) });
    if (record.read_status === 'UNREAD' && userKey) void markRead(record.message_key, userKey, { silent: true }).catch(() => undefined);
  };
  return { viewing, open, close: () => setViewing(null) };
}
