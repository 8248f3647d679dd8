'use client';

import { Tag } from 'antd';
import { DictCodeMissing, DictSelect } from '@/components/widgets/DictSelect';
import { type FieldKind, type FieldOf } from './kind';
import { singleFilter } from './filter-encoding';
import { splitValues, textOfDictValue, useDictItems } from './dict-items';
import { EmptyValue, type Injected, usePlaceholder } from './shared';
import styles from './fields.module.css';

type DictLike = 'dict' | 'multiDict';

function DictTags({ field, value }: { field: FieldOf<DictLike>; value: unknown }) {
  const { data } = useDictItems(field.dictCode);
  if (!field.dictCode?.trim()) return <DictCodeMissing />;
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
  return (
    <DictSelect
      id={id}
      dictCode={field.dictCode}
      display={forceSelect ? 'select' : field.display}
      multiple={multiple}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      disabled={disabled}
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
