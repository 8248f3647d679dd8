'use client';

import { useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from '@/lib/client/use-hydrated';
import { FilterFormContext, type FilterFormState } from './filter-form-context';
import styles from './filter-form.module.css';

interface FilterFormProps<V extends object> {
  name: string;
  initialValues?: Partial<V>;
  /** Called with the values typed so far when the search button is pressed or Enter is typed in a field. */
  onFinish: (values: V) => void;
  className?: string;
  children: ReactNode;
}

/**
 * A list's filter bar. Deliberately not antd's Form: filters need no validation, and the form
 * library behind it would load with every list page instead of with the first dialog opened.
 */
export function FilterForm<V extends object>({ name, initialValues, onFinish, className, children }: FilterFormProps<V>) {
  const [initial] = useState<Record<string, unknown>>(() => ({ ...(initialValues as Record<string, unknown> | undefined) }));
  const [values, setValues] = useState<Record<string, unknown>>(initial);
  const hydrated = useHydrated();
  const state = useMemo<FilterFormState>(
    () => ({
      name,
      values,
      setValue: (field, value) => setValues((before) => ({ ...before, [field]: value })),
      reset: () => setValues(initial),
    }),
    [initial, name, values],
  );
  return (
    <FilterFormContext.Provider value={state}>
      <form
        id={name}
        className={`${styles.form} ${className ?? ''}`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onFinish(values as V);
        }}
      >
        {/* What is typed before the page's code runs would be dropped by it: the fields wait for it. */}
        <fieldset disabled={!hydrated} className={styles.fields}>
          {children}
        </fieldset>
      </form>
    </FilterFormContext.Provider>
  );
}
