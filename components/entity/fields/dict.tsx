'use client';

import { Checkbox, Radio, Select, Tag, Typography } from 'antd';
import { useTranslations } from 'next-intl';
import { type FieldKind, type FieldOf } from './kind';
import { singleFilter } from './filter-encoding';
import { type DictItem, splitValues, textOfDictValue, useDictItems } from './dict-items';
import { EmptyValue, type Injected, usePlaceholder } from './shared';
import styles from './fields.module.css';

type DictLike = 'dict' | 'multiDict';

/** Items switched off stay readable on existing records but cannot be chosen again. */
const isDisabledItem = (item: DictItem) => item.status === 0 || item.status === '0';

function MissingCode() {
  const t = useTranslations('entityUi.dict');
  return <Typography.Text className={styles.missing}>{t('codeMissing')}</Typography.Text>;
}

function DictTags({ field, value }: { field: FieldOf<DictLike>; value: unknown }) {
  const { data } = useDictItems(field.dictCode);
  if (!field.dictCode?.trim()) return <MissingCode />;
  const values = splitValues(value);
  if (values.length === 0) return <EmptyValue />;
  return (
    <span className={styles.tags}>
      {values.map((v) => (
        <Tag key={v}>{textOfDictValue(data, v)}</Tag>
      ))}
    </span>
  );
}

interface DictInputProps extends Injected<string | string[] | null> {
  field: FieldOf<DictLike>;
  label: string;
  disabled?: boolean;
  multiple: boolean;
  /** Filters always use a drop-down, whatever the form shows. */
  forceSelect?: boolean;
}

function DictInput({ field, label, disabled, multiple, forceSelect, value, onChange, id }: DictInputProps) {
  const placeholder = usePlaceholder('select', label);
  const { data, isLoading, error } = useDictItems(field.dictCode);
  if (!field.dictCode?.trim()) return <MissingCode />;
  const options = (data ?? []).map((item) => ({ value: item.value, label: item.text, disabled: isDisabledItem(item) }));
  const display = forceSelect ? 'select' : (field.display ?? 'select');

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
    <Select
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

function dictFamily<T extends DictLike>(type: T): FieldKind<FieldOf<T>> {
  const multiple = type === 'multiDict';
  return {
    // A multi-value column is stored as 'a,b': the list convention can only match it whole.
    operators: multiple ? ['eq'] : ['eq', 'in', 'ne'],
    cell: (value, _record, field) => <DictTags field={field} value={value} />,
    detail: (value, _record, field) => <DictTags field={field} value={value} />,
    input: (field, { label, disabled }) => <DictInput field={field} label={label} disabled={disabled} multiple={multiple} />,
    filterInput: (field, { label, operator }) => <DictInput field={field} label={label} multiple={operator === 'in'} forceSelect />,
    toForm: (value) => (multiple ? splitValues(value) : splitValues(value)[0] ?? null),
    fromForm: (value) => (multiple ? splitValues(value).join(',') : typeof value === 'string' && value !== '' ? value : null),
    filterParams: (name, value, operator) => singleFilter(name, operator, Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value : null),
  };
}

export const dictKind = dictFamily('dict');
export const multiDictKind = dictFamily('multiDict');
