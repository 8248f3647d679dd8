'use client';

import { Button, Empty, List, Spin } from 'antd';
import '@/components/providers/theme/antd-list.css';
import { IntentLink } from '@/components/widgets/IntentLink';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useSession } from '@/lib/client/session-state';
import { NEWS_PANEL_PAGE_SIZE } from '@/lib/contract/message-center-values';
import { BusinessMessageLink } from '../BusinessMessageLink';
import { markRead, useInbox, type ReceivedMessage } from '../message-api';
import { ReadStatusTag } from '../message-tags';
import { messageTime } from '../message-time';
import styles from '../messages.module.css';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/** The drawer's business tab: the latest business messages, each markable as handled. */
export function BusinessPanel({ onNavigate }: { onNavigate: () => void }) {
  const t = useTranslations('messageCenter');
  const { message } = useFeedback();
  const { userKey } = useSession();
  const [marking, setMarking] = useState<string | null>(null);
  const { data, isLoading } = useInbox(userKey ? { message_type: 'BUSINESS', ref_key: userKey, pageNo: 1, pageSize: NEWS_PANEL_PAGE_SIZE } : null);

  const handle = async (record: ReceivedMessage) => {
    if (!userKey) return;
    setMarking(record.message_key);
    try {
      void message.success((await markRead(record.message_key, userKey)).msg);
    } catch {
      // shown by the API client
    } finally {
      setMarking(null);
    }
  };

  if (isLoading && !data) return <Spin className={styles.drawerEmpty} />;
  if (!data || data.records.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('business.empty')} className={styles.drawerEmpty} />;
  return (
    <div data-testid="drawer-business">
      <List<ReceivedMessage>
        className={styles.drawerList}
        dataSource={data.records}
        rowKey="message_key"
        renderItem={(record) => (
          <List.Item
            extra={
              record.read_status === 'UNREAD' ? (
                <Button size="small" type="link" loading={marking === record.message_key} onClick={() => void handle(record)}>
                  {t('business.markHandled')}
                </Button>
              ) : null
            }
          >
            <div className={styles.drawerItem}>
              <span className={styles.drawerItemTitle}>
                <ReadStatusTag status={record.read_status} />
                <BusinessMessageLink record={record} onNavigate={onNavigate}>
                  <span className={styles.contentCell}>{record.title ? `${record.title}：` : ''}{record.message_content}</span>
                </BusinessMessageLink>
              </span>
              <span className={styles.drawerItemMeta}>{record.publisher_name ?? ''} · {messageTime(record.publish_time, record.create_time)}</span>
            </div>
          </List.Item>
        )}
      />
      <div className={styles.drawerMore}>
        <IntentLink href="/message/business" onClick={onNavigate}>{t('drawer.all')}</IntentLink>
      </div>
    </div>
  );
}
