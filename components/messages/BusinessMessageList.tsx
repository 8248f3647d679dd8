'use client';

import { EmptyReason } from '@/components/widgets/EmptyReason';
import { CheckOutlined } from '@ant-design/icons';
import { Button, Tag, type TableColumnsType } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSession } from '@/lib/client/session-state';
import { BusinessMessageLink } from './BusinessMessageLink';
import { KeywordField, MessageCategoryField } from './filter-fields';
import { markRead, type ReceivedMessage } from './message-api';
import { InboxList } from './InboxList';
import { ReadStatusTag } from './message-tags';
import { messageTime } from './message-time';
import styles from './messages.module.css';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/**
 * Business messages: the caller's received business messages, filtered by type
 * (the business categories) and words; an unread one can be marked handled, never back.
 */
export function BusinessMessageList() {
  const t = useTranslations('messageCenter');
  const { message } = useFeedback();
  const { userKey } = useSession();
  const [marking, setMarking] = useState<string | null>(null);

  const markHandled = async (record: ReceivedMessage) => {
    if (!userKey) return;
    setMarking(record.message_key);
    try {
      const answer = await markRead(record.message_key, userKey);
      void message.success(answer.msg);
    } catch {
      // shown by the API client
    } finally {
      setMarking(null);
    }
  };

  const columns: TableColumnsType<ReceivedMessage> = [
    // The type column always reads 流程业务 (docs/messages.md, "The lists and the drawer").
    { key: 'type', title: t('columns.messageType'), width: 110, render: () => <Tag color="blue">{t('business.processLabel')}</Tag> },
    {
      key: 'content',
      title: t('columns.content'),
      render: (_, record) => (
        <BusinessMessageLink record={record}>
          <span className={styles.contentCell} title={record.message_content}>
            {record.title ? <strong>{record.title}：</strong> : null}
            {record.message_content}
          </span>
        </BusinessMessageLink>
      ),
    },
    { key: 'sender', title: t('columns.sender'), width: 120, render: (_, record) => record.publisher_name ?? '-' },
    { key: 'time', title: t('columns.sendTime'), width: 180, render: (_, record) => <span className={styles.nowrap}>{messageTime(record.publish_time, record.create_time)}</span> },
    { key: 'status', title: t('columns.status'), width: 100, render: (_, record) => <ReadStatusTag status={record.read_status} /> },
    {
      key: 'actions',
      title: t('columns.actions'),
      width: 130,
      fixed: 'right',
      render: (_, record) => (
        <Button
          type="link"
          size="small"
          icon={<CheckOutlined />}
          disabled={record.read_status !== 'UNREAD'}
          loading={marking === record.message_key}
          onClick={() => void markHandled(record)}
          data-testid="mark-handled"
        >
          {t('business.markHandled')}
        </Button>
      ),
    },
  ];

  return (
    <InboxList
      kind="BUSINESS"
      testId="business-messages"
      filterName="business-message-filter"
      filters={<>
        <MessageCategoryField kind="BUSINESS" />
        <KeywordField label={t('columns.content')} />
      </>}
      title={t('business.title')}
      columns={columns}
      emptyText={<EmptyReason title={t('business.empty')} reason={t('business.emptyReason')} link={{ href: '/home/workbench/pending', label: t('business.emptyLink') }} />}
    />
  );
}
