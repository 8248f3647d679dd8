'use client';

import { ClusterOutlined } from '@ant-design/icons';
import { Form } from 'antd';
import '@/components/providers/theme/antd-form.css';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useRefLabels } from '@/components/entity/fields/ref-records';
import { customerDepartmentEntity } from '@/lib/entities/customer-department';
import type { PickerInputProps } from '@/components/pickers/picker-input';
import { PickerInputField } from '@/components/pickers/PickerInputField';
import { usePickerDialog } from '@/components/pickers/use-picker-dialog';
import { useOpenedOnce } from '@/lib/client/use-opened-once';

/** The picker dialog loads when it is first opened. */
const CustomerDepartmentPickerModal = dynamic(() => import('./CustomerDepartmentPickerModal').then((m) => m.CustomerDepartmentPickerModal), { ssr: false });

/** The form field naming the customer whose organisation is offered. */
export const CUSTOMER_KEY_FIELD = 'customer_key';

/**
 * The input of a reference to customer departments: the chosen departments' names, and the
 * customer's organisation tree behind a button. The customer is read from the same form;
 * knownNames are names the opener already has for chosen units.
 */
export function CustomerDepartmentPickerInput({ knownNames, ...props }: PickerInputProps & { knownNames?: ReadonlyMap<string, string> }) {
  const form = Form.useFormInstance();
  const customer = Form.useWatch(CUSTOMER_KEY_FIELD, form) as unknown;
  const customerKey = typeof customer === 'string' && customer.trim() ? customer.trim() : null;
  const dialog = usePickerDialog(props);
  const opened = useOpenedOnce(dialog.open);
  const { keys } = dialog;
  // Names of the last pick are known at once; stored values are named by one list call.
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const { data: labels } = useRefLabels(customerDepartmentEntity, 'customer_department_name', keys.filter((k) => !picked.has(k)));
  // A unit the caller cannot read (another department's customer) keeps the name its record was saved with.
  const items = keys.map((key) => ({ key, label: picked.get(key) ?? labels?.get(key) ?? knownNames?.get(key) ?? key }));
  return (
    <>
      <PickerInputField {...props} dialog={dialog} items={items} icon={<ClusterOutlined />} testId="customer-department-field" />
      {opened ? (
        <CustomerDepartmentPickerModal
          open={dialog.open}
          mode={dialog.mode}
          value={keys}
          customerKey={customerKey}
          onCancel={dialog.cancel}
          onOk={(chosen, nodes) => {
            setPicked(new Map(nodes.map((n) => [n.key, n.title])));
            dialog.choose(chosen);
          }}
        />
      ) : null}
    </>
  );
}
