'use client';

import { heldComponent } from '@/components/widgets/held-component';
import { EllipsisText } from '@/components/widgets/EllipsisText';
import { type FieldKind, type FieldOf } from './kind';
import styles from './fields.module.css';
import { EmptyValue, isBlank, TextFilterInput, textFilterParams, textFromForm, textOf, textToForm } from './shared';

// The text area's sizing code is a form's: lists and filters go without it. While it loads, its
// place is kept at its first height, so the buttons below (a dialog's) do not move under a click.
const TextAreaInput = heldComponent(
  () => import('./textarea-input').then((m) => m.TextAreaInput),
  () => <div className={styles.textAreaPlace} aria-hidden />,
);

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
  inputCode: TextAreaInput.preload,
  filterInput: (_field, { label }) => <TextFilterInput label={label} />,
  toForm: textToForm,
  fromForm: textFromForm,
  filterParams: textFilterParams,
};
