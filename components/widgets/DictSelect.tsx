'use client';

import { Checkbox, Radio } from 'antd';
import { LazySelect } from '@/components/widgets/select/LazySelect';
import { useTranslations } from 'next-intl';
import { type DictItem, useDictItems } from '@/components/entity/fields/dict-items';
import styles from '@/components/entity/fields/fields.module.css';

export type DictDisplay = 'select' | 'radio' | 'radioButton';

/** Items switched off stay readable on existing records but cannot be chosen again. */
const isDisabledItem = (item: DictItem) => item.status === 0 || item.status === '0';

/** Said in place of the control when a dictionary code was not given. */
export function DictCodeMissing() {
  const t = useTranslations('entityUi.dict');
  return <span className={styles.missing}>{t('codeMissing')}</span>;
}

export interface DictSelectProps {
  dictCode: string | undefined;
  /** A drop-down, radios or radio buttons; several values show as checkboxes unless a drop-down. */
  display?: DictDisplay;
  multiple?: boolean;
  id?: string;
  value?: string | string[] | null;
  onChange?: (value: string | string[] | null) => void;
  placeholder?: string;
  disabled?: boolean;
}

/** One dictionary's items as a choice, loaded once per code and page (see dict-items.ts). */
export function DictSelect({ dictCode, display = 'select', multiple = false, id, value, onChange, placeholder, disabled }: DictSelectProps) {
  const { data, isLoading, error } = useDictItems(dictCode);
  if (!dictCode?.trim()) return <DictCodeMissing />;
  const options = (data ?? []).map((item) => ({ value: item.value, label: item.text, disabled: isDisabledItem(item) }));

  if (display !== 'select' && multiple) {
    return <Checkbox.Group options={options} disabled={disabled} value={Array.isArray(value) ? value : []} onChange={(next) => onChange?.(next.map(String))} />;
  }
  if (display !== 'select') {
    return (
      <Radio.Group
        id={id}
        options={options}
        disabled={disabled}
        optionType={display === 'radioButton' ? 'button' : 'default'}
        buttonStyle="solid"
        value={typeof value === 'string' ? value : undefined}
        onChange={(e) => onChange?.(String(e.target.value))}
      />
    );
  }
  return (
    <LazySelect
      id={id}
      mode={multiple ? 'multiple' : undefined}
      options={options}
      value={value ?? undefined}
      onChange={(next: string | string[] | undefined) => onChange?.(next ?? null)}
      placeholder={placeholder}
      disabled={disabled}
      loading={isLoading}
      status={error ? 'error' : undefined}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}
