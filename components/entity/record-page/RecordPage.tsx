'use client';

import { ArrowLeftOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Result, Skeleton, Space, Tabs, Typography } from 'antd';
import '@/components/providers/theme/antd-tabs.css';
import '@/components/providers/theme/antd-result.css';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import useSWR, { mutate as mutateGlobal } from 'swr';
import { usePhone } from '@/components/providers/phone-hint';
import { isApiError } from '@/lib/client/api-error';
import { ResultCode } from '@/lib/contract/envelope';
import { ENTITIES, entityByName } from '@/lib/entities';
import { childTabsOf, childTabValues, takesFollowUps, timelineTabsOf, type ChildTab } from '@/lib/entity/features/family/family';
import { approvedWithoutProcess } from '@/lib/entity/features/approval/approval';
import { readOnlyReason } from '@/lib/entity/features/read-only/read-only';
import type { EntityDef } from '@/lib/entity/types';
import { entityListPath } from '@/lib/navigation/page-directory';
import frame from '@/components/shell/page-frame.module.css';
import { usePageTitle } from '@/components/shell/page-title';
import { useEntityActions, usePlugInViews } from '../plug-ins';
import { DeclaredRowActions } from '../declared-actions/DeclaredRowActions';
import { showDeleteFailure } from '../delete-feedback';
import { useMergedRedirect } from '../features/merge/use-merged-redirect';
import { deleteRecord, historySwrKey, loadRecord, recordSwrKey, timelineSwrKey } from '../entity-api';
import { useEntityRights } from '../entity-rights';
import { EntityListPage } from '../EntityListPage';
import { kindOf, type EntityRecord } from '../fields';
import { textOf } from '../fields/shared';
import { RecordFields } from '../RecordFields';
import { refreshChildCounts, useChildCounts } from './child-counts-api';
import { CurrentApprovers } from '../features/approval/CurrentApprovers';
import { refreshRecordApproval, useRecordApproval } from '../features/approval/record-approval-api';
import { RecordApprovalActions } from '../features/approval/RecordApprovalActions';
import { TabTitle } from '../features/tab-groups/TabTitle';
import { useTabGroups } from '../features/tab-groups/use-tab-groups';
import styles from './record-page.module.css';
import { useTabOverflowButtonQuiet } from '@/components/widgets/tabs/use-tab-overflow-button-quiet';
import { useFeedback } from '@/components/providers/feedback/feedback-context';
import { closeIfShown } from '@/lib/client/close-if-shown';
import { ActionSheet } from '@/components/widgets/action-sheet/ActionSheet';
import { ShapedEntity } from '../custom-fields/record-shape';
import { TimelineWriteButton } from './TimelineWriteButton';
import { loadEntityFormDrawer } from '../form-drawer-loader';

/**
 * What a record's page shows only on demand (the edit form, the timeline and history tabs) loads
 * when first asked for: the page opens with its header and fields, and the form library with its
 * validators stays off the phone until someone edits.
 */
