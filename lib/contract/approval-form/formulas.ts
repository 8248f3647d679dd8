import type { ControlOf, DetailColumn, FormDesign, FormulaOp } from './design';

/**
 * Formulas of a designed form: Σ, Π, a difference and a date difference over other controls or a
 * detail table's column totals, and formula columns within a detail row. The browser shows them as
 * the user types; the server computes them again from the submitted inputs and keeps its own result.
 */

type Values = Record<string, unknown>;

const DEFAULT_PRECISION = 2;

export const isDetailRef = (ref: string) => ref.includes('.');
export const splitDetailRef = (ref: string): [string, string] => {
  const [table = '', column = ''] = ref.split('.', 2);
  return [table, column];
};

function round(n: number, precision = DEFAULT_PRECISION): number {
  const f = 10 ** precision;
  return Math.round((n + Number.EPSILON) * f) / f;
}

export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** Days since 1970-01-01 of a day or date-time text (its calendar day as written), or null. */
export function dayNumber(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!m) return null;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(t) ? null : Math.round(t / 86_400_000);
}

function apply(op: FormulaOp, inputs: (number | null)[], precision?: number): number | null {
  if (op === 'dateDiff') {
    const [from, to] = inputs;
    return from === null || from === undefined || to === null || to === undefined ? null : to - from;
  }
  const known = inputs.map((n) => n ?? 0);
  if (inputs.every((n) => n === null)) return null;
  switch (op) {
    case 'sum':
      return round(known.reduce((a, b) => a + b, 0), precision);
    case 'product':
      return round(known.reduce((a, b) => a * b, 1), precision);
    case 'difference':
      return round(known.slice(1).reduce((a, b) => a - b, known[0] ?? 0), precision);
  }
}

/** The order formulas are computed in, each after what it reads; null when they read each other in a cycle. */
export function formulaOrder<F extends { id: string; refs: readonly string[] }>(formulas: readonly F[]): { order: F[]; cycle: null } | { order: null; cycle: string[] } {
  const byId = new Map(formulas.map((f) => [f.id, f]));
  const order: F[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (f: F, path: string[]): string[] | null => {
    const seen = state.get(f.id);
    if (seen === 'done') return null;
    if (seen === 'visiting') return [...path.slice(path.indexOf(f.id)), f.id];
    state.set(f.id, 'visiting');
    for (const ref of f.refs) {
      const next = byId.get(isDetailRef(ref) ? '' : ref);
      if (next) {
        const cycle = visit(next, [...path, f.id]);
        if (cycle) return cycle;
      }
    }
    state.set(f.id, 'done');
    order.push(f);
    return null;
  };
  for (const f of formulas) {
    const cycle = visit(f, []);
    if (cycle) return { order: null, cycle };
  }
  return { order, cycle: null };
}

function computeRow(columns: readonly DetailColumn[], row: Values): Values {
  const out: Values = { ...row };
  const formulas = columns.filter((c): c is Extract<DetailColumn, { kind: 'formula' }> => c.kind === 'formula');
  const { order } = formulaOrder(formulas);
  for (const f of order ?? []) {
    const inputs = f.refs.map((ref) => (f.op === 'dateDiff' ? dayNumber(out[ref]) : numberOf(out[ref])));
    out[f.id] = apply(f.op, inputs, f.precision);
  }
  return out;
}

/** The total of one column of a detail table's rows. */
export function columnTotal(rows: readonly Values[], column: string): number {
  return round(rows.reduce((sum, row) => sum + (numberOf(row[column]) ?? 0), 0), 4);
}

const rowsOf = (value: unknown): Values[] => (Array.isArray(value) ? value.filter((r): r is Values => typeof r === 'object' && r !== null && !Array.isArray(r)) : []);

/** A date range's value: its first and last day and the duration computed from them. */
export interface DateRangeValue {
  start: string;
  end: string;
  days: number;
}

/**
 * The values with every computed part recomputed from the inputs: formula columns of each detail
 * row, date-range durations (`countDays` counts the days of a range: working days or all days),
 * and the form's formulas in dependency order. What the caller sent for a computed part is ignored.
 */
export function computeFormulas(design: FormDesign, values: Values, countDays: (start: string, end: string, workdays: boolean) => number): Values {
  const out: Values = { ...values };
  for (const control of design.fields) {
    if (control.kind === 'detail') out[control.id] = rowsOf(out[control.id]).map((row) => computeRow(control.columns, row));
    if (control.kind === 'dateRange') out[control.id] = rangeWithDays(out[control.id], control.workdays ?? false, countDays);
  }
  const formulas = design.fields.filter((c): c is ControlOf<'formula'> => c.kind === 'formula');
  const { order } = formulaOrder(formulas);
  for (const f of order ?? []) out[f.id] = apply(f.op, f.refs.map((ref) => refValue(design, out, ref, f.op)), f.precision);
  return out;
}

function rangeWithDays(value: unknown, workdays: boolean, countDays: (start: string, end: string, workdays: boolean) => number): DateRangeValue | null {
  if (typeof value !== 'object' || value === null) return null;
  const { start, end } = value as Partial<DateRangeValue>;
  if (typeof start !== 'string' || typeof end !== 'string' || dayNumber(start) === null || dayNumber(end) === null) return null;
  return { start, end, days: countDays(start, end, workdays) };
}

function refValue(design: FormDesign, values: Values, ref: string, op: FormulaOp): number | null {
  if (isDetailRef(ref)) {
    const [table, column] = splitDetailRef(ref);
    return columnTotal(rowsOf(values[table]), column);
  }
  const value = values[ref];
  if (op === 'dateDiff') return dayNumber(value);
  const control = design.fields.find((c) => c.id === ref);
  if (control?.kind === 'dateRange') return (value as DateRangeValue | null)?.days ?? null;
  return numberOf(value);
}

