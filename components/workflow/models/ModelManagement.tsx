'use client';

import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Space, Table, Tag, type TableColumnsType } from 'antd';
import { LazySelect } from '@/components/widgets/select/LazySelect';
// The plain input's own module: antd's Input export brings the text area, password, search and OTP too.
import Input from 'antd/es/input/Input';
import { FilterForm } from '@/components/widgets/filter-form/FilterForm';
import { FilterItem } from '@/components/widgets/filter-form/FilterItem';
import { useFilterForm } from '@/components/widgets/filter-form/filter-form-context';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { formatBusinessTime } from '@/lib/client/business-time';
import { useState } from 'react';
import { useOpenedOnce } from '@/lib/client/use-opened-once';
import { MODEL_STATUSES } from '@/lib/contract/workflow-values';
import { ApproverAttention } from './ApproverAttention';
import { deployModel, refreshModels, suspendModel, useModels, type ModelFilters, type ModelListRow, type ModelRow } from './model-api';
import styles from './models.module.css';
import { ServiceCallSettings } from './ServiceCallSettings';
import frame from '@/components/shell/page-frame.module.css';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/** A model's versions (and their diagrams) load when first asked for. */
const VersionsModal = dynamic(() => import('./VersionsModal').then((m) => m.VersionsModal), { ssr: false });

const DESIGNER_PATH = '/workflow/designer';
const FORM_DESIGNER_PATH = '/workflow/form-designer';
const SIMPLE_DESIGNER_PATH = '/workflow/simple-designer';
const PAGE_SIZES = [10, 20, 30, 50, 100, 200];
const STATUS_COLORS: Record<ModelRow['status'], string> = { DRAFT: 'default', DEPLOYED: 'green', CHANGED: 'orange' };

/**
 * Process model management (administrators): every model with key, name, version, status and
 * update time (marked 需处理 when approvers of its deployed version have left); new model, design,
 * deploy (a new version), suspend and resume, earlier versions.
 */
