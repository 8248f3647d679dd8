'use client';

import { ApartmentOutlined } from '@ant-design/icons';
import dynamic from 'next/dynamic';
import { useDepartmentTree } from '@/components/entity/fields/directory';
import { useOpenedOnce } from '@/lib/client/use-opened-once';
import type { PickerInputProps } from './picker-input';
import { PickerInputField } from './PickerInputField';
import { usePickerDialog } from './use-picker-dialog';

/** The picker dialog loads when it is first opened. */
const DepartmentPickerModal = dynamic(() => import('./DepartmentPickerModal').then((m) => m.DepartmentPickerModal), { ssr: false });

/** The department field's input: the chosen departments' names, and the picker behind a button. */
export function DepartmentPickerInput(props: PickerInputProps) {
  const { data } = useDepartmentTree();
  const dialog = usePickerDialog(props);
  const opened = useOpenedOnce(dialog.open);
  const items = dialog.keys.map((key) => ({ key, label: data?.names.get(key) ?? key }));
  return (
    <>
      <PickerInputField {...props} dialog={dialog} items={items} icon={<ApartmentOutlined />} testId="department-field" />
      {opened ? <DepartmentPickerModal open={dialog.open} mode={dialog.mode} value={dialog.keys} onCancel={dialog.cancel} onOk={dialog.choose} /> : null}
    </>
  );
}
