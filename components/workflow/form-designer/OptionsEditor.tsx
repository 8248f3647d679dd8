'use client';

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import '@/components/providers/theme/antd-form.css';
import { useTranslations } from 'next-intl';
import { useEnglishNameRule } from '@/components/widgets/EnglishNameItem';
import { ENGLISH_NAME_MAX } from '@/lib/entity/english-name';

/**
 * A choice's own options: each a label (shown), its optional English label (what English readers
 * see, checked as every English name is: lib/entity/english-name-schema.ts) and a value (what
 * conditions read).
 */
export function OptionsEditor({ name }: { name: string | (string | number)[] }) {
  const p = useTranslations('approvalForm.designer.props');
  const tAll = useTranslations();
  const englishName = useEnglishNameRule();
  return (
    <Form.Item label={p('options')}>
      <Form.List name={name}>
        {(items, { add, remove }) => (
          <>
            {items.map((item, index) => (
              <div key={item.key} data-testid="prop-option-row">
                <Space align="baseline" style={{ display: 'flex' }}>
                  <Form.Item name={[item.name, 'label']} rules={[{ required: true, message: p('optionRequired') }]} style={{ marginBottom: 6 }}>
                    <Input maxLength={60} placeholder={p('optionLabel')} data-testid="prop-option" />
                  </Form.Item>
                  <Form.Item name={[item.name, 'value']} style={{ marginBottom: 6 }}>
                    <Input maxLength={60} placeholder={p('optionValue')} style={{ width: 90 }} />
                  </Form.Item>
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={p('optionRemove', { n: index + 1 })} onClick={() => remove(item.name)} />
                </Space>
                {/* The English name under its option, as a detail column's is under its title. */}
                <Form.Item name={[item.name, 'labelEn']} rules={[englishName]} style={{ marginBottom: 10 }}>
                  <Input maxLength={ENGLISH_NAME_MAX} lang="en" placeholder={tAll('englishName.label')} aria-label={p('optionLabelEn', { n: index + 1 })} data-testid="prop-option-label-en" />
                </Form.Item>
              </div>
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
