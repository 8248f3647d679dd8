'use client';

import { ReloadOutlined } from '@ant-design/icons';
import { Button, Select, Space, Table, Tag, Tooltip } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import { call, callAnswer } from '@/lib/client/call';
import { formatBusinessTime } from '@/lib/client/business-time';
import {
  NOTIFY_CHANNELS, NOTIFY_EVENTS, OUTBOX_STATUSES, type NotifyChannel, type NotifyEvent, type OutboxRow, type OutboxStatus,
} from '@/lib/contract/notifications';
import { notifyCalls } from '@/lib/contract/notification-calls';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import styles from './notifications.module.css';

const STATUS_COLOURS: Record<OutboxStatus, string> = { waiting: 'processing', sent: 'success', failed: 'warning', gave_up: 'error' };
const retryable = (row: OutboxRow) => row.status === 'failed' || row.status === 'gave_up';

/** 发送记录: every queued message, filterable, with 重试 for failed and given-up ones and the counts by status. */
export function OutboxTable() {
  const t = useTranslations('notifications');
  const { message } = useFeedback();
  const [status, setStatus] = useState<OutboxStatus | undefined>();
  const [channel, setChannel] = useState<NotifyChannel | undefined>();
  const [event, setEvent] = useState<NotifyEvent | undefined>();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [retrying, setRetrying] = useState(false);
  const query = { status, channel, event, pageNo: page, pageSize: 20 };
  const { data, isLoading, mutate } = useSWR([notifyCalls.outbox.path, JSON.stringify(query)], () => call(notifyCalls.outbox, query), { keepPreviousData: true, revalidateOnFocus: false });

  const retry = async (keys: string[]) => {
    setRetrying(true);
    try {
      const answer = await callAnswer(notifyCalls.retry, { keys });
      if (answer.msg) void message.success(answer.msg);
      setSelected([]);
      await mutate();
    } catch {
      // Said by the API client.
    } finally {
      setRetrying(false);
    }
  };

  const filter = <T extends string>(value: T | undefined, set: (v: T | undefined) => void) => (next: T | undefined) => {
    set(next);
    setPage(1);
    setSelected([]);
    return value;
  };

  return (
    <div data-testid="notify-outbox">
      <div className={styles.counts} data-testid="notify-outbox-counts">
        {OUTBOX_STATUSES.map((s) => <Tag key={s} color={STATUS_COLOURS[s]}>{t('outbox.count', { label: t(`statuses.${s}`), n: data?.counts[s] ?? 0 })}</Tag>)}
      </div>
      <div className={styles.filters}>
        <Select allowClear placeholder={t('outbox.allStatuses')} value={status} onChange={filter(status, setStatus)} options={OUTBOX_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))} className={styles.filter} data-testid="notify-filter-status" />
        <Select allowClear placeholder={t('outbox.allChannels')} value={channel} onChange={filter(channel, setChannel)} options={NOTIFY_CHANNELS.map((c) => ({ value: c, label: t(`channels.${c}`) }))} className={styles.filter} />
        <Select allowClear placeholder={t('outbox.allEvents')} value={event} onChange={filter(event, setEvent)} options={NOTIFY_EVENTS.map((e) => ({ value: e, label: t(`events.${e}`) }))} className={styles.filter} />
        <Space className={styles.filterActions}>
          <Button icon={<ReloadOutlined />} onClick={() => void mutate()}>{t('actions.refresh')}</Button>
          <Button type="primary" disabled={selected.length === 0} loading={retrying} onClick={() => void retry(selected)} data-testid="notify-retry-selected">{t('actions.retrySelected')}</Button>
        </Space>
      </div>
      <Table<OutboxRow>
        size="small"
        rowKey="outbox_key"
        loading={isLoading}
        dataSource={data?.records ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('outbox.empty') }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]), getCheckboxProps: (row) => ({ disabled: !retryable(row) }) }}
        pagination={{ current: page, pageSize: 20, total: data?.total ?? 0, showSizeChanger: false, onChange: setPage, hideOnSinglePage: true }}
        columns={[
          { key: 'time', title: t('outbox.time'), render: (_v, row) => formatBusinessTime(row.create_time), width: 170 },
          { key: 'user', title: t('outbox.user'), render: (_v, row) => row.realname ?? row.user_key },
          { key: 'channel', title: t('outbox.channel'), render: (_v, row) => t(`channels.${row.channel}`) },
          { key: 'event', title: t('outbox.event'), render: (_v, row) => t(`events.${row.event}`) },
          { key: 'title', title: t('outbox.title'), dataIndex: 'title', ellipsis: true, width: 220 },
          { key: 'status', title: t('outbox.status'), render: (_v, row) => <Tag color={STATUS_COLOURS[row.status]} data-testid={`notify-status-${row.outbox_key}`}>{t(`statuses.${row.status}`)}</Tag> },
          { key: 'attempts', title: t('outbox.attempts'), dataIndex: 'attempts', align: 'right' },
          { key: 'next', title: t('outbox.nextAttempt'), render: (_v, row) => (row.status === 'waiting' || row.status === 'failed' ? formatBusinessTime(row.next_attempt_at) : '') },
          { key: 'sent', title: t('outbox.sentTime'), render: (_v, row) => formatBusinessTime(row.sent_time) },
          {
            key: 'error', title: t('outbox.lastError'), width: 260,
            render: (_v, row) => (row.last_error ? <Tooltip title={row.last_error}><span className={styles.error}>{row.last_error}</span></Tooltip> : null),
          },
          {
            key: 'actions', title: '', fixed: 'right', width: 72,
            render: (_v, row) => (retryable(row) ? <Button size="small" type="link" disabled={retrying} onClick={() => void retry([row.outbox_key])} data-testid={`notify-retry-${row.outbox_key}`}>{t('actions.retry')}</Button> : null),
          },
        ]}
      />
    </div>
  );
}
