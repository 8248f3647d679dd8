'use client';

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useTranslations } from 'next-intl';

/** A choice's own options: each a label (shown) and a value (what conditions read). */
export function OptionsEditor({ name }: { name: string | (string | number)[] }) {
  const p = useTranslations('approvalForm.designer.props');
  return (
    <Form.Item label={p('options')}>
      <Form.List name={name}>
        {(items, { add, remove }) => (
          <>
            {items.map((item, index) => (
              <Space key={item.key} align="baseline" style={{ display: 'flex' }}>
                <Form.Item name={[item.name, 'label']} rules={[{ required: true, message: p('optionRequired') }]} style={{ marginBottom: 6 }}>
                  <Input maxLength={60} placeholder={p('optionLabel')} data-testid="prop-option" />
                </Form.Item>
                <Form.Item name={[item.name, 'value']} style={{ marginBottom: 6 }}>
                  <Input maxLength={60} placeholder={p('optionValue')} style={{ width: 90 }} />
                </Form.Item>
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={p('optionRemove', { n: index + 1 })} onClick={() => remove(item.name)} />
              </Space>
            ))}
            <Button type="dashed" size="small" icon={<PlusOutlined />} onClick={() => add({ label: '', value: '' })} data-testid="prop-option-add">
              {p('optionAdd')}
            </Button>
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
