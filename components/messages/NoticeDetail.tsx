'use client';

import { Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { RichTextView } from '@/components/rich-text/RichTextView';
import type { Priority } from '@/lib/contract/message-center';
import { AttachmentLinks } from './AttachmentLinks';
import type { MessageRecord, NewsRecord } from './message-api';
import { PriorityTag } from './message-tags';
import { messageTime } from './message-time';
import styles from './messages.module.css';

/** What the read-only notice dialog shows, for a notice or a news item alike. */
export interface NoticeViewData {
  title: string;
  typeName: string | null;
  priority: Priority;
  publisher: string | null;
  time: string;
  content: string;
  attachment: string | null;
}

export function viewOfMessage(message: MessageRecord): NoticeViewData {
  return {
    title: message.title ?? '',
    typeName: message.category_name,
    priority: message.priority,
    publisher: message.publisher_name,
    time: messageTime(message.publish_time, message.create_time),
    content: message.message_content,
    attachment: message.attachment,
  };
}

export function viewOfNews(news: NewsRecord): NoticeViewData {
  return {
    title: news.title,
    typeName: news.category_name,
    priority: news.priority,
    publisher: news.publisher_name,
    time: messageTime(news.publish_date, news.create_time),
    content: news.news_content,
    attachment: news.attachment,
  };
}

export function NoticeDetail({ data }: { data: NoticeViewData }) {
  const t = useTranslations('messageCenter.view');
  return (
    <article className={styles.detail} data-testid="notice-detail">
      <Typography.Title level={3} className={styles.detailTitle}>{data.title}</Typography.Title>
      <div className={styles.detailMeta}>
        {data.typeName ? <span>{t('type')}：{data.typeName}</span> : null}
        <span>{t('priority')}：<PriorityTag priority={data.priority} /></span>
        {data.publisher ? <span>{t('publisher')}：{data.publisher}</span> : null}
        {data.time ? <span>{t('time')}：{data.time}</span> : null}
      </div>
      <RichTextView html={data.content} className={styles.detailBody} testId="notice-content" />
      {data.attachment ? (
        <div className={styles.detailAttachment}>
          <span className={styles.detailLabel}>{t('attachment')}</span>
          <AttachmentLinks value={data.attachment} />
        </div>
      ) : null}
    </article>
  );
}
