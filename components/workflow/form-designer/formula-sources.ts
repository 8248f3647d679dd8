import { NUMERIC_KINDS, type Control, type FormDesign, type FormulaOp } from '@/lib/contract/approval-form/design';

/** What a formula may read: numbers, amounts, other formulas, ranges' days and column totals; dates for a date difference. */
export function formulaSources(design: FormDesign, self: string, op: FormulaOp, totalLabel: (table: string, column: string) => string): { value: string; label: string }[] {
  const out: { value: string; label: string }[] = [];
  for (const c of design.fields) {
    if (c.id === self) continue;
    if (op === 'dateDiff') {
      if (c.kind === 'date') out.push({ value: c.id, label: c.label });
      continue;
    }
    if (NUMERIC_KINDS.has(c.kind) || c.kind === 'dateRange') out.push({ value: c.id, label: c.label });
    if (c.kind === 'detail') {
      for (const col of c.columns) if (NUMERIC_KINDS.has(col.kind)) out.push({ value: `${c.id}.${col.id}`, label: totalLabel(c.label, col.label) });
    }
  }
  return out;
}

/** Controls a show-when rule may read: those above, that the user fills in. */
export function ruleSources(design: FormDesign, self: string): Control[] {
  const index = design.fields.findIndex((c) => c.id === self);
  return design.fields.slice(0, Math.max(index, 0)).filter((c) => !['formula', 'detail', 'description', 'attachment'].includes(c.kind));
}
