'use client';

import { ApartmentOutlined } from '@ant-design/icons';
import { useDepartmentTree } from '@/components/entity/fields/directory';
import { DepartmentPickerModal } from './DepartmentPickerModal';
import type { PickerInputProps } from './picker-input';
import { PickerInputField } from './PickerInputField';
import { usePickerDialog } from './use-picker-dialog';

/** The department field's input: the chosen departments' names, and the picker behind a button. */
export function DepartmentPickerInput(props: PickerInputProps) {
  const { data } = useDepartmentTree();
  const dialog = usePickerDialog(props);
  const items = dialog.keys.map((key) => ({ key, label: data?.names.get(key) ?? key }));
  return (
    <>
      <PickerInputField {...props} dialog={dialog} items={items} icon={<ApartmentOutlined />} testId="department-field" />
      <DepartmentPickerModal open={dialog.open} mode={dialog.mode} value={dialog.keys} onCancel={dialog.cancel} onOk={dialog.choose} />
    </>
  );
}
