'use client';

import { EmptyReason } from '@/components/widgets/EmptyReason';
import { OpenLink } from '@/components/widgets/OpenLink';
import { EyeOutlined } from '@ant-design/icons';
import { Button, type TableColumnsType } from 'antd';
import { useTranslations } from 'next-intl';
import { KeywordField, MessageCategoryField } from './filter-fields';
import type { ReceivedMessage } from './message-api';
import { InboxList } from './InboxList';
import { PriorityTag, PublishStatusTag, ReadStatusTag } from './message-tags';
import { messageTime } from './message-time';
import { NoticeModal } from './NoticeModal';
import { useOpenReceived } from './use-open-received';
import styles from './messages.module.css';

/**
 * Administrative messages: the notices the caller received, published ones only
 * (status PUBLISHED, ref_key = the caller). 'View' opens the read-only notice dialog and the
 * notice counts as read.
 */
export function AdministrationMessageList() {
  const t = useTranslations('messageCenter');
  const { viewing, open, close } = useOpenReceived();

  const columns: TableColumnsType<ReceivedMessage> = [
    {
      key: 'title',
      title: t('columns.title'),
      render: (_, record) => (
        <span className={styles.titleCell}>
          {record.read_status === 'UNREAD' ? <span className={styles.unreadDot} aria-hidden /> : null}
          <OpenLink onOpen={() => open(record)} className={styles.contentCell}>{record.title}</OpenLink>
        </span>
      ),
    },
    { key: 'type', title: t('columns.messageType'), width: 110, render: (_, record) => record.category_name ?? '-' },
    { key: 'publisher', title: t('columns.publisher'), width: 120, render: (_, record) => record.publisher_name ?? '-' },
    { key: 'status', title: t('columns.publishStatus'), width: 100, render: (_, record) => <PublishStatusTag status={record.status} /> },
    { key: 'time', title: t('columns.publishTime'), width: 180, render: (_, record) => <span className={styles.nowrap}>{messageTime(record.publish_time, record.create_time)}</span> },
    { key: 'priority', title: t('columns.priority'), width: 100, render: (_, record) => <PriorityTag priority={record.priority} /> },
    { key: 'read', title: t('columns.readStatus'), width: 100, render: (_, record) => <ReadStatusTag status={record.read_status} /> },
    {
      key: 'actions',
      title: t('columns.actions'),
      width: 90,
      fixed: 'right',
      render: (_, record) => (
        <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => open(record)} data-testid="message-view">
          {t('actions.view')}
        </Button>
      ),
    },
  ];

  return (
    <InboxList
      kind="ADMINISTRATION"
      testId="administration-messages"
      filterName="administration-message-filter"
      filters={<>
        <MessageCategoryField kind="ADMINISTRATION" />
        <KeywordField />
      </>}
      title={t('administration.title')}
      columns={columns}
      emptyText={<EmptyReason title={t('administration.empty')} reason={t('administration.emptyReason')} />}
    >
      <NoticeModal state={viewing} onClose={close} />
    </InboxList>
  );
}
