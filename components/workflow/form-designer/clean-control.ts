import { controlSchema, type Control } from '@/lib/contract/approval-form/design';

/** Empty settings leave the control rather than being kept as blanks. */
function pruned(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(pruned).filter((v) => v !== undefined);
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => [k, pruned(v)] as const)
      .filter(([, v]) => v !== undefined && v !== null && v !== '');
    return Object.fromEntries(entries);
  }
  return value;
}

const COLUMN_KEYS: Record<string, readonly string[]> = {
  text: ['placeholder', 'minLength', 'maxLength'],
  number: ['min', 'max', 'precision', 'total'],
  amount: ['min', 'max', 'total'],
  date: [],
  choice: ['options'],
  formula: ['op', 'refs', 'precision', 'money', 'total'],
};
const COLUMN_DEFAULTS: Record<string, Record<string, unknown>> = { choice: { options: [] }, formula: { op: 'product', refs: [] } };

/** A column keeps only the settings of its kind: a column changed from choice to text drops its options. */
function columnOfKind(column: Record<string, unknown>): Record<string, unknown> {
  const kind = typeof column.kind === 'string' && column.kind in COLUMN_KEYS ? column.kind : 'text';
  const kept = ['id', 'label', 'labelEn', 'required', 'help', 'kind', ...COLUMN_KEYS[kind]!];
  return { ...COLUMN_DEFAULTS[kind], ...Object.fromEntries(Object.entries(column).filter(([k]) => kept.includes(k))), kind };
}

/**
 * The properties panel's values as a control: blanks dropped, a switched-off condition removed,
 * option values filled in from their labels. Answers the control before the edit when the panel's
 * values do not make one yet (a half-typed number), so the canvas never holds a broken control.
 */
export function controlFromPanel(before: Control, values: Record<string, unknown>): Control {
  const { conditional, ...rest } = values;
  const merged = pruned({ ...rest, kind: before.kind }) as Record<string, unknown>;
  if (!conditional) delete merged.showWhen;
  if (Array.isArray(merged.columns)) merged.columns = (merged.columns as Record<string, unknown>[]).map(columnOfKind);
  for (const list of [merged.options, ...(Array.isArray(merged.columns) ? (merged.columns as Record<string, unknown>[]).map((c) => c.options) : [])]) {
    if (!Array.isArray(list)) continue;
    list.forEach((o: Record<string, unknown>, i) => {
      if (!o.value) o.value = typeof o.label === 'string' && o.label.trim() ? o.label.trim() : `opt${i + 1}`;
    });
  }
  const parsed = controlSchema.safeParse(merged);
  return parsed.success ? parsed.data : before;
}

/** The panel's values for a control. */
export const panelValues = (control: Control): Record<string, unknown> => ({ ...control, conditional: Boolean(control.showWhen) });
