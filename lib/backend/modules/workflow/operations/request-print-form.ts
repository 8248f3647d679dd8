import type { FormFieldDef } from '@/lib/contract/form-field';
import { startOf, type ProcessGraph } from '@/lib/contract/workflow-graph';
import { designIn } from '@/lib/contract/approval-form/design-language';
import { printedForm } from '@/lib/contract/approval-form/printed-form';
import { businessDateTime } from '@/lib/entity/business-time';
import type { Locale } from '@/lib/i18n/locales';
import { fieldLabelIn } from '@/lib/workflow/field-english-label';
import type { Db } from '../../../db/client';
import type { PrintField, PrintSection } from '../../../print/print-document';
import { formValueNames } from '../store/form-value-names';

/**
 * The form of a printed request, as its reader reads it: a designed form's controls, options and
 * columns by their names in her language (design-language.ts), a BPMN start form's fields by their
 * English labels for an English reader (field-english-label.ts), and the words around the values
 * (days, separators, asides) from the print's catalogue in her language.
 */

export type Say = (key: string, values?: Record<string, string | number>) => string;

/** A form value as the screens show it: enum names, yes / no, dates and times in the business zone. */
export function printedValue(field: FormFieldDef, value: unknown, say: Say, locale: Locale): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return '';
  switch (field.type) {
    case 'long': {
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? n.toLocaleString(locale) : String(value);
    }
    case 'boolean':
      return value === true || value === 'true' ? say('print.pdf.yes') : say('print.pdf.no');
    case 'enum':
      return field.enum_values.find((e) => e.id === String(value))?.name ?? String(value);
    case 'date': {
      const text = String(value).trim();
      // A day stays that day; an instant shows as the business zone's wall clock.
      if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
      const instant = new Date(text);
      return Number.isNaN(instant.getTime()) ? text : businessDateTime(instant);
    }
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

function formRows(fields: readonly FormFieldDef[], data: Record<string, unknown>, say: Say, locale: Locale): PrintField[] {
  const declared = new Set(fields.map((f) => f.id));
  return [
    ...fields.map((f) => ({ label: fieldLabelIn(locale, f), value: printedValue(f, data[f.id], say, locale) || '-' })),
    ...Object.entries(data)
      .filter(([name]) => !declared.has(name))
      .map(([name, value]) => ({ label: name, value: typeof value === 'object' ? JSON.stringify(value) : String(value) })),
  ];
}

/**
 * The request's form: a designed form's rows and detail tables (each with its totals and the money
 * total in words), or the BPMN start form's rows.
 */
export async function formSections(db: Db, graph: ProcessGraph, data: Record<string, unknown>, say: Say, locale: Locale): Promise<PrintSection[]> {
  const design = graph.formDesign ? designIn(locale, graph.formDesign) : undefined;
  const words = { days: (days: number) => say('print.pdf.days', { days }), separator: say('print.pdf.separator'), total: say('print.pdf.total'), aside: (text: string) => say('print.pdf.aside', { text }) };
  const printed = design
    ? printedForm(design, data, await formValueNames(db, design, data, locale), words)
    : { rows: formRows(startOf(graph).form, data, say, locale), tables: [] };
  return [
    { kind: 'fields', title: say('print.pdf.form'), rows: printed.rows.length ? printed.rows : [{ label: say('print.pdf.form'), value: say('print.pdf.noForm') }] },
    ...printed.tables.map((table): PrintSection => ({ kind: 'table', ...table, emptyText: say('print.pdf.noRows') })),
  ];
}
