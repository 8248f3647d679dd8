'use client';

import { ApartmentOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useDepartmentTree } from '@/components/entity/fields/directory';
import { DepartmentPickerModal } from './DepartmentPickerModal';
import { PickerField } from './PickerField';
import { type PickMode, valueOfKeys } from './selection';
import { keysOfValue, type PickerInputProps } from './picker-input';

/** The department field's input: the chosen departments' names, and the picker behind a button. */
export function DepartmentPickerInput({ id, value, onChange, label, multiple, required, disabled }: PickerInputProps) {
  const t = useTranslations('pickers.common');
  const tp = useTranslations('entityUi.placeholder');
  const { data } = useDepartmentTree();
  const [open, setOpen] = useState(false);
  const mode: PickMode = multiple ? 'multiple' : 'single';
  const keys = keysOfValue(value, mode);
  const items = keys.map((key) => ({ key, label: data?.names.get(key) ?? key }));
  return (
    <>
      <PickerField
        id={id}
        items={items}
        placeholder={tp('select', { label })}
        buttonLabel={t('chooseLabel', { label })}
        icon={<ApartmentOutlined />}
        disabled={disabled}
        allowClear={!required}
        onOpen={() => setOpen(true)}
        onClear={() => onChange?.(valueOfKeys(mode, []))}
        testId="department-field"
      />
      <DepartmentPickerModal
        open={open}
        mode={mode}
        value={keys}
        onCancel={() => setOpen(false)}
        onOk={(chosen) => {
          onChange?.(valueOfKeys(mode, chosen));
          setOpen(false);
        }}
      />
    </>
  );
}
