import type { Control, ShowWhen } from './design';
import { numberOf } from './formulas';

/** Whether a value counts as not filled in. */
export const isBlankValue = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

function meets(rule: ShowWhen, value: unknown): boolean {
  if (rule.op === 'filled') return !isBlankValue(value);
  if (isBlankValue(value)) return rule.op === 'ne';
  const values = Array.isArray(value) ? value.map(String) : [String(value)];
  switch (rule.op) {
    case 'eq':
      return values.includes(String(rule.value));
    case 'ne':
      return !values.includes(String(rule.value));
    case 'in':
      return Array.isArray(rule.value) && values.some((v) => (rule.value as string[]).includes(v));
    default: {
      const n = numberOf(value);
      const bound = numberOf(rule.value);
      if (n === null || bound === null) return false;
      return rule.op === 'gt' ? n > bound : rule.op === 'gte' ? n >= bound : rule.op === 'lt' ? n < bound : n <= bound;
    }
  }
}

/**
 * The controls shown for these values, in form order: a control whose rule reads a hidden control
 * reads it as blank, so hiding cascades the way the form shows it.
 */
export function shownControls(fields: readonly Control[], values: Record<string, unknown>): Set<string> {
  const shown = new Set<string>();
  for (const control of fields) {
    const rule = control.showWhen;
    if (!rule || meets(rule, shown.has(rule.field) ? values[rule.field] : undefined)) shown.add(control.id);
  }
  return shown;
}
