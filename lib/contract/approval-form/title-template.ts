import type { Control, ControlKind, FormDesign } from './design';

/**
 * A designed form's title template (标题模板) and summary fields (列表摘要): how its requests are
 * told apart in lists. The template is text with `{controlId}` for a control's value and two
 * built-in names, `{applicant}` and `{process}`; the server fills it in from the checked start form
 * (a caller's own title does not count then), e.g. `{applicant}的{expenseType}报销：{reason}` gives
 * 李娜的差旅费报销：11 月华东客户拜访. A built-in name wins over a control of the same id.
 */

export const APPLICANT_TOKEN = 'applicant';
export const PROCESS_TOKEN = 'process';
export const BUILT_IN_TOKENS: readonly string[] = [APPLICANT_TOKEN, PROCESS_TOKEN];

/** The title column's length: a filled-in template is cut to it. */
export const REQUEST_TITLE_MAX = 200;

/** Kinds whose value reads as a few words: what a title or a row's summary may show. */
export const GLANCE_KINDS: ReadonlySet<ControlKind> = new Set<ControlKind>(['text', 'textarea', 'number', 'amount', 'date', 'dateRange', 'choice', 'person', 'department', 'record', 'formula']);

const TOKEN = /\{([A-Za-z][A-Za-z0-9_]{0,39})\}/g;

/** The names a template uses, in order, each once. */
export function templateTokens(template: string): string[] {
  return [...new Set([...template.matchAll(TOKEN)].map((m) => m[1]!))];
}

/** The controls a title or a summary may show, in form order. */
export const glanceControls = (design: FormDesign): Control[] => design.fields.filter((c) => GLANCE_KINDS.has(c.kind));

/** How a value that reads as nothing is printed (printed-form.ts). */
const NOTHING = '-';

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The form's summary controls as designed (known, showable ones only, each once). */
export function summaryControls(design: FormDesign): Control[] {
  const byId = new Map(glanceControls(design).map((c) => [c.id, c]));
  return [...new Set(design.summaryFields ?? [])].flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

export interface TitleFacts {
  applicant: string;
  process: string;
}

/**
 * The template filled in: each control's value as people read it (`valueText`: option names,
 * people's names, money), an empty or unknown one, or one that reads as nothing, as nothing; spaces collapsed and the result cut
 * to the title column's length.
 */
export function renderTitle(template: string, design: FormDesign, data: Readonly<Record<string, unknown>>, facts: TitleFacts, valueText: (control: Control, value: unknown) => string): string {
  const byId = new Map(glanceControls(design).map((c) => [c.id, c]));
  const filled = template.replace(TOKEN, (_, token: string) => {
    if (token === APPLICANT_TOKEN) return facts.applicant;
    if (token === PROCESS_TOKEN) return facts.process;
    const control = byId.get(token);
    const value = data[token];
    const text = control && !isBlank(value) ? valueText(control, value) : '';
    // A value that reads as nothing (the printed form's '-', a range not finished) is left out too.
    return text === NOTHING ? '' : text;
  });
  return Array.from(filled.replace(/\s+/g, ' ').trim()).slice(0, REQUEST_TITLE_MAX).join('');
}

/** The template as an administrator reads it while designing: each name replaced by its label in 【】. */
export function describeTemplate(template: string, design: FormDesign, builtIns: Readonly<Record<string, string>>): string {
  const labels = new Map(design.fields.map((c) => [c.id, c.label]));
  return template.replace(TOKEN, (whole, token: string) => {
    const label = builtIns[token] ?? labels.get(token);
    return label ? `【${label}】` : whole;
  });
}
