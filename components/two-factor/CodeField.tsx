'use client';

import { Input } from 'antd';
import type { Ref } from 'react';
import type { InputRef } from 'antd';

/**
 * The six digits of an authenticator code. Only digits are kept, and the sixth one hands the code
 * on at once (no button to reach for on a phone). The browser may offer a code it received (one-time-code).
 */
export function CodeField({ value, onChange, onComplete, disabled, placeholder, inputRef, testId = 'totp-code', ariaLabel }: {
  value: string;
  onChange: (value: string) => void;
  onComplete: (code: string) => void;
  disabled?: boolean;
  placeholder?: string;
  inputRef?: Ref<InputRef>;
  testId?: string;
  ariaLabel: string;
}) {
  return (
    <Input
      ref={inputRef}
      value={value}
      size="large"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      disabled={disabled}
      placeholder={placeholder}
      aria-label={ariaLabel}
      data-testid={testId}
      style={{ letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' }}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').slice(0, 6);
        onChange(digits);
        if (digits.length === 6) onComplete(digits);
      }}
    />
  );
}
