'use client';

import { useState } from 'react';
import { keysOfValue, type PickerInputProps } from './picker-input';
import { type PickMode, valueOfKeys } from './selection';

/** A picker input's dialog: whether it is open, the keys the form holds, and how a choice lands in the form. */
export function usePickerDialog({ value, onChange, multiple }: Pick<PickerInputProps, 'value' | 'onChange' | 'multiple'>) {
  const [open, setOpen] = useState(false);
  const mode: PickMode = multiple ? 'multiple' : 'single';
  return {
    open,
    mode,
    keys: keysOfValue(value, mode),
    show: () => setOpen(true),
    cancel: () => setOpen(false),
    choose: (chosen: readonly string[]) => {
      onChange?.(valueOfKeys(mode, chosen));
      setOpen(false);
    },
    clear: () => onChange?.(valueOfKeys(mode, [])),
  };
}

export type PickerDialog = ReturnType<typeof usePickerDialog>;
