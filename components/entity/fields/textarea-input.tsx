'use client';

import TextArea from 'antd/es/input/TextArea';
import type { FieldOf } from './kind';
import { type Injected, usePlaceholder } from './shared';

const DEFAULT_MAX = 2000;

interface TextAreaInputProps extends Injected<string> {
  field: FieldOf<'textarea'>;
  label: string;
  disabled?: boolean;
}

export function TextAreaInput({ field, label, disabled, value, onChange, id }: TextAreaInputProps) {
  const placeholder = usePlaceholder('input', label);
  return (
    <TextArea
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

