'use client';

import { ArrowLeftOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Result, Skeleton, Space, Tabs, Typography } from 'antd';
import '@/components/providers/theme/antd-tabs.css';
import '@/components/providers/theme/antd-result.css';
import { IntentLink } from '@/components/widgets/IntentLink';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import useSWR, { mutate as mutateGlobal } from 'swr';
import { usePhone } from '@/components/providers/phone-hint';
import { isApiError } from '@/lib/client/api-error';
import { ResultCode } from '@/lib/contract/envelope';
import { ENTITIES, entityByName } from '@/lib/entities';
import { childTabsOf, childTabValues, type ChildTab } from '@/lib/entity/features/family/family';
import { readOnlyReason } from '@/lib/entity/features/read-only/read-only';
import type { EntityDef } from '@/lib/entity/types';
import { entityListPath } from '@/lib/navigation/page-directory';
import frame from '@/components/shell/page-frame.module.css';
import { usePageTitle } from '@/components/shell/page-title';
import { useEntityActions } from '../plug-ins';
import { DeclaredRowActions } from '../declared-actions/DeclaredRowActions';
import { showDeleteFailure } from '../delete-feedback';
import { deleteRecord, historySwrKey, loadRecord, recordSwrKey } from '../entity-api';
import { useEntityRights } from '../entity-rights';
import { EntityListPage } from '../EntityListPage';
import { kindOf, type EntityRecord } from '../fields';
import { textOf } from '../fields/shared';
import { RecordFields } from '../RecordFields';
import { refreshChildCounts, useChildCounts } from './child-counts-api';
import type { RecordSlotProps } from '../features/ui-feature';
import { UI_FEATURES } from '../features/ui-features';
import { TabTitle } from '../features/tab-groups/TabTitle';
import { useTabGroups } from '../features/tab-groups/use-tab-groups';
import styles from './record-page.module.css';
import { useTabOverflowButtonQuiet } from '@/components/widgets/tabs/use-tab-overflow-button-quiet';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import { closeIfShown } from '@/lib/client/close-if-shown';
import { ActionSheet } from '@/components/widgets/action-sheet/ActionSheet';
import { ShapedEntity } from '../custom-fields/record-shape';
import { useMovedTo } from './use-moved-to';
import { EntityFormDrawer, preloadEntityForm } from '../form-drawer-loader';
import { reachFor } from '@/components/widgets/reach-for';

/**
 * What a record's page shows only on demand (the edit form, the history tab) loads when first
 * asked for: the page opens with its header and fields, and the form library with its validators
 * stays off the phone until someone edits.
 */
const TabLoading = () => <Skeleton active paragraph={{ rows: 4 }} />;
const AuditTimeline = dynamic(() => import('../AuditTimeline').then((m) => m.AuditTimeline), { ssr: false, loading: TabLoading });

interface RecordPageProps {
  entity: EntityDef;
  recordKey: string;
  /** The list this record was opened from: the way back, and where a deleted record leads. */
  listPath: string;
}

/**
 * One record on a page of its own (any declared entity): a header with its title, status and
 * actions; then its fields, a tab per kind of child record (each the child's own list, fixed to
 * this record, titled with how many records it holds), and its history. An entity declaring tab
 * groups gets a tab per group, holding its children's tabs. What the engine's features add (the
 * approval, the timeline, a merged record's move) fills the slots of ../features/ui-feature.ts.
 */
export function RecordPage({ entity, recordKey, listPath }: RecordPageProps) {
  return <ShapedEntity entity={entity}>{(shaped) => <ShapedRecordPage entity={shaped} recordKey={recordKey} listPath={listPath} />}</ShapedEntity>;
}

