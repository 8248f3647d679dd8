'use client';

import { DownOutlined, PlusOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Space, Table, Tag, type TableColumnsType } from 'antd';
import { LazySelect } from '@/components/widgets/select/LazySelect';
// The plain input's own module: antd's Input export brings the text area, password, search and OTP too.
import Input from 'antd/es/input/Input';
import { FilterForm } from '@/components/widgets/filter-form/FilterForm';
import { FilterItem } from '@/components/widgets/filter-form/FilterItem';
import { useFilterForm } from '@/components/widgets/filter-form/filter-form-context';
import dynamic from 'next/dynamic';
import { IntentLink } from '@/components/widgets/IntentLink';
import { useTranslations } from 'next-intl';
import { formatBusinessTime } from '@/lib/client/business-time';
import { useCallback, useState } from 'react';
import { useRouter } from 'next/navigation';
import { LazyDropdown } from '@/components/widgets/LazyDropdown';
import { useOpenedOnce } from '@/lib/client/use-opened-once';
import { MODEL_STATUSES } from '@/lib/contract/workflow-values';
import { ApproverAttention } from './ApproverAttention';
import { deployModel, refreshModels, suspendModel, useModels, type ModelFilters, type ModelListRow, type ModelRow } from './model-api';
import styles from './models.module.css';
import { ServiceCallSettings } from './ServiceCallSettings';
import frame from '@/components/shell/page-frame.module.css';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

/** The settings dialog loads when first opened. */
const ModelSettingsDialog = dynamic(() => import('./ModelSettingsDialog').then((m) => m.ModelSettingsDialog), { ssr: false });
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
 * deploy (a new version), settings (模型设置); under 更多 the form and simple designers, suspend and
 * resume, earlier versions.
 */
export function ModelManagement() {
  const t = useTranslations('designer.models');
  const { message, modal } = useFeedback();
  const [filters, setFilters] = useState<ModelFilters>({});
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 10 });
  const [versionsOf, setVersionsOf] = useState<ModelRow | null>(null);
  const versionsOpened = useOpenedOnce(versionsOf !== null);
  const router = useRouter();
  /** The model whose settings are open: a key, '' for a new model, null when closed. */
  const [settingsOf, setSettingsOf] = useState<string | null>(null);
  const settingsOpened = useOpenedOnce(settingsOf !== null);
  const closeSettings = useCallback((saved?: { name: string }) => {
    if (saved) message.success(t('settings.saved'));
    setSettingsOf(null);
  }, [message, t]);
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
    { dataIndex: 'process_key', title: t('columns.key'), ellipsis: true, width: 180, responsive: ['md'] },
    { dataIndex: 'name', title: t('columns.name'), ellipsis: true, width: 200 },
    { key: 'version', title: t('columns.version'), width: 80, responsive: ['sm'], render: (_, r) => (r.latest_version > 0 ? `v${r.latest_version}` : '-') },
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
    { key: 'update_time', title: t('columns.updateTime'), width: 170, responsive: ['lg'], render: (_, r) => formatBusinessTime(r.update_time) },
    {
      key: 'actions',
      title: t('columns.actions'),
      width: 250,
      fixed: 'right',
      render: (_, r) => (
        <Space size={0}>
          <IntentLink href={`${DESIGNER_PATH}?key=${encodeURIComponent(r.model_key)}`} data-testid="model-design">
            <Button type="link" size="small">{t('actions.design')}</Button>
          </IntentLink>
          <Button type="link" size="small" onClick={() => deploy(r)} data-testid="model-deploy">{t('actions.deploy')}</Button>
          <Button type="link" size="small" onClick={() => setSettingsOf(r.model_key)} data-testid="model-settings-open">{t('settings.open')}</Button>
          <LazyDropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'form', label: <span data-testid="model-form-design">{t('actions.formDesign')}</span> },
                { key: 'simple', label: <span data-testid="model-simple-design">{t('actions.simpleDesign')}</span> },
                ...(r.latest_version > 0
                  ? [
                      { key: 'suspend', label: <span data-testid="model-suspend">{r.suspended ? t('actions.activate') : t('actions.suspend')}</span> },
                      { key: 'versions', label: <span data-testid="model-versions">{t('actions.versions')}</span> },
                    ]
                  : []),
              ],
              onClick: ({ key }) => {
                if (key === 'form') router.push(`${FORM_DESIGNER_PATH}?key=${encodeURIComponent(r.model_key)}`);
                else if (key === 'simple') router.push(`${SIMPLE_DESIGNER_PATH}?key=${encodeURIComponent(r.model_key)}`);
                else if (key === 'suspend') void toggleSuspended(r);
                else if (key === 'versions') setVersionsOf(r);
              },
            }}
          >
            <Button type="link" size="small" data-testid="model-more">
              {t('actions.more')} <DownOutlined />
            </Button>
          </LazyDropdown>
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
          <Space wrap>
            <IntentLink href={DESIGNER_PATH} data-testid="model-create">
              <Button type="primary" icon={<PlusOutlined />}>{t('create')}</Button>
          </IntentLink>
            <IntentLink href={SIMPLE_DESIGNER_PATH} data-testid="model-create-simple">
              <Button icon={<PlusOutlined />}>{t('createSimple')}</Button>
          </IntentLink>
            <Button icon={<SettingOutlined />} onClick={() => setSettingsOf('')} data-testid="model-create-settings">{t('createWithSettings')}</Button>
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
          scroll={{ x: 'max-content' }}
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
      {settingsOpened ? <ModelSettingsDialog key={settingsOf ?? 'closed'} modelKey={settingsOf || null} open={settingsOf !== null} onClose={closeSettings} /> : null}
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
