'use client';

import { EditOutlined } from '@ant-design/icons';
import { Button, Drawer, Grid, Result, Skeleton, Tabs } from 'antd';
import '@/components/providers/theme/antd-tabs.css';
import '@/components/providers/theme/antd-result.css';
import '@/components/providers/theme/antd-drawer.css';
import { useTranslations } from 'next-intl';
import { useState, type ComponentType } from 'react';
import useSWR from 'swr';
import { ENTITIES, entityByName } from '@/lib/entities';
import { childTabsOf, childTabValues } from '@/lib/entity/features/family/family';
import type { EntityDef } from '@/lib/entity/types';
import { AuditTimeline } from './AuditTimeline';
import { RecordFields } from './RecordFields';
import type { EntityRecord } from './fields';
import { loadRecord, recordSwrKey } from './entity-api';

const DRAWER_WIDTH = 720;
/** Room for a child list's columns. */
const WIDE_DRAWER_WIDTH = 960;

interface EntityDetailDrawerProps {
  entity: EntityDef;
  recordKey: string;
  canEdit: boolean;
  onEdit: (key: string) => void;
  onClosed: () => void;
  /** How a child tab lists this record's children: the list that opened the drawer (it cannot import that list back). */
  childList: ComponentType<{ entity: EntityDef; fixed: Record<string, string> }>;
}

/** One record from the declaration's detail fields, and its history. */
export function EntityDetailDrawer({ entity, recordKey, canEdit, onEdit, onClosed, childList: ChildList }: EntityDetailDrawerProps) {
  const t = useTranslations('entityUi');
  const tAll = useTranslations();
  const screens = Grid.useBreakpoint();
  const [open, setOpen] = useState(true);
  const [tab, setTab] = useState('fields');
  const { data: record, error, isLoading } = useSWR<EntityRecord, Error>(recordSwrKey(entity, recordKey), () => loadRecord(entity, recordKey), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

  // Child records (a dictionary's items): each a tab listing only this record's, mounted when opened.
  const children = childTabsOf(entity, ENTITIES).flatMap((child) => {
    const childEntity = entityByName(child.entity);
    if (!childEntity) return [];
    const key = `child:${child.entity}`;
    return [{
      key,
      label: tAll(child.label),
      children: tab === key ? <ChildList entity={childEntity} fixed={childTabValues(child, recordKey)} /> : null,
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