/** A record's page as its kind stands, with the fields administrators added to it. */
function ShapedRecordPage({ entity, recordKey, listPath }: RecordPageProps) {
  const t = useTranslations('entityUi');
  const tAll = useTranslations();
  const router = useRouter();
  const { message } = useFeedback();
  const rights = useEntityRights(entity);
  const areaForm = useEntityActions(entity.name).form;
  const RecordForm = areaForm ?? EntityFormDrawer;
  const [tab, setTab] = useState('fields');
  const [editing, setEditing] = useState<number | null>(null);
  const phone = usePhone();
  const { data: record, error, isLoading, mutate } = useSWR<EntityRecord, Error>(recordSwrKey(entity, recordKey), () => loadRecord(entity, recordKey, true), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

  // A record a feature shows elsewhere (a merged record's survivor): the page moves to its address.
  const movedTo = UI_FEATURES.map((feature) => feature.record?.movedTo?.(entity, recordKey, record)).find(Boolean);
  useMovedTo(movedTo);
  const tabsRoot = useTabOverflowButtonQuiet<HTMLElement>();
  // The record's tab is named by the record, not by its kind.
  usePageTitle(record ? textOf(record[entity.titleField]) : null);
  const tabs = childTabsOf(entity, ENTITIES);
  const groupedTabs = useTabGroups(entity, tabs);
  const { data: childCounts } = useChildCounts(entity, recordKey, tabs.length > 0);
  const counts = childCounts?.counts;

  const reload = () => {
    void mutate();
    refreshChildCounts(entity, recordKey);
    void mutateGlobal(historySwrKey(entity, recordKey));
    for (const feature of UI_FEATURES) feature.record?.refresh?.(entity, recordKey);
  };

  const back = (
    <IntentLink href={listPath} className={styles.back} data-testid="record-back">
      <ArrowLeftOutlined aria-hidden /> {t('record.back', { entity: tAll(entity.label) })}
    </IntentLink>
  );

  // A record the page came with is shown while SWR checks it again (it counts as loading meanwhile).
  if ((isLoading && record === undefined) || movedTo) return <div className={frame.page}><Skeleton active paragraph={{ rows: 8 }} /></div>;
  if (error || !record) {
    const code = isApiError(error) ? error.code : null;
    const status = code === ResultCode.forbidden ? '403' : code === ResultCode.notFound ? '404' : 'warning';
    const title = code === ResultCode.forbidden ? t('record.forbidden') : code === ResultCode.notFound ? t('record.notFound') : t('detail.loadFailed');
    return <div className={frame.page}><Result status={status} title={title} subTitle={code === null ? undefined : error?.message} extra={back} data-testid="record-missing" /></div>;
  }

  const statusField = entity.transitions ? entity.fields[entity.transitions.field] : undefined;
  // A committed, approved or archived record is shown as it stands: the server refuses changes anyway.
  const heldBecause = readOnlyReason(entity, record);
  const remove = async () => {
    try {
      const answer = await deleteRecord(entity, recordKey);
      void message.success(answer.msg || tAll('crud.deleted'));
      router.push(listPath);
    } catch (failure) {
      showDeleteFailure(message, failure);
    }
  };

  const childTabKey = (child: ChildTab) => `child:${child.entity}`;
  const childTab = (child: ChildTab, open: boolean) => {
    const childEntity = entityByName(child.entity);
    if (!childEntity) return [];
    const key = childTabKey(child);
    // A child submitted for approval is submitted and checked on its own page (a supplier's purchase), when a menu item gives it one.
    const childPath = childEntity.approval ? entityListPath(childEntity.name) : undefined;
    return [{
      key,
      label: <TabTitle label={tAll(child.label)} count={counts?.[child.entity]} name={child.entity} />,
      children: open ? <EntityListPage entity={childEntity} view={{ kind: 'section', fixed: childTabValues(child, recordKey), entry: readOnlyReason(entity, record, child.entity) ? 'locked' : 'open', onChanged: reload, recordPath: childPath }} /> : null,
    }];
  };
  const childTabs = groupedTabs({ activeTab: tab, counts, childTabKey, childTab })
    ?? tabs.flatMap((child) => childTab(child, tab === childTabKey(child)));

  // The features' parts: each draws nothing for a kind that does not declare it.
  const slot: RecordSlotProps = { entity, record, recordKey, mayChange: rights.update && !heldBecause, onDone: reload };
  const featureTabs = (place: 'leadingTabs' | 'trailingTabs') => UI_FEATURES.flatMap((feature) => feature.record?.[place]?.({ ...slot, activeTab: tab }) ?? []);
  const featureParts = (part: 'badge' | 'actions') => UI_FEATURES.map((feature) => {
    const Part = feature.record?.[part];
    return Part ? <Part key={feature.name} {...slot} /> : null;
  });

  const recordTitle = textOf(record[entity.titleField]) || tAll(entity.label);
  // A phone keeps the record's data in view: its actions wait in a sheet behind one button.
  const actions = (
    <>
      {featureParts('actions')}
      {rights.update && !heldBecause ? (
        <Button type={entity.approval ? 'default' : 'primary'} icon={<EditOutlined />} onClick={() => setEditing(Date.now())} {...reachFor(areaForm ? undefined : () => void preloadEntityForm(entity))} data-testid="record-edit">
          {t('actions.edit')}
        </Button>
      ) : null}
      <DeclaredRowActions entity={entity} record={record} recordKey={recordKey} asButtons onDone={reload} />
      {rights.delete && !heldBecause ? (
        <Popconfirm title={t('confirm.deleteOne')} okText={t('confirm.ok')} cancelText={t('confirm.cancel')} okButtonProps={{ danger: true }} onConfirm={() => void remove()}>
          <Button danger icon={<DeleteOutlined />} data-testid="record-delete" data-keeps-sheet>{t('actions.delete')}</Button>
        </Popconfirm>
      ) : null}
    </>
  );

  return (
    <div className={frame.page} data-testid="record-page" data-entity={entity.name}>
      <section className={`${frame.panel} ${styles.header}`}>
        {back}
        <div className={styles.titleRow}>
          <Space align="center" wrap>
            <Typography.Title level={1} className={styles.title} data-testid="record-title">
              {recordTitle}
            </Typography.Title>
            {statusField && statusField.type === 'dict' ? (
              <span data-testid="record-status">{kindOf(statusField).cell(record[entity.transitions!.field], record, statusField)}</span>
            ) : null}
            {featureParts('badge')}
          </Space>
          {phone ? (
            <ActionSheet title={recordTitle} label={t('list.operations')} text={t('list.operations')} testId="record-actions">
              {actions}
            </ActionSheet>
          ) : (
            <Space wrap>{actions}</Space>
          )}
        </div>
      </section>
      <section className={frame.panel} ref={tabsRoot}>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'fields', label: t('detail.fields'), children: <RecordFields entity={entity} record={record} titled={false} /> },
            ...featureTabs('leadingTabs'),
            ...childTabs,
            ...featureTabs('trailingTabs'),
            { key: 'history', label: t('detail.history'), children: tab === 'history' ? <AuditTimeline entity={entity} recordKey={recordKey} /> : null },
          ]}
        />
      </section>
      {editing ? (
        <RecordForm key={editing} entity={entity} recordKey={recordKey} onSaved={reload} onClosed={closeIfShown(setEditing, editing)} />
      ) : null}
    </div>
  );
}
