'use client';

import { Form, Input, Modal, Select } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { schemaRule } from '@/lib/client/schema-rule';
import { FIELD_KINDS, listenerFieldSchema, type ListenerField } from '@/lib/workflow/listeners';
import { validatedValues } from '@/components/widgets/validated-values';

interface ListenerFieldModalProps {
  open: boolean;
  initial: ListenerField | null;
  onOk: (field: ListenerField) => void;
  onCancel: () => void;
}

/** One injected field of a listener: name, type (string or expression) and its value, each required (docs/designer.md, "Pieces"). */
export function ListenerFieldModal({ open, initial, onOk, onCancel }: ListenerFieldModalProps) {
  const t = useTranslations('designer.listener');
  const tRoot = useTranslations();
  const [form] = Form.useForm<ListenerField>();
  const fieldType = Form.useWatch('fieldType', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initial ?? { name: '', fieldType: 'string', string: '' });
  }, [open, initial, form]);

  const check = () => listenerFieldSchema.safeParse(form.getFieldsValue(true));
  const rule = (field: string) => schemaRule(check, field, (key) => tRoot(key));

  const submit = async () => {
    if (!(await validatedValues(form))) return;
    const parsed = listenerFieldSchema.safeParse(form.getFieldsValue(true));
    if (parsed.success) onOk(parsed.data);
  };

  return (
    <Modal open={open} title={initial ? t('editField') : t('addField')} onOk={() => void submit()} onCancel={onCancel} width={460} zIndex={1100}>
      <Form form={form} layout="horizontal" labelCol={{ flex: '96px' }} name="designer-listener-field">
        <Form.Item name="name" label={t('fieldName')} required rules={[rule('name')]}>
          <Input data-testid="designer-listener-field-name" />
        </Form.Item>
        <Form.Item name="fieldType" label={t('fieldType')} required rules={[rule('fieldType')]}>
          <Select options={FIELD_KINDS.map((v) => ({ value: v, label: t(`fieldTypes.${v}`) }))} />
        </Form.Item>
        {fieldType === 'expression' ? (
          <Form.Item name="expression" label={t('fieldExpression')} required rules={[rule('expression')]}>
            <Input />
          </Form.Item>
        ) : (
          <Form.Item name="string" label={t('fieldString')} required rules={[rule('string')]}>
            <Input data-testid="designer-listener-field-value" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
