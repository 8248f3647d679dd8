'use client';

import { Empty, List, Spin, Typography } from 'antd';
import '@/components/providers/theme/antd-list.css';
import { IntentLink } from '@/components/widgets/IntentLink';
import { useTranslations } from 'next-intl';
import { useSession } from '@/lib/client/session-state';
import { NEWS_PANEL_PAGE_SIZE } from '@/lib/contract/message-center-values';
import { useInbox, type ReceivedMessage } from '../message-api';
import { messageTime } from '../message-time';
import { NoticeModal } from '../NoticeModal';
import { useOpenReceived } from '../use-open-received';
import styles from '../messages.module.css';

/** The drawer's administrative tab: the latest notices received; opening one reads it. */
export function AdministrationPanel({ onNavigate }: { onNavigate: () => void }) {
  const t = useTranslations('messageCenter');
  const { userKey } = useSession();
  const { data, isLoading } = useInbox(userKey ? { message_type: 'ADMINISTRATION', ref_key: userKey, pageNo: 1, pageSize: NEWS_PANEL_PAGE_SIZE } : null);
  const { viewing, open, close } = useOpenReceived();

  if (isLoading && !data) return <Spin className={styles.drawerEmpty} />;
  return (
    <div data-testid="drawer-administration">
      {!data || data.records.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('administration.empty')} className={styles.drawerEmpty} />
      ) : (
        <>
          <List<ReceivedMessage>
            className={styles.drawerList}
            dataSource={data.records}
            rowKey="message_key"
            renderItem={(record) => (
              <List.Item>
                <div className={styles.drawerItem}>
                  <span className={styles.drawerItemTitle}>
                    {record.read_status === 'UNREAD' ? <span className={styles.unreadDot} aria-label={t('readStatus.UNREAD')} /> : null}
                    <Typography.Link onClick={() => open(record)} data-testid="drawer-notice">{record.title}</Typography.Link>
                  </span>
                  <span className={styles.drawerItemMeta}>
                    {[record.category_name, record.publisher_name, messageTime(record.publish_time, record.create_time)].filter(Boolean).join(' · ')}
                  </span>
                </div>
              </List.Item>
            )}
          />
          <div className={styles.drawerMore}>
            <IntentLink href="/message/administration" onClick={onNavigate}>{t('drawer.all')}</IntentLink>
          </div>
        </>
      )}
      <NoticeModal state={viewing} onClose={close} />
    </div>
  );
}
