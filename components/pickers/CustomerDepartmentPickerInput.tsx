'use client';

import { ClusterOutlined } from '@ant-design/icons';
import { Form } from 'antd';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useRefLabels } from '@/components/entity/fields/ref-records';
import { customerDepartmentEntity } from '@/lib/entities/customer-department';
import { CustomerDepartmentPickerModal } from './CustomerDepartmentPickerModal';
import { keysOfValue, type PickerInputProps } from './picker-input';
import { PickerField } from './PickerField';
import { type PickMode, valueOfKeys } from './selection';

/** The form field naming the customer whose organisation is offered. */
export const CUSTOMER_KEY_FIELD = 'customer_key';

/**
 * The input of a reference to customer departments: the chosen departments' names, and the
 * customer's organisation tree behind a button. The customer is read from the same form.
 */
export function CustomerDepartmentPickerInput({ id, value, onChange, label, multiple, required, disabled }: PickerInputProps) {
  const t = useTranslations('pickers.common');
  const tp = useTranslations('entityUi.placeholder');
  const form = Form.useFormInstance();
  const customer = Form.useWatch(CUSTOMER_KEY_FIELD, form) as unknown;
  const customerKey = typeof customer === 'string' && customer.trim() ? customer.trim() : null;
  const [open, setOpen] = useState(false);
  const mode: PickMode = multiple ? 'multiple' : 'single';
  const keys = keysOfValue(value, mode);
  // Names of the last pick are known at once; stored values are named by one list call.
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const { data: labels } = useRefLabels(customerDepartmentEntity, 'customer_department_name', keys.filter((k) => !picked.has(k)));
  const items = keys.map((key) => ({ key, label: picked.get(key) ?? labels?.get(key) ?? key }));
  return (
    <>
      <PickerField
        id={id}
        items={items}
        placeholder={tp('select', { label })}
        buttonLabel={t('chooseLabel', { label })}
        icon={<ClusterOutlined />}
        disabled={disabled}
        allowClear={!required}
        onOpen={() => setOpen(true)}
        onClear={() => onChange?.(valueOfKeys(mode, []))}
        testId="customer-department-field"
      />
      <CustomerDepartmentPickerModal
        open={open}
        mode={mode}
        value={keys}
        customerKey={customerKey}
        onCancel={() => setOpen(false)}
        onOk={(chosen, nodes) => {
          setPicked(new Map(nodes.map((n) => [n.key, n.title])));
          onChange?.(valueOfKeys(mode, chosen));
          setOpen(false);
        }}
      />
    </>
  );
}
