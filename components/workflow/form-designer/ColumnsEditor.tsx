'use client';

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space, Switch } from 'antd';
import '@/components/providers/theme/antd-form.css';
import '@/components/providers/theme/antd-switch.css';
import { useTranslations } from 'next-intl';
import type { DetailColumn } from '@/lib/contract/approval-form/design';
import { OptionsEditor } from './OptionsEditor';
import { useEnglishNameRule } from '@/components/widgets/EnglishNameItem';
import { ENGLISH_NAME_MAX } from '@/lib/entity/english-name';
import { uniqueId } from './new-control';
import styles from './form-designer.module.css';

const COLUMN_KINDS = ['text', 'number', 'amount', 'date', 'choice', 'formula'] as const;
const COLUMN_OPS = ['sum', 'product', 'difference'] as const;

/** A detail table's columns: each with its kind, a total where it is a number, a formula over the columns of its row. */
export function ColumnsEditor() {
  const t = useTranslations('approvalForm');
  const p = useTranslations('approvalForm.designer.props');
  const tAll = useTranslations();
  const englishName = useEnglishNameRule();
  const columns = (Form.useWatch<DetailColumn[] | undefined>('columns') ?? []);
  return (
    <Form.Item label={p('columns')}>
      <Form.List name="columns">
        {(items, { add, remove }) => (
          <>
            {items.map((item, index) => {
              const column = columns[index];
              const kind = column?.kind ?? 'text';
              const siblings = columns.filter((c, i) => i !== index && (c.kind === 'number' || c.kind === 'amount' || c.kind === 'formula'));
              return (
                <div key={item.key} className={styles.columnRow} data-testid="prop-column">
                  <Space.Compact style={{ width: '100%', marginBottom: 6 }}>
                    <Form.Item name={[item.name, 'label']} noStyle rules={[{ required: true }]}>
                      <Input maxLength={40} placeholder={p('label')} data-testid="prop-column-label" />
                    </Form.Item>
                    <Form.Item name={[item.name, 'kind']} noStyle>
                      <Select style={{ width: 110 }} options={COLUMN_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} data-testid="prop-column-kind" />
                    </Form.Item>
                    <Button danger icon={<DeleteOutlined />} aria-label={p('columnRemove', { n: index + 1 })} onClick={() => remove(item.name)} />
                  </Space.Compact>
                  <Form.Item name={[item.name, 'labelEn']} rules={[englishName]} style={{ marginBottom: 6 }}>
                    <Input maxLength={ENGLISH_NAME_MAX} lang="en" placeholder={tAll('englishName.label')} aria-label={tAll('englishName.label')} data-testid="prop-column-label-en" />
                  </Form.Item>
                  <Space wrap size={[12, 0]}>
                    <Form.Item name={[item.name, 'id']} label={p('id')} style={{ marginBottom: 6 }}>
                      <Input maxLength={40} style={{ width: 110 }} />
                    </Form.Item>
                    <Form.Item name={[item.name, 'required']} label={p('required')} valuePropName="checked" style={{ marginBottom: 6 }}>
                      <Switch size="small" />
                    </Form.Item>
                    {kind === 'number' || kind === 'amount' || kind === 'formula' ? (
                      <Form.Item name={[item.name, 'total']} label={p('total')} valuePropName="checked" style={{ marginBottom: 6 }}>
                        <Switch size="small" data-testid="prop-column-total" />
                      </Form.Item>
                    ) : null}
                    {kind === 'formula' ? (
                      <Form.Item name={[item.name, 'money']} label={p('money')} valuePropName="checked" style={{ marginBottom: 6 }}>
                        <Switch size="small" />
                      </Form.Item>
                    ) : null}
                  </Space>
                  {kind === 'formula' ? (
                    <Space.Compact style={{ width: '100%' }}>
                      <Form.Item name={[item.name, 'op']} noStyle>
                        <Select style={{ width: 110 }} options={COLUMN_OPS.map((o) => ({ value: o, label: p(`ops.${o}`) }))} />
                      </Form.Item>
                      <Form.Item name={[item.name, 'refs']} noStyle>
                        <Select mode="multiple" style={{ width: '100%' }} placeholder={p('refs')} options={siblings.map((c) => ({ value: c.id, label: c.label }))} data-testid="prop-column-refs" />
                      </Form.Item>
                    </Space.Compact>
                  ) : null}
                  {kind === 'choice' ? <OptionsEditor name={[item.name, 'options']} /> : null}
                </div>
              );
            })}
            <Button
              type="dashed"
              size="small"
              icon={<PlusOutlined />}
              onClick={() => add({ kind: 'text', id: uniqueId('col', new Set(columns.map((c) => c.id))), label: p('newColumn', { n: items.length + 1 }) })}
              data-testid="prop-column-add"
            >
              {p('columnAdd')}
            </Button>
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
