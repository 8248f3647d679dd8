'use client';

import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Collapse, Empty, Select, Table, Tag, Typography } from 'antd';
import '@/components/providers/theme/antd-card.css';
import '@/components/providers/theme/antd-collapse.css';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { usePhone } from '@/components/providers/phone-hint';
import { ENTITIES } from '@/lib/entities';
import type { CustomFieldDefinition } from '@/lib/contract/custom-fields';
import { flattenMenu } from '@/lib/navigation/product-menu';
import { CustomFieldDrawer } from './CustomFieldDrawer';
import { CustomFieldRowActions } from './CustomFieldRowActions';
import { useCustomFieldList } from './custom-field-calls';
import styles from './custom-fields.module.css';

/** Kinds with a list page of their own: the ones people fill in and an administrator would add to. */
const KINDS = [...new Set(flattenMenu().flatMap((menu) => (menu.entity ? [menu.entity] : [])))]
  .flatMap((name) => ENTITIES.filter((e) => e.name === name));

const STATE_COLOURS = { active: 'green', hidden: 'default', retired: 'red' } as const;

/** The drawer shown: a new field (null) or one to change. */
type Editing = { definition: CustomFieldDefinition | null; opened: number };

/** 系统管理 → 字段管理: a kind's own fields, and the fields administrators add, change, order, hide and retire. */
export function CustomFieldsPage() {
  const t = useTranslations('customFields.page');
  const tAll = useTranslations();
  const [kind, setKind] = useState('customer');
  const [editing, setEditing] = useState<Editing | null>(null);
  const { data, mutate, isLoading } = useCustomFieldList(kind);
  const entity = KINDS.find((e) => e.name === kind)!;
  const kindOptions = useMemo(() => KINDS.map((e) => ({ value: e.name, label: tAll(e.label) })), [tAll]);
  const fields = data?.fields ?? [];
  const open = (definition: CustomFieldDefinition | null) => setEditing((now) => ({ definition, opened: (now?.opened ?? 0) + 1 }));
  const compact = usePhone();
  const actions = (d: CustomFieldDefinition, index: number) => <CustomFieldRowActions definition={d} index={index} all={fields} entity={kind} onEdit={() => open(d)} onChanged={() => void mutate()} />;

  return (
    <div className={styles.page} data-testid="custom-fields">
      <Typography.Title level={1} className={styles.title}>{t('title')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <div className={styles.toolbar}>
        <label htmlFor="custom-field-kind">{t('kind')}</label>
        <Select id="custom-field-kind" className={styles.kind} value={kind} options={kindOptions} showSearch={{ optionFilterProp: 'label' }} onChange={setKind} data-testid="custom-field-kind" />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open(null)} data-testid="custom-field-add">{t('add')}</Button>
      </div>
      <Card title={t('custom')} className={styles.card}>
        <Table<CustomFieldDefinition>
          rowKey="key"
          size="small"
          loading={isLoading}
          pagination={false}
          dataSource={fields}
          scroll={compact ? undefined : { x: 760 }}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty', { kind: tAll(entity.label) })} /> }}
          data-testid="custom-field-table"
          columns={compact ? [
            // A phone: the name with its ID and type under it, the state, and the actions wrapping below each other.
            {
              title: t('columns.label'),
              dataIndex: 'label',
              render: (label: string, d) => (
                <div className={styles.phoneCell}>
                  <span className={d.state === 'retired' ? styles.retired : undefined}>{label}</span>
                  <Typography.Text type="secondary" className={styles.phoneMeta}>{`${d.column} · ${tAll(`customFields.types.${d.type}`)}`}</Typography.Text>
                  <Tag color={STATE_COLOURS[d.state]} className={styles.phoneState}>{t(`states.${d.state}`)}</Tag>
                </div>
              ),
            },
            { title: t('columns.actions'), key: 'actions', width: 150, render: (_, d, index) => actions(d, index) },
          ] : [
            { title: t('columns.label'), dataIndex: 'label', width: 160, render: (label: string, d) => <span className={d.state === 'retired' ? styles.retired : undefined}>{label}</span> },
            { title: t('columns.column'), dataIndex: 'column', width: 160, render: (column: string) => <Typography.Text code>{column}</Typography.Text> },
            { title: t('columns.type'), dataIndex: 'type', width: 120, render: (type: string) => tAll(`customFields.types.${type}`) },
            { title: t('columns.required'), key: 'required', width: 70, render: (_, d) => (d.options.required ? '✓' : '') },
            { title: t('columns.filter'), key: 'filter', width: 80, render: (_, d) => (d.options.filter ? '✓' : '') },
            { title: t('columns.state'), dataIndex: 'state', width: 90, render: (state: CustomFieldDefinition['state']) => <Tag color={STATE_COLOURS[state]}>{t(`states.${state}`)}</Tag> },
            { title: t('columns.actions'), key: 'actions', width: 260, fixed: 'right', render: (_, d, index) => actions(d, index) },
          ]}
        />
      </Card>
      <Collapse
        className={styles.card}
        items={[{
          key: 'builtIn',
          label: t('builtIn', { count: data?.builtIn.length ?? 0 }),
          children: (
            <Table
              rowKey="name"
              size="small"
              pagination={false}
              dataSource={data?.builtIn ?? []}
              scroll={{ x: 480 }}
              columns={[
                { title: t('columns.label'), dataIndex: 'label', render: (label: string) => tAll(label) },
                { title: t('columns.column'), dataIndex: 'name', render: (name: string) => <Typography.Text code>{name}</Typography.Text> },
                { title: t('columns.type'), dataIndex: 'type' },
                { title: t('columns.required'), dataIndex: 'required', render: (required: boolean) => (required ? '✓' : '') },
              ]}
            />
          ),
        }]}
      />
      {editing ? (
        <CustomFieldDrawer
          key={editing.opened}
          entity={kind}
          fieldLabels={[...(data?.builtIn ?? []).map((f) => tAll(f.label)), ...fields.filter((f) => f.state !== 'retired').map((f) => f.label)]}
          definition={editing.definition}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void mutate();
          }}
        />
      ) : null}
    </div>
  );
}
