'use client';

import { DeleteOutlined } from '@ant-design/icons';
import { Button, Empty, Popconfirm, Spin, Switch, Tooltip, Typography } from 'antd';
import '@/components/providers/theme/antd-switch.css';
import { useTranslations } from 'next-intl';
import type { SavedQuery } from '@/lib/contract/saved-queries';
import styles from './advanced-query.module.css';

interface SavedQueryPanelProps {
  list: readonly SavedQuery[];
  loading: boolean;
  onUse: (query: SavedQuery) => void;
  onShare: (query: SavedQuery, shared: boolean) => void;
  onRemove: (query: SavedQuery) => void;
}

function SavedItem({ query, onUse, onShare, onRemove }: { query: SavedQuery } & Omit<SavedQueryPanelProps, 'list' | 'loading'>) {
  const t = useTranslations('advancedQuery');
  return (
    <li className={styles.savedItem} data-testid="aq-saved-item" data-name={query.name}>
      <Tooltip title={t('loadSaved')} placement="left">
        <button type="button" className={styles.savedName} onClick={() => onUse(query)} data-testid="aq-saved-use">
          <Typography.Text ellipsis>{query.name}</Typography.Text>
          {query.mine ? null : <span className={styles.savedOwner}>{t('sharedBy', { name: query.owner_name ?? query.owner_key })}</span>}
        </button>
      </Tooltip>
      {query.mine ? (
        <span className={styles.savedActions}>
          <Tooltip title={t('shareToggle')}>
            <Switch
              size="small"
              checked={query.shared}
              onChange={(next) => onShare(query, next)}
              aria-label={`${t('shareToggle')}：${query.name}`}
              data-testid="aq-saved-share"
            />
          </Tooltip>
          <Popconfirm
            title={t('deleteConfirm', { name: query.name })}
            okText={t('ok')}
            cancelText={t('cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => onRemove(query)}
          >
            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`${t('deleteSaved')}：${query.name}`} data-testid="aq-saved-delete" />
          </Popconfirm>
        </span>
      ) : null}
    </li>
  );
}

/** The saved list beside the conditions: the user's own (share toggle, delete) and those colleagues shared. */
export function SavedQueryPanel({ list, loading, ...actions }: SavedQueryPanelProps) {
  const t = useTranslations('advancedQuery');
  const mine = list.filter((q) => q.mine);
  const shared = list.filter((q) => !q.mine);
  const section = (title: string, items: SavedQuery[], empty: string, testId: string) => (
    <section className={styles.savedSection} data-testid={testId}>
      <Typography.Text strong className={styles.savedTitle}>
        {title}
      </Typography.Text>
      {items.length ? (
        <ul className={styles.savedList}>
          {items.map((query) => (
            <SavedItem key={query.query_key} query={query} {...actions} />
          ))}
        </ul>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} className={styles.savedEmpty} />
      )}
    </section>
  );
  return (
    <aside className={styles.saved} aria-label={t('savedList')} data-testid="aq-saved">
      <Spin spinning={loading && list.length === 0}>
        {section(t('mine'), mine, t('noSaved'), 'aq-saved-mine')}
        {section(t('sharedWithMe'), shared, t('noShared'), 'aq-saved-shared')}
      </Spin>
    </aside>
  );
}
