import { CONTROL_ID, NUMERIC_KINDS, rowLimitOf, type Control, type DetailColumn, type FormDesign } from './design';
import { formulaOrder, isDetailRef, splitDetailRef } from './formulas';
import { BUILT_IN_TOKENS, GLANCE_KINDS, templateTokens } from './title-template';

/**
 * What keeps a designed form from being published, each named by the control it concerns and a
 * message key under `approvalForm.design` with its values. The designer marks them while the
 * administrator works; the server refuses to save or deploy a form that has any.
 */
export interface DesignIssue {
  control: string;
  key: 'duplicateId' | 'badId' | 'noOptions' | 'noColumns' | 'formulaEmpty' | 'badRange' | 'badRows' | 'badPattern' | 'formulaUnknown' | 'formulaNotNumber' | 'formulaDates' | 'formulaCycle' | 'showWhenUnknown' | 'empty' | 'titleUnknown' | 'summaryUnknown';
  values: Record<string, string | number>;
}

/** Kinds a show-when rule cannot read: computed, tabular or without a value. */
const UNREADABLE_BY_RULES: ReadonlySet<string> = new Set(['formula', 'detail', 'description', 'attachment']);

const labelled = (c: { id: string; label: string }) => c.label || c.id;

function rangeIssues(c: Control | DetailColumn, where: string): DesignIssue[] {
  const issues: DesignIssue[] = [];
  if ('min' in c && 'max' in c && c.min !== undefined && c.max !== undefined && c.min > c.max) issues.push({ control: where, key: 'badRange', values: { control: labelled(c) } });
  if ('minLength' in c && 'maxLength' in c && c.minLength !== undefined && c.maxLength !== undefined && c.minLength > c.maxLength) issues.push({ control: where, key: 'badRange', values: { control: labelled(c) } });
  return issues;
}

function patternIssue(c: Control, where: string): DesignIssue[] {
  if (c.kind !== 'text' || !c.pattern) return [];
  try {
    new RegExp(c.pattern, 'u');
    return [];
  } catch {
    return [{ control: where, key: 'badPattern', values: { control: labelled(c) } }];
  }
}

function formulaRefIssues(c: { id: string; label: string; op: string; refs: readonly string[] }, where: string, kindOf: (ref: string) => string | undefined): DesignIssue[] {
  const issues: DesignIssue[] = [];
  for (const ref of c.refs) {
    const kind = kindOf(ref);
    if (kind === undefined || ref === c.id) issues.push({ control: where, key: 'formulaUnknown', values: { control: labelled(c), ref } });
    else if (c.op === 'dateDiff' ? kind !== 'date' : !NUMERIC_KINDS.has(kind) && kind !== 'dateRange') issues.push({ control: where, key: 'formulaNotNumber', values: { control: labelled(c), ref } });
  }
  if (c.refs.length === 0) issues.push({ control: where, key: 'formulaEmpty', values: { control: labelled(c) } });
  else if (c.op === 'dateDiff' && c.refs.length !== 2) issues.push({ control: where, key: 'formulaDates', values: { control: labelled(c) } });
  return issues;
}

function detailIssues(table: Extract<Control, { kind: 'detail' }>): DesignIssue[] {
  const issues: DesignIssue[] = [];
  const seen = new Set<string>();
  for (const column of table.columns) {
    const where = `${table.id}.${column.id}`;
    if (seen.has(column.id)) issues.push({ control: where, key: 'duplicateId', values: { id: column.id } });
    seen.add(column.id);
    issues.push(...rangeIssues(column, where));
    if (column.kind === 'choice' && column.options.length === 0) issues.push({ control: where, key: 'noOptions', values: { control: labelled(column) } });
    if (column.kind === 'formula') {
      const kinds = new Map(table.columns.map((c) => [c.id, c.kind as string]));
      issues.push(...formulaRefIssues(column, where, (ref) => (isDetailRef(ref) ? undefined : kinds.get(ref))));
    }
  }
  if (table.columns.length === 0) issues.push({ control: table.id, key: 'noColumns', values: { control: labelled(table) } });
  const formulas = table.columns.filter((c) => c.kind === 'formula');
  const cycle = formulaOrder(formulas).cycle;
  if (cycle) issues.push({ control: `${table.id}.${cycle[0]}`, key: 'formulaCycle', values: { path: cycle.join(' → ') } });
  if ((table.minRows ?? 0) > rowLimitOf(table)) issues.push({ control: table.id, key: 'badRows', values: { control: labelled(table) } });
  return issues;
}

/** What an issue of the form's own settings (its title template, its summary fields) names instead of a control. */
export const FORM_SETTINGS = '@form';

/** The title template and the summary fields name controls a title or a row can show. */
function settingsIssues(design: FormDesign, byId: ReadonlyMap<string, Control>): DesignIssue[] {
  const shows = (ref: string) => GLANCE_KINDS.has(byId.get(ref)?.kind ?? 'description');
  return [
    ...templateTokens(design.titleTemplate ?? '')
      .filter((ref) => !BUILT_IN_TOKENS.includes(ref) && !shows(ref))
      .map((ref): DesignIssue => ({ control: FORM_SETTINGS, key: 'titleUnknown', values: { ref } })),
    ...(design.summaryFields ?? []).filter((ref) => !shows(ref)).map((ref): DesignIssue => ({ control: FORM_SETTINGS, key: 'summaryUnknown', values: { ref } })),
  ];
}

export function designIssues(design: FormDesign): DesignIssue[] {
  const issues: DesignIssue[] = [];
  const byId = new Map<string, Control>();
  for (const c of design.fields) {
    if (!CONTROL_ID.test(c.id)) issues.push({ control: c.id, key: 'badId', values: { id: c.id } });
    if (byId.has(c.id)) issues.push({ control: c.id, key: 'duplicateId', values: { id: c.id } });
    else byId.set(c.id, c);
  }
  const kindOf = (ref: string): string | undefined => {
    if (!isDetailRef(ref)) return byId.get(ref)?.kind;
    const [tableId, columnId] = splitDetailRef(ref);
    const table = byId.get(tableId);
    const column = table?.kind === 'detail' ? table.columns.find((col) => col.id === columnId) : undefined;
    // A column total is a number when the column is one.
    return column ? (NUMERIC_KINDS.has(column.kind) ? 'number' : column.kind) : undefined;
  };
  design.fields.forEach((c, index) => {
    issues.push(...rangeIssues(c, c.id), ...patternIssue(c, c.id));
    if (c.kind === 'choice' && !c.dictionary && !c.options?.length) issues.push({ control: c.id, key: 'noOptions', values: { control: labelled(c) } });
    if (c.kind === 'detail') issues.push(...detailIssues(c));
    if (c.kind === 'formula') issues.push(...formulaRefIssues(c, c.id, kindOf));
    // A rule reads a control above it that the user fills in: the form shows and hides as it is filled in, top down.
    if (c.showWhen && !design.fields.slice(0, index).some((before) => before.id === c.showWhen!.field && !UNREADABLE_BY_RULES.has(before.kind))) {
      issues.push({ control: c.id, key: 'showWhenUnknown', values: { control: labelled(c), ref: c.showWhen.field } });
    }
  });
  issues.push(...settingsIssues(design, byId));
  if (design.fields.length === 0) issues.push({ control: '', key: 'empty', values: {} });
  const cycle = formulaOrder(design.fields.filter((c) => c.kind === 'formula')).cycle;
  if (cycle) issues.push({ control: cycle[0]!, key: 'formulaCycle', values: { path: cycle.map((id) => labelled(byId.get(id)!)).join(' → ') } });
  return issues;
}
