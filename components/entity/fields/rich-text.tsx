'use client';

import { Input } from 'antd';
import { type FieldKind, type FieldOf } from './kind';
import { EmptyValue, type Injected, isBlank, TextFilterInput, textFilterParams, textFromForm, textOf, textToForm, usePlaceholder } from './shared';
import { MultilineText } from './textarea';

/*
 * Rich text is edited as plain text until the rich editor arrives. There is no HTML sanitiser in
 * the front end yet, so stored rich text is only ever rendered as text (markup shows literally),
 * never as HTML: nothing a record holds can run in the browser.
 */

interface RichTextInputProps extends Injected<string> {
  label: string;
  disabled?: boolean;
}

function RichTextInput({ label, disabled, value, onChange, id }: RichTextInputProps) {
  const placeholder = usePlaceholder('input', label);
  return (
    <Input.TextArea
      id={id}
      value={value ?? ''}
      onChange={(e) => onChange?.(e.target.value)}
      placeholder={placeholder}
      disabled={disabled}
      autoSize={{ minRows: 4, maxRows: 12 }}
    />
  );
}

export const richTextKind: FieldKind<FieldOf<'richText'>> = {
  operators: ['like'],
  ellipsis: true,
  cell: (value) => (isBlank(value) ? <EmptyValue /> : textOf(value)),
  detail: (value) => <MultilineText value={value} />,
  input: (_field, { label, disabled }) => <RichTextInput label={label} disabled={disabled} />,
  filterInput: (_field, { label }) => <TextFilterInput label={label} />,
  toForm: textToForm,
  fromForm: textFromForm,
  filterParams: textFilterParams,
};
