'use client';

import { DeleteOutlined, EditOutlined, HistoryOutlined, PlusOutlined, RiseOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Popconfirm, Progress, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import '@/components/providers/theme/antd-card.css';
import '@/components/providers/theme/antd-upload.css';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { keyResultEntity } from '@/lib/entities/key-result';
import { objectiveEntity } from '@/lib/entities/objective';
import { kindOf, type EntityRecord } from '@/components/entity/fields';
import { keyResultsKey, loadKeyResults } from './okr-api';
import styles from './okr.module.css';

const OWNER = objectiveEntity.fields.owner;
const KR_OWNER = keyResultEntity.fields.owner;

export interface OkrOpeners {
  /** Adds (null) or edits a key result of the objective. */
  keyResult: (objectiveKey: string, key: string | null) => void;
  checkIn: (objectiveKey: string, keyResult: EntityRecord) => void;
  history: (keyResult: EntityRecord) => void;
  editObjective: (key: string) => void;
  remove: (kind: 'objective' | 'keyResult', key: string, objectiveKey: string) => Promise<void>;
}

interface ObjectiveCardProps {
  objective: EntityRecord;
  /** The caller may keep the project's objectives (and the project is not under approval). */
  editable: boolean;
  open: OkrOpeners;
}

const percentOf = (value: unknown) => Math.max(0, Math.min(100, Number(value ?? 0)));
const measure = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : Number(value).toLocaleString('zh-CN', { maximumFractionDigits: 2 }));

/** One objective with its key results: owners, weights, values, progress, and their check-ins. */
export function ObjectiveCard({ objective, editable, open }: ObjectiveCardProps) {
  const t = useTranslations('project.okr');
  const tAll = useTranslations();
  const key = String(objective.objective_key);
  const { data: keyResults, isLoading } = useSWR(keyResultsKey(key), () => loadKeyResults(key), { revalidateOnFocus: false });
  const period = [objective.start_date, objective.end_date].filter(Boolean).join(' ~ ');

  const columns: TableColumnsType<EntityRecord> = [
    { key: 'title', title: tAll(keyResultEntity.fields.title.label), dataIndex: 'title', render: (value: unknown) => <span className={styles.krTitle}>{String(value ?? '')}</span> },
    { key: 'owner', title: tAll(KR_OWNER.label), dataIndex: 'owner', width: 100, render: (value: unknown, record) => kindOf(KR_OWNER).cell(value, record, KR_OWNER) },
    { key: 'weight', title: tAll(keyResultEntity.fields.weight.label), dataIndex: 'weight', width: 70, align: 'right' },
    {
      key: 'values', title: t('currentOfTarget'), width: 150, align: 'right',
      render: (_: unknown, record) => <span className={styles.nowrap}>{measure(record.current_value)} / {measure(record.target_value)}{record.unit ? ` ${String(record.unit)}` : ''}</span>,
    },
    {
      key: 'progress', title: tAll(keyResultEntity.fields.progress.label), dataIndex: 'progress', width: 170,
      render: (value: unknown) => <Progress percent={percentOf(value)} size="small" className={styles.krProgress} aria-label={tAll(keyResultEntity.fields.progress.label)} />,
    },
    {
      key: 'actions', title: tAll('entityUi.list.operations'), width: editable ? 210 : 90, fixed: 'right',
      render: (_: unknown, record) => {
        const krKey = String(record.key_result_key);
        return (
          <Space size={0} className={styles.nowrap}>
            {editable ? <Button type="link" size="small" icon={<RiseOutlined />} onClick={() => open.checkIn(key, record)} data-testid="kr-check-in">{t('checkIn')}</Button> : null}
            <Button type="link" size="small" icon={<HistoryOutlined />} onClick={() => open.history(record)} data-testid="kr-history">{t('history')}</Button>
            {editable ? (
              <>
                <Tooltip title={tAll('entityUi.actions.edit')}><Button type="text" size="small" icon={<EditOutlined />} aria-label={tAll('entityUi.actions.edit')} onClick={() => open.keyResult(key, krKey)} /></Tooltip>
                <Popconfirm title={t('deleteKeyResult')} onConfirm={() => open.remove('keyResult', krKey, key)}>
                  <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={tAll('entityUi.actions.delete')} />
                </Popconfirm>
              </>
            ) : null}
          </Space>
        );
      },
    },
  ];

  return (
    <Card
      size="small"
      className={styles.objective}
      data-testid="objective-card"
      data-key={key}
      title={
        <div className={styles.objectiveHead}>
          <span className={styles.objectiveTitle}>{String(objective.title ?? '')}</span>
          <Tag>{t('weight', { n: Number(objective.weight ?? 1) })}</Tag>
        </div>
      }
      extra={editable ? (
        <Space size={0}>
          <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => open.keyResult(key, null)} data-testid="objective-add-kr">{t('addKeyResult')}</Button>
          <Tooltip title={tAll('entityUi.actions.edit')}><Button type="text" size="small" icon={<EditOutlined />} aria-label={tAll('entityUi.actions.edit')} onClick={() => open.editObjective(key)} /></Tooltip>
          <Popconfirm title={t('deleteObjective')} onConfirm={() => open.remove('objective', key, key)}>
            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={tAll('entityUi.actions.delete')} />
          </Popconfirm>
        </Space>
      ) : null}
    >
      <div className={styles.objectiveFacts}>
        <span>{tAll(OWNER.label)}{t('colon')}{kindOf(OWNER).cell(objective.owner, objective, OWNER)}</span>
        {period ? <Typography.Text type="secondary">{t('period')}{t('colon')}{period}</Typography.Text> : null}
        <div className={styles.objectiveProgress} data-testid="objective-progress" data-progress={percentOf(objective.progress)}>
          <Progress percent={percentOf(objective.progress)} size="small" aria-label={tAll(objectiveEntity.fields.progress.label)} status={percentOf(objective.progress) >= 100 ? 'success' : 'normal'} />
        </div>
      </div>
      <Table<EntityRecord>
        rowKey={(record) => String(record.key_result_key)}
        size="small"
        columns={columns}
        dataSource={keyResults ?? []}
        loading={isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noKeyResults')} /> }}
        data-testid="key-results"
      />
    </Card>
  );
}