export function ModelManagement() {
  const t = useTranslations('designer.models');
  const { message, modal } = useFeedback();
  const [filters, setFilters] = useState<ModelFilters>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const [versionsOf, setVersionsOf] = useState<ModelRow | null>(null);
  const versionsOpened = useOpenedOnce(versionsOf !== null);
  const { data, isValidating } = useModels({ ...filters, ...paging });

  const deploy = (row: ModelRow) =>
    modal.confirm({
      title: t('deployTitle'),
      content: t('deployConfirm', { name: row.name }),
      onOk: async () => {
        const answer = await deployModel(row.model_key).catch(() => null);
        if (answer) message.success(t('deployed', { version: answer.data.version }));
        await refreshModels();
      },
    });

  const toggleSuspended = async (row: ModelRow) => {
    const answer = await suspendModel(row.model_key, !row.suspended).catch(() => null);
    if (answer) message.success(answer.msg);
    await refreshModels();
  };

  const columns: TableColumnsType<ModelListRow> = [
    { dataIndex: 'process_key', title: t('columns.key'), ellipsis: true, width: 200 },
    { dataIndex: 'name', title: t('columns.name'), ellipsis: true },
    { key: 'version', title: t('columns.version'), width: 90, render: (_, r) => (r.latest_version > 0 ? `v${r.latest_version}` : '-') },
    {
      key: 'status',
      title: t('columns.status'),
      width: 190,
      render: (_, r) => (
        <Space size={4} wrap>
          <Tag color={STATUS_COLORS[r.status]}>{t(`status.${r.status}`)}</Tag>
          {r.suspended ? <Tag color="red">{t('status.SUSPENDED')}</Tag> : null}
          {r.needs_attention ? <ApproverAttention gaps={r.approver_gaps} /> : null}
        </Space>
      ),
    },
    { key: 'update_time', title: t('columns.updateTime'), width: 170, render: (_, r) => formatBusinessTime(r.update_time) },
    {
      key: 'actions',
      title: t('columns.actions'),
      width: 460,
      render: (_, r) => (
        <Space size={0}>
          <Link href={`${DESIGNER_PATH}?key=${encodeURIComponent(r.model_key)}`} data-testid="model-design">
            <Button type="link" size="small">{t('actions.design')}</Button>
          </Link>
          <Link href={`${FORM_DESIGNER_PATH}?key=${encodeURIComponent(r.model_key)}`} data-testid="model-form-design">
            <Button type="link" size="small">{t('actions.formDesign')}</Button>
          </Link>
          <Link href={`${SIMPLE_DESIGNER_PATH}?key=${encodeURIComponent(r.model_key)}`} data-testid="model-simple-design">
            <Button type="link" size="small">{t('actions.simpleDesign')}</Button>
          </Link>
          <Button type="link" size="small" onClick={() => deploy(r)} data-testid="model-deploy">{t('actions.deploy')}</Button>
          {r.latest_version > 0 ? (
            <Button type="link" size="small" onClick={() => void toggleSuspended(r)} data-testid="model-suspend">
              {r.suspended ? t('actions.activate') : t('actions.suspend')}
            </Button>
          ) : null}
          {r.latest_version > 0 ? (
            <Button type="link" size="small" onClick={() => setVersionsOf(r)} data-testid="model-versions">{t('actions.versions')}</Button>
          ) : null}
        </Space>
      ),
    },
  ];

  const search = (values: ModelFilters) => {
    setFilters({ keyword: values.keyword?.trim() || undefined, status: values.status || undefined });
    setPaging((p) => ({ ...p, pageNo: 1 }));
  };

  return (
    <div className={frame.page} data-testid="model-management">
      <div className={frame.panel}>
        <FilterForm<ModelFilters> name="model-filter" onFinish={search} className={styles.filters}>
          <FilterItem name="keyword" label={t('filters.keyword')}>
            <Input allowClear style={{ width: 220 }} placeholder={t('filters.keywordPlaceholder')} />
          </FilterItem>
          <FilterItem name="status" label={t('filters.status')}>
            <LazySelect allowClear style={{ width: 140 }} placeholder={t('filters.allStatuses')} options={MODEL_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
          </FilterItem>
          <Space>
            <Button type="primary" htmlType="submit">{t('filters.search')}</Button>
            <ResetButton label={t('filters.reset')} onReset={() => search({})} />
          </Space>
        </FilterForm>
      </div>
      <div className={frame.panel}>
        <div className={styles.toolbar}>
          <Space>
            <Link href={DESIGNER_PATH} data-testid="model-create">
              <Button type="primary" icon={<PlusOutlined />}>{t('create')}</Button>
          </Link>
            <Link href={SIMPLE_DESIGNER_PATH} data-testid="model-create-simple">
              <Button icon={<PlusOutlined />}>{t('createSimple')}</Button>
          </Link>
            <ServiceCallSettings />
          </Space>
          <Button icon={<ReloadOutlined />} onClick={() => void refreshModels()} aria-label={t('refresh')} />
        </div>
        <Table<ModelListRow>
          rowKey="model_key"
          size="middle"
          loading={isValidating && !data}
          columns={columns}
          dataSource={data?.records ?? []}
          scroll={{ x: 960 }}
          pagination={{
            current: paging.pageNo,
            pageSize: paging.pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            showTotal: (total, [from, to]) => t('total', { from, to, total }),
            onChange: (pageNo, pageSize) => setPaging({ pageNo, pageSize }),
          }}
        />
      </div>
      {versionsOpened ? <VersionsModal model={versionsOf} onClose={() => setVersionsOf(null)} /> : null}
    </div>
  );
}

/** Clears the filters and lists every model again. */
function ResetButton({ label, onReset }: { label: string; onReset: () => void }) {
  const form = useFilterForm();
  return (
    <Button
      onClick={() => {
        form.reset();
        onReset();
      }}
    >
      {label}
    </Button>
  );
}
