'use client';

import { Tag } from 'antd';
import { useTranslations } from 'next-intl';
import type { Priority, PublishStatus, ReadStatus } from '@/lib/contract/message-center';

const STATUS_COLOR: Record<PublishStatus, string> = { DRAFT: 'default', PUBLISHED: 'green', RETRACT: 'red' };
const PRIORITY_COLOR: Record<Priority, string> = { HIGHT: 'red', NORMAL: 'blue', LOW: 'default' };

/** DRAFT 待发布, PUBLISHED 已发布, RETRACT 已撤回. */
export function PublishStatusTag({ status }: { status: PublishStatus }) {
  const t = useTranslations('messageCenter.status');
  return <Tag color={STATUS_COLOR[status] ?? 'default'} data-testid="publish-status">{t(status)}</Tag>;
}

export function PriorityTag({ priority }: { priority: Priority }) {
  const t = useTranslations('messageCenter.priority');
  return <Tag color={PRIORITY_COLOR[priority] ?? 'default'}>{t(priority)}</Tag>;
}

/** UNREAD an orange 'pending' tag, READED a green 'handled' one (docs/messages.md, "The lists and the drawer"). */
export function ReadStatusTag({ status }: { status: ReadStatus }) {
  const t = useTranslations('messageCenter.readStatus');
  return <Tag color={status === 'UNREAD' ? 'orange' : 'green'} data-testid="read-status">{t(status)}</Tag>;
}
