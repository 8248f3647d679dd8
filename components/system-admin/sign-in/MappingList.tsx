'use client';

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select } from 'antd';
import '@/components/providers/theme/antd-form.css';
import styles from './sign-in-settings.module.css';

interface MappingListProps {
  /** The form list's field, each row an object of `from` and `to`. */
  name: string;
  /** What the directory or provider says (a group's DN, a claim's value): typed. */
  from: { field: string; label: string; placeholder: string; requiredMessage: string };
  /** What it maps to here (a role, a department): chosen. */
  to: { field: string; label: string; options: { value: string; label: string }[]; requiredMessage: string };
  addLabel: string;
  removeLabel: string;
  /** Test ids: `${from}-${row}`, `${to}-${row}` and the add button's. */
  testIds: { from: string; to: string; add: string };
}

/** Rows of "this value there means that here", each removable, and a button adding one. */
export function MappingList({ name, from, to, addLabel, removeLabel, testIds }: MappingListProps) {
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <div className={styles.mappings}>
          {fields.map((field) => (
            <div key={field.key} className={styles.mapping}>
              <Form.Item name={[field.name, from.field]} rules={[{ required: true, whitespace: true, message: from.requiredMessage }]} className={styles.mappingGroup}>
                <Input placeholder={from.placeholder} aria-label={from.label} data-testid={`${testIds.from}-${field.name}`} />
              </Form.Item>
              <Form.Item name={[field.name, to.field]} rules={[{ required: true, message: to.requiredMessage }]} className={styles.mappingTarget}>
                <Select options={to.options} placeholder={to.label} aria-label={to.label} showSearch={{ optionFilterProp: 'label' }} data-testid={`${testIds.to}-${field.name}`} />
              </Form.Item>
              <Button type="text" icon={<DeleteOutlined />} aria-label={removeLabel} onClick={() => remove(field.name)} />
            </div>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ [from.field]: '', [to.field]: undefined })} data-testid={testIds.add}>{addLabel}</Button>
        </div>
      )}
    </Form.List>
  );
}