const TabLoading = () => <Skeleton active paragraph={{ rows: 4 }} />;
const EntityFormDrawer = dynamic(loadEntityFormDrawer, { ssr: false });
const AuditTimeline = dynamic(() => import('../AuditTimeline').then((m) => m.AuditTimeline), { ssr: false, loading: TabLoading });
const RecordTimeline = dynamic(() => import('./RecordTimeline').then((m) => m.RecordTimeline), { ssr: false, loading: TabLoading });
const TimelineWriteForm = dynamic(() => import('./TimelineWriteForm').then((m) => m.TimelineWriteForm), { ssr: false });

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
 * groups gets a tab per group, holding its children's tabs.
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
  const RecordForm = useEntityActions(entity.name).form ?? EntityFormDrawer;
  const { approvalHistory: ApprovalHistory } = usePlugInViews();
  const [tab, setTab] = useState('fields');
  const [editing, setEditing] = useState<number | null>(null);
  // 写跟进 in the header: the first kind the timeline shows, written without opening the tab.
  const [writing, setWriting] = useState<number | null>(null);
  const phone = usePhone();
  const { data: record, error, isLoading, mutate } = useSWR<EntityRecord, Error>(recordSwrKey(entity, recordKey), () => loadRecord(entity, recordKey, true), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });

  // A merged record's address answers the survivor: the page moves to its address.
  const merged = useMergedRedirect(entity, recordKey, record);
  const approval = useRecordApproval(entity, recordKey);
  const tabsRoot = useTabOverflowButtonQuiet<HTMLElement>();
  // The record's tab is named by the record, not by its kind.
  usePageTitle(record ? textOf(record[entity.titleField]) : null);
  const tabs = childTabsOf(entity, ENTITIES);
  const groupedTabs = useTabGroups(entity, tabs);
  const { data: childCounts } = useChildCounts(entity, recordKey, tabs.length > 0);
  const counts = childCounts?.counts;

  const reload = () => {
    void mutate();
    refreshRecordApproval(entity, recordKey);
    refreshChildCounts(entity, recordKey);
    void mutateGlobal(historySwrKey(entity, recordKey));
    void mutateGlobal(timelineSwrKey(entity, recordKey));
  };

  const back = (
    <Link href={listPath} className={styles.back} data-testid="record-back">
      <ArrowLeftOutlined aria-hidden /> {t('record.back', { entity: tAll(entity.label) })}
    </Link>
  );

  // A record the page came with is shown while SWR checks it again (it counts as loading meanwhile).
  if ((isLoading && record === undefined) || merged) return <div className={frame.page}><Skeleton active paragraph={{ rows: 8 }} /></div>;
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

  // Records with follow-ups (or other children declared for timelines) get their timeline as a tab.
  const approvalTab = entity.approval && ApprovalHistory
    ? [{ key: 'approval', label: <span data-testid="record-approval-tab">{t('approval.tab')}</span>, children: tab === 'approval' ? <ApprovalHistory approval={approval.data} approvedWithoutProcess={approvedWithoutProcess(entity, record)} /> : null }]
    : [];
  const timelineTabs = timelineTabsOf(entity, ENTITIES);
  const timeline = timelineTabs.length > 0
    ? [{ key: 'timeline', label: t('detail.timeline'), children: tab === 'timeline' ? <RecordTimeline entity={entity} recordKey={recordKey} tabs={timelineTabs} writable={takesFollowUps(entity, record)} /> : null }]
    : [];

  const recordTitle = textOf(record[entity.titleField]) || tAll(entity.label);
  // A phone keeps the record's data in view: its actions wait in a sheet behind one button.
  const actions = (
    <>
      <RecordApprovalActions entity={entity} record={record} recordKey={recordKey} approval={approval.data} mayChange={rights.update && !heldBecause} onDone={reload} />
      {timelineTabs[0] && takesFollowUps(entity, record) ? <TimelineWriteButton tab={timelineTabs[0]} primary={false} onClick={() => setWriting(Date.now())} testId="record-write" /> : null}
      {rights.update && !heldBecause ? (
        <Button type={entity.approval ? 'default' : 'primary'} icon={<EditOutlined />} onClick={() => setEditing(Date.now())} data-testid="record-edit">
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
            <CurrentApprovers approval={approval.data} />
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
            ...timeline,
            ...childTabs,
            ...approvalTab,
            { key: 'history', label: t('detail.history'), children: tab === 'history' ? <AuditTimeline entity={entity} recordKey={recordKey} /> : null },
          ]}
        />
      </section>
      {editing ? (
        <RecordForm key={editing} entity={entity} recordKey={recordKey} onSaved={reload} onClosed={closeIfShown(setEditing, editing)} />
      ) : null}
      {writing && timelineTabs[0] ? (
        <TimelineWriteForm key={writing} tab={timelineTabs[0]} recordKey={recordKey} onSaved={reload} onClosed={closeIfShown(setWriting, writing)} />
      ) : null}
    </div>
  );
}
