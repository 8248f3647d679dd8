'use client';

// The plain input alone: antd's Input also carries its search, password, text-area and code inputs.
import Input from 'antd/es/input/Input';
import styles from './fields.module.css';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { FilterOperator } from '@/lib/entity/types';
import { singleFilter } from './filter-encoding';

/** What an empty value looks like in cells and on the detail view. */
export const EMPTY_MARK = '-';

export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

export function EmptyValue(): ReactNode {
  return <span className={styles.emptyValue}>{EMPTY_MARK}</span>;
}

/** An input's place while its code is on its way (held-component.tsx): one control high, so nothing below moves. */
export function InputPlace(): ReactNode {
  return <div className={styles.inputPlace} aria-hidden />;
}

export function textOf(value: unknown): string {
  if (isBlank(value)) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** 'Please enter X' or 'Please select X' for the widget of a field. */
export function usePlaceholder(kind: 'input' | 'select', label: string): string {
  const t = useTranslations('entityUi.placeholder');
  return t(kind, { label });
}

/** Widget props Form.Item injects. */
export interface Injected<V> {
  id?: string;
  value?: V;
  onChange?: (value: V) => void;
}

interface TextFilterProps extends Injected<string> {
  label: string;
}

/** The filter input of the text family: a cleared input is no filter. */
export function TextFilterInput({ label, value, onChange, id }: TextFilterProps) {
  const placeholder = usePlaceholder('input', label);
  return <Input id={id} value={value ?? ''} onChange={(e) => onChange?.(e.target.value)} placeholder={placeholder} allowClear />;
}

export function textFilterParams(name: string, value: unknown, operator: FilterOperator): Record<string, string> {
  return typeof value === 'string' ? singleFilter(name, operator, value) : {};
}

/** Form value of a plain text widget: what was typed; blanks are sorted out by the schema. */
export function textFromForm(value: unknown): unknown {
  return value === undefined ? null : value;
}

export function textToForm(value: unknown): string {
  return textOf(value);
}
