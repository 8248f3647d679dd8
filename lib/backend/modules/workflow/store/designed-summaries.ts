import type { Control } from '@/lib/contract/approval-form/design';
import { numberOf } from '@/lib/contract/approval-form/formulas';
import { glanceText } from '@/lib/contract/approval-form/printed-form';
import type { RowSummary } from '@/lib/contract/workflow-values';
import type { Db } from '../../../db/client';
import { itemsByCode } from '../../../dictionaries/store';
import { formValueNamesOf } from './form-value-names';
import { glanceWords } from './request-title';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';

/**
 * The summary fields of designed forms (列表摘要) on a page of rows: each value as people read it,
 * the way the title reads it (option and dictionary names, people, departments and records by
 * name, money as money, a range with its days), in the reader's language: controls and options by
 * the names the caller hands in (design-language.ts), dictionaries' texts, departments and the words
 * around values in her language. Names and dictionaries are read once for the page.
 */

export interface SummaryForm {
  controls: Control[];
  data: Record<string, unknown>;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const isMoney = (c: Control) => c.kind === 'amount' || (c.kind === 'formula' && c.money === true);

/** How a row shows a control's value: a figure stays a number, money and ranges come as text. */
function summaryType(c: Control): string {
  if (isMoney(c)) return 'amount';
  if (c.kind === 'number' || c.kind === 'formula') return 'long';
  if (c.kind === 'choice') return 'enum';
  if (c.kind === 'date' || c.kind === 'dateRange') return c.kind;
  return 'string';
}

/** A reader of the page's summary values: the row item of a control's value, null where it is empty. */
export async function designedSummaryReader(db: Db, forms: readonly SummaryForm[], locale: Locale = defaultLocale): Promise<(control: Control, value: unknown) => RowSummary | null> {
  const codes = new Set(forms.flatMap((f) => f.controls.flatMap((c) => (c.kind === 'choice' && c.dictionary ? [c.dictionary] : []))));
  const dictionaries = new Map<string, { value: string; label: string }[]>();
  // A value kept before its item was switched off still reads by its name.
  for (const code of codes) dictionaries.set(code, (await itemsByCode(db, code, { includeDisabled: true, locale })).map((i) => ({ value: i.value, label: i.text })));
  const nameOf = await formValueNamesOf(db, forms.map((f) => ({ design: { fields: f.controls }, data: f.data })), locale);
  const words = glanceWords(locale);
  return (control, value) => {
    if (isBlank(value)) return null;
    const shown = control.kind === 'choice' && control.dictionary ? { ...control, options: dictionaries.get(control.dictionary) ?? [] } : control;
    const type = summaryType(control);
    const figure = type === 'long' && !(control.kind === 'number' && control.unit) ? numberOf(value) : null;
    return { id: control.id, label: control.label, type: figure === null && type === 'long' ? 'string' : type, value: figure ?? glanceText(shown, value, nameOf, words) };
  };
}
