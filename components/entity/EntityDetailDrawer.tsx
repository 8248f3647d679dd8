'use client';

import { EditOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Grid, Result, Skeleton, Tabs, type DescriptionsProps } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import { entityByName } from '@/lib/entities';
import type { EntityDef } from '@/lib/entity/types';
import { AuditTimeline } from './AuditTimeline';
import { loadRecord, recordSwrKey } from './entity-api';
import { EntityListPage } from './EntityListPage';
import { type EntityRecord, kindOf } from './fields';
import { formatMoment } from './fields/date-values';
import { EMPTY_MARK, textOf } from './fields/shared';
import { useUserNames } from './fields/directory';
import styles from './entity-ui.module.css';

const DRAWER_WIDTH = 720;
/** Room for a child list's columns. */
const WIDE_DRAWER_WIDTH = 960;

function UserName({ userKey }: { userKey: unknown }) {
  const { data } = useUserNames();
  if (typeof userKey !== 'string' || !userKey) return <>{EMPTY_MARK}</>;
  return <>{data?.get(userKey) ?? userKey}</>;
}

function RecordFields({ entity, record }: { entity: EntityDef; record: EntityRecord }) {
  const t = useTranslations('entityUi.detail');
  const tAll = useTranslations();
  const items: DescriptionsProps['items'] = Object.entries(entity.fields)
    .filter(([, field]) => field.detail !== false && !field.hidden)
    .map(([name, field]) => ({
      key: name,
      label: tAll(field.label),
      children: kindOf(field).detail(record[field.loadFrom ?? name], record, field),
      span: field.form !== false && field.form?.span === 2 ? { xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 } : 1,
    }));
  items.push(
    { key: 'create_by', label: t('createBy'), children: <UserName userKey={record.create_by} /> },
    { key: 'create_time', label: t('createTime'), children: formatMoment(record.create_time, 'datetime') || EMPTY_MARK },
    { key: 'update_by', label: t('updateBy'), children: <UserName userKey={record.update_by} /> },
    { key: 'update_time', label: t('updateTime'), children: formatMoment(record.update_time, 'datetime') || EMPTY_MARK },
  );
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
      title={textOf(record[entity.titleField]) || undefined}
      items={items}
      className={styles.detailTable}
      classNames={{ label: styles.detailLabel, content: styles.detailContent }}
      data-testid="entity-detail-fields"
    />
  );
}

interface EntityDetailDrawerProps {
  entity: EntityDef;
  recordKey: string;
  canEdit: boolean;
  onEdit: (key: string) => void;
  onClosed: () => void;
}

/** One record from the declaration's detail fields, and its history. */
export function EntityDetailDrawer({ entity, recordKey, canEdit, onEdit, onClosed }: EntityDetailDrawerProps) {
  const t = useTranslations('entityUi');
  const tAll = useTranslations();
  const screens = Grid.useBreakpoint();
  const [open, setOpen] = useState(true);
  const [tab, setTab] = useState('fields');
  const { data: record, error, isLoading } = useSWR(recordSwrKey(entity, recordKey), () => loadRecord(entity, recordKey), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

  // Child records (a dictionary's items): each a tab listing only this record's, mounted when opened.
  const children = (entity.children ?? []).flatMap((child) => {
    const childEntity = entityByName(child.entity);
    if (!childEntity) return [];
    const key = `child:${child.entity}`;
    return [{
      key,
      label: tAll(child.label),
      children: tab === key ? <EntityListPage entity={childEntity} fixed={{ [child.foreignKey]: recordKey }} /> : null,
    }];
  });

  let fields;
  if (isLoading) fields = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (error || !record) fields = <Result status="warning" title={t('detail.loadFailed')} subTitle={error?.message} />;
  else fields = <RecordFields entity={entity} record={record} />;

  return (
    <Drawer
      open={open}
      onClose={() => setOpen(false)}
      afterOpenChange={(visible) => {
        if (!visible) onClosed();
      }}
      size={screens.md !== false ? (children.length > 0 ? WIDE_DRAWER_WIDTH : DRAWER_WIDTH) : '100%'}
      title={t('detail.title', { entity: tAll(entity.label) })}
      extra={
        canEdit && record ? (
          <Button icon={<EditOutlined />} onClick={() => onEdit(recordKey)}>
            {t('actions.edit')}
          </Button>
        ) : null
      }
    >
      <div data-testid="entity-detail">
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'fields', label: t('detail.fields'), children: fields },
            ...children,
            // Mounted only when opened: the history is a separate call.
            { key: 'history', label: t('detail.history'), children: tab === 'history' ? <AuditTimeline entity={entity} recordKey={recordKey} /> : null },
          ]}
        />
      </div>
    </Drawer>
  );
}
