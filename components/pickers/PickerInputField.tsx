'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { PickerInputProps } from './picker-input';
import { PickerField, type PickedItem } from './PickerField';
import type { PickerDialog } from './use-picker-dialog';

interface PickerInputFieldProps extends Pick<PickerInputProps, 'id' | 'label' | 'required' | 'disabled'> {
  dialog: PickerDialog;
  items: readonly PickedItem[];
  icon: ReactNode;
  testId: string;
}

/** The box and button of a picker input, worded after the field; a required field cannot be cleared. */
export function PickerInputField({ id, label, required, disabled, dialog, items, icon, testId }: PickerInputFieldProps) {
  const t = useTranslations('pickers.common');
  const tp = useTranslations('entityUi.placeholder');
  return (
    <PickerField
      id={id}
      items={items}
      placeholder={tp('select', { label })}
      buttonLabel={t('chooseLabel', { label })}
      icon={icon}
      disabled={disabled}
      allowClear={!required}
      onOpen={dialog.show}
      onClear={dialog.clear}
      testId={testId}
    />
  );
}
