'use client';

import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Table } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ModdleObject } from '../../modeler/bpmn-types';
import { useDesigner } from '../../modeler/DesignerContext';
import { create, extensionsOf, replaceExtensions } from '../element-ops';
import { RowActions } from './RowActions';
import styles from '../panel.module.css';
import { validatedValues } from '@/components/widgets/validated-values';
import { useFeedback } from '@/components/providers/feedback/feedback-context';

interface Pair {
  name: string;
  value: string;
}

const TABLE_HEIGHT = 240;

/** Custom properties (name, value) of the element, kept in `<prefix:properties>`. */
export function ExtensionPropertiesSection() {
  const t = useTranslations('designer.properties');
  const { modal } = useFeedback();
  const { modeler, element, dialect } = useDesigner();
  const bo = element.businessObject;
  const type = `${dialect}:Properties`;
  const pairs: Pair[] = extensionsOf(bo, [type]).flatMap((p) =>
    ((p.get('values') as ModdleObject[] | undefined) ?? []).map((v) => ({ name: String(v.get('name') ?? v.get('id') ?? ''), value: String(v.get('value') ?? '') })),
  );
  const [editing, setEditing] = useState<number | null>(null);
  const [form] = Form.useForm<Pair>();

  const write = (next: Pair[]) => {
    const values = next.map((p) => create(modeler, `${dialect}:Property`, { name: p.name, value: p.value || undefined }));
    replaceExtensions(modeler, element, bo, [type], values.length ? [create(modeler, type, { values })] : []);
  };

  const open = (index: number) => {
    form.setFieldsValue(index >= 0 ? pairs[index]! : { name: '', value: '' });
    setEditing(index);
  };

  const save = async () => {
    const pair = await validatedValues(form);
    if (!pair) return;
    const next = [...pairs];
    if (editing === null || editing < 0) next.push(pair);
    else next[editing] = pair;
    write(next);
    setEditing(null);
  };

  return (
    <div data-testid="designer-properties">
      <div className={styles.actions}>
        <Button size="small" icon={<PlusOutlined />} onClick={() => open(-1)} data-testid="designer-property-add">
          {t('add')}
        </Button>
      </div>
      <Table
        size="small"
        rowKey={(_, i) => String(i)}
        pagination={false}
        scroll={{ y: TABLE_HEIGHT }}
        dataSource={pairs}
        columns={[
          { key: 'no', title: t('no'), width: 48, render: (_, __, i) => i + 1 },
          { dataIndex: 'name', title: t('name'), ellipsis: true },
          { dataIndex: 'value', title: t('value'), ellipsis: true },
          {
            key: 'actions',
            title: t('actions'),
            width: 72,
            render: (_, __, i) => (
              <RowActions
                editLabel={t('edit')}
                removeLabel={t('remove')}
                onEdit={() => open(i)}
                onRemove={() => modal.confirm({ title: t('removeTitle'), content: t('removeConfirm'), onOk: () => write(pairs.filter((_, j) => j !== i)) })}
              />
            ),
          },
        ]}
      />
      <Modal open={editing !== null} title={editing !== null && editing >= 0 ? t('edit') : t('add')} onOk={() => void save()} onCancel={() => setEditing(null)} width={420} forceRender>
        <Form form={form} layout="vertical" name="designer-property-form">
          <Form.Item name="name" label={t('name')} rules={[{ required: true, whitespace: true, message: t('nameRequired') }]}>
            <Input />
          </Form.Item>
          <Form.Item name="value" label={t('value')}>
            <Input />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
