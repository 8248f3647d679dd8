'use client';

import { heldComponent } from '@/components/widgets/held-component';
import Input from 'antd/es/input/Input';
import styles from './fields.module.css';
import { useLabelText } from '@/components/pickers/use-label-text';
import { EllipsisText } from '@/components/widgets/EllipsisText';
import { type FieldKind, type FieldOf } from './kind';
import { EmptyValue, type Injected, isBlank, TextFilterInput, textFilterParams, textFromForm, textOf, textToForm, usePlaceholder, InputPlace } from './shared';

/** The zod rule's own limits (lib/entity/zod-schema.ts) when the declaration gives no max. */
const DEFAULT_MAX = { text: 255, phone: 32, email: 128 } as const;

type TextLike = 'text' | 'phone' | 'email';

// Secrets are entered in forms only: lists and filters go without the password input.
const SecretInput = heldComponent(() => import('./secret-input').then((m) => m.SecretInput), InputPlace);

interface TextInputProps extends Injected<string> {
  field: FieldOf<TextLike>;
  label: string;
  disabled?: boolean;
}

function TextInput({ field, label, disabled, value, onChange, id }: TextInputProps) {
  const placeholder = usePlaceholder('input', label);
  const max = field.max ?? DEFAULT_MAX[field.type];
  if (field.secret) {
    // A browser must not offer to fill in the signed-in administrator's own password here.
    return <SecretInput id={id} value={value} onChange={onChange} placeholder={placeholder} disabled={disabled} maxLength={max} />;
  }
  return (
    <Input
      id={id}
      value={value ?? ''}
      onChange={(e) => onChange?.(e.target.value)}
      placeholder={placeholder}
      disabled={disabled}
      maxLength={field.type === 'phone' ? 11 : max}
      inputMode={field.type === 'phone' ? 'numeric' : field.type === 'email' ? 'email' : undefined}
      autoComplete="off"
    />
  );
}

/** A stored message key (see messageKeyPrefix) in the reader's language; other text as it is. */
function useShownText(field: FieldOf<TextLike>): (text: string) => string {
  const labelText = useLabelText();
  const prefix = field.messageKeyPrefix;
  return (text) => (prefix && text.startsWith(prefix) ? labelText(text) : text);
}

/** A link only for values that are a plain mobile number or e-mail address, never anything else. */
function ContactValue({ field, value, cut = false }: { field: FieldOf<TextLike>; value: unknown; cut?: boolean }) {
  const shown = useShownText(field);
  const type = field.type;
  if (isBlank(value)) return <EmptyValue />;
  const text = shown(textOf(value));
  if (type === 'phone' && /^\+?[0-9-]{3,20}$/.test(text)) return <a className={styles.link} href={`tel:${text}`}>{text}</a>;
  if (type === 'email' && /^[^\s@<>"*]+@[^\s@<>"*]+$/.test(text)) return <a className={styles.link} href={`mailto:${text}`}>{text}</a>;
  return cut ? <EllipsisText text={text} /> : <>{text}</>;
}

function textFamily<T extends TextLike>(_type: T): FieldKind<FieldOf<T>> {
  return {
    operators: ['like', 'eq', 'ne', 'startsWith', 'endsWith'],
    // List cells cut long text (docs/entities.md, "What you get without writing more"); the detail view shows all of it.
    cell: (value, _record, field) => <ContactValue field={field} value={value} cut />,
    detail: (value, _record, field) => <ContactValue field={field} value={value} />,
    input: (field, { label, disabled }) => <TextInput field={field} label={label} disabled={disabled} />,
    inputCode: (field) => (field.secret ? SecretInput.preload() : Promise.resolve()),
    filterInput: (_field, { label }) => <TextFilterInput label={label} />,
    toForm: textToForm,
    fromForm: textFromForm,
    filterParams: textFilterParams,
  };
}

export const textKind = textFamily('text');
export const phoneKind = textFamily('phone');
export const emailKind = textFamily('email');
