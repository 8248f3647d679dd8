'use client';

import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Table } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { ModdleObject } from '../../modeler/bpmn-types';
import { useDesigner } from '../../modeler/DesignerContext';
import { create, updateModdle } from '../element-ops';
import styles from '../panel.module.css';
import { validatedValues } from '@/components/widgets/validated-values';

type Kind = 'message' | 'signal';
const TYPE: Record<Kind, string> = { message: 'bpmn:Message', signal: 'bpmn:Signal' };
/** Field tables are at most 240 px high (docs/designer.md, "Pieces"). */
const TABLE_HEIGHT = 240;

/**
 * The diagram's messages and signals: two lists with a "create new" dialog each
 * (id, name). An id that exists already is refused (docs/designer.md, "Pieces").
 */
export function MessagesSection() {
  const t = useTranslations('designer.messages');
  const { modeler, element } = useDesigner();
  const definitions = modeler.getDefinitions();
  const roots = (definitions.get('rootElements') as ModdleObject[] | undefined) ?? [];
  const [dialog, setDialog] = useState<Kind | null>(null);
  const [form] = Form.useForm<{ id: string; name: string }>();

  const add = async () => {
    const values = await validatedValues(form);
    if (!values || !dialog) return;
    const item = create(modeler, TYPE[dialog], { id: values.id.trim(), name: values.name.trim() });
    item.$parent = definitions;
    updateModdle(modeler, element, definitions, { rootElements: [...roots, item] });
    setDialog(null);
  };

  const list = (kind: Kind) => (
    <>
      <div className={styles.actions}>
        <Button size="small" icon={<PlusOutlined />} onClick={() => { form.resetFields(); setDialog(kind); }} data-testid={`designer-${kind}-create`}>
          {t(`${kind}.create`)}
        </Button>
      </div>
      <Table
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ y: TABLE_HEIGHT }}
        dataSource={roots.filter((r) => r.$type === TYPE[kind]).map((r) => ({ id: r.id ?? '', name: String(r.get('name') ?? '') }))}
        columns={[
          { key: 'no', title: t('no'), width: 56, render: (_, __, i) => i + 1 },
          { dataIndex: 'id', title: t('id'), ellipsis: true },
          { dataIndex: 'name', title: t('name'), ellipsis: true },
        ]}
        data-testid={`designer-${kind}-table`}
      />
    </>
  );

  return (
    <div>
      <p className={styles.subtitle}>{t('message.title')}</p>
      {list('message')}
      <p className={styles.subtitle}>{t('signal.title')}</p>
      {list('signal')}
      <Modal open={dialog !== null} title={dialog ? t(`${dialog}.create`) : ''} onOk={() => void add()} onCancel={() => setDialog(null)} forceRender width={420}>
        <Form form={form} layout="vertical" name="designer-message-form">
          <Form.Item
            name="id"
            label={t('id')}
            rules={[
              { required: true, whitespace: true, message: t('idRequired') },
              {
                validator: async (_, value: string | undefined) => {
                  const id = (value ?? '').trim();
                  if (dialog && id && roots.some((r) => r.$type === TYPE[dialog] && r.id === id)) throw new Error(t(`${dialog}.exists`));
                },
              },
            ]}
          >
            <Input data-testid="designer-message-id" />
          </Form.Item>
          <Form.Item name="name" label={t('name')} rules={[{ required: true, whitespace: true, message: t('nameRequired') }]}>
            <Input data-testid="designer-message-name" />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
