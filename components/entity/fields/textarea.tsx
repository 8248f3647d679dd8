'use client';

import { Input } from 'antd';
import { EllipsisText } from '@/components/widgets/EllipsisText';
import { type FieldKind, type FieldOf } from './kind';
import styles from './fields.module.css';
import { EmptyValue, type Injected, isBlank, TextFilterInput, textFilterParams, textFromForm, textOf, textToForm, usePlaceholder } from './shared';

const DEFAULT_MAX = 2000;

interface TextAreaInputProps extends Injected<string> {
  field: FieldOf<'textarea'>;
  label: string;
  disabled?: boolean;
}

function TextAreaInput({ field, label, disabled, value, onChange, id }: TextAreaInputProps) {
  const placeholder = usePlaceholder('input', label);
  return (
    <Input.TextArea
      id={id}
      value={value ?? ''}
      onChange={(e) => onChange?.(e.target.value)}
      placeholder={placeholder}
      disabled={disabled}
      autoSize={{ minRows: 2, maxRows: 4 }}
      showCount
      maxLength={field.max ?? DEFAULT_MAX}
    />
  );
}

/** Line breaks are part of the value: keep them on the detail view. */
export function MultilineText({ value }: { value: unknown }) {
  if (isBlank(value)) return <EmptyValue />;
  return <div className={styles.multiline}>{textOf(value)}</div>;
}

export const textareaKind: FieldKind<FieldOf<'textarea'>> = {
  operators: ['like', 'eq', 'ne', 'startsWith', 'endsWith'],
  cell: (value) => (isBlank(value) ? <EmptyValue /> : <EllipsisText text={textOf(value)} />),
  detail: (value) => <MultilineText value={value} />,
  input: (field, { label, disabled }) => <TextAreaInput field={field} label={label} disabled={disabled} />,
  filterInput: (_field, { label }) => <TextFilterInput label={label} />,
  toForm: textToForm,
  fromForm: textFromForm,
  filterParams: textFilterParams,
};
