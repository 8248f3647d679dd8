'use client';

import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useSession } from '@/lib/client/session-state';
import type { MessageType } from '@/lib/contract/message-center-values';
import { INBOX_KEY, loadInbox, refreshInbox, type InboxQuery, type ReceivedMessage } from './message-api';
import { MessageList } from './MessageList';

interface InboxListProps {
  kind: MessageType;
  testId: string;
  filterName: string;
  filters: ReactNode;
  title: string;
  columns: TableColumnsType<ReceivedMessage>;
  emptyText: ReactNode;
  children?: ReactNode;
}

/** The messages of one kind the caller received: the caller's copies, published ones only. */
export function InboxList({ kind, children, ...list }: InboxListProps) {
  const { userKey, loading } = useSession();
  // The shell shows the page once the session is there; the caller is needed to ask for her copies.
  if (loading) return null;
  return (
    <MessageList<ReceivedMessage, InboxQuery>
      {...list}
      scope={userKey ? [INBOX_KEY] : null}
      load={loadInbox}
      params={{ message_type: kind, ref_key: userKey }}
      onRefresh={refreshInbox}
      rowKey="message_key"
    >
      {children}
    </MessageList>
  );
}
