'use client';

import { type TableColumnType } from 'antd';
import { useTranslations } from 'next-intl';
import { usePhone } from '@/components/providers/phone-hint';
import type { ManagedNotice } from '@/lib/contract/message-center-answers';
import { OpenLink } from '@/components/widgets/OpenLink';
import { PriorityTag, PublishStatusTag } from './message-tags';
import { messageTime } from './message-time';
import { PublishActions, type PublishActionsProps } from './PublishActions';
import styles from './messages.module.css';

/** What notices and news share in their management lists. */
type ManagedItem = Pick<ManagedNotice, 'title' | 'priority' | 'publisher_name' | 'status'>;

interface ManagedColumnsOptions<R> {
  view: (record: R) => void;
  publishedAt: (record: R) => string | null;
  /** What the row's buttons do; state, view and layout come from here. */
  actionsOf: (record: R) => Pick<PublishActionsProps, 'onEdit' | 'publish' | 'retract' | 'remove' | 'editablePublished'>;
  onChanged: () => void;
}

/**
 * The columns notice and news management share; each screen places them among its own, so a
 * change of the common ones (texts, widths, the actions) reaches both lists.
 */
export function useManagedColumns<R extends ManagedItem>({ view, publishedAt, actionsOf, onChanged }: ManagedColumnsOptions<R>) {
  const t = useTranslations('messageCenter');
  const compact = usePhone();
  const column = (c: TableColumnType<R>) => c;
  return {
    title: column({ key: 'title', title: t('columns.title'), render: (_, r) => <OpenLink onOpen={() => view(r)} className={styles.contentCell}>{r.title}</OpenLink> }),
    priority: column({ key: 'priority', title: t('columns.priority'), width: 90, render: (_, r) => <PriorityTag priority={r.priority} /> }),
    publisher: column({ key: 'publisher', title: t('columns.publisher'), width: 110, render: (_, r) => r.publisher_name ?? '-' }),
    status: column({ key: 'status', title: t('columns.publishStatus'), width: 90, render: (_, r) => <PublishStatusTag status={r.status} /> }),
    time: column({
      key: 'time',
      title: t('columns.publishTime'),
      width: 170,
      render: (_, r) => {
        const at = publishedAt(r);
        return <span className={styles.nowrap}>{at ? messageTime(at) : '-'}</span>;
      },
    }),
    actions: column({
      key: 'actions',
      title: t('columns.actions'),
      fixed: 'right',
      // Phones get icon buttons, so the pinned column leaves room for the data.
      width: compact ? 136 : 250,
      render: (_, r) => <PublishActions status={r.status} onView={() => view(r)} compact={compact} onChanged={onChanged} {...actionsOf(r)} />,
    }),
  };
}
