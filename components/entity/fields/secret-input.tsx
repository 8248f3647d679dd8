'use client';

import Password from 'antd/es/input/Password';
import type { Injected } from './shared';

interface SecretInputProps extends Injected<string> {
  placeholder: string;
  disabled?: boolean;
  maxLength: number;
}

/** A secret typed hidden; a browser must not offer to fill in the signed-in administrator's own password here. */
export function SecretInput({ id, value, onChange, placeholder, disabled, maxLength }: SecretInputProps) {
  return <Password id={id} value={value ?? ''} onChange={(e) => onChange?.(e.target.value)} placeholder={placeholder} disabled={disabled} maxLength={maxLength} autoComplete="new-password" />;
}
