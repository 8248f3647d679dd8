'use client';

import { cloneElement, isValidElement, type ReactNode } from 'react';
import { useFilterForm, valueFromChange } from './filter-form-context';
import styles from './filter-form.module.css';

interface WidgetProps {
  id?: string;
  value?: unknown;
  onChange?: (...args: unknown[]) => void;
}

/**
 * One labelled filter: the widget gets `id`, `value` and `onChange` (as antd's Form.Item would
 * give them), so every field widget serves both the record form and the filter bar.
 */
export function FilterItem({ name, label, className, children }: { name: string; label: ReactNode; className?: string; children: ReactNode }) {
  const form = useFilterForm();
  const id = `${form.name}_${name}`;
  const widget = isValidElement<WidgetProps>(children)
    ? cloneElement(children, {
        id,
        value: form.values[name],
        onChange: (...args: unknown[]) => {
          form.setValue(name, valueFromChange(args[0]));
          children.props.onChange?.(...args);
        },
      })
    : children;
  return (
    <div className={`${styles.item} ${className ?? ''}`}>
      <div className={styles.label}>
        <label htmlFor={id} title={typeof label === 'string' ? label : undefined}>
          {label}
        </label>
      </div>
      <div className={styles.control}>{widget}</div>
    </div>
  );
}
