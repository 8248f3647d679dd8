'use client';

import { Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { RichTextView } from '@/components/rich-text/RichTextView';
import { AttachmentLinks } from './AttachmentLinks';
import { PriorityTag } from './message-tags';
import type { NoticeViewData } from './notice-view';
import styles from './messages.module.css';

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
