'use client';

import { createContext, useContext } from 'react';

/** What a filter bar's fields and buttons share: the values typed so far, and how to change or clear them. */
export interface FilterFormState {
  /** The form's name: field ids are `${name}_${field}`, as labels and tests address them. */
  name: string;
  values: Record<string, unknown>;
  setValue(field: string, value: unknown): void;
  reset(): void;
}

export const FilterFormContext = createContext<FilterFormState | null>(null);

export function useFilterForm(): FilterFormState {
  const state = useContext(FilterFormContext);
  if (!state) throw new Error('useFilterForm outside a FilterForm');
  return state;
}

/** What a widget's onChange hands over: an input's event, a checkbox's event, or the value itself. */
export function valueFromChange(change: unknown): unknown {
  if (change && typeof change === 'object' && 'target' in change) {
    const target = change.target as { type?: string; checked?: boolean; value?: unknown } | null;
    if (target && typeof target === 'object') return target.type === 'checkbox' ? target.checked : target.value;
  }
  return change;
}
