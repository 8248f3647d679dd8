import { WorkflowError } from './errors';
import type { FormFieldDef } from '@/lib/contract/workflow-graph';
import { nameIn } from '@/lib/entity/english-name';
import { englishLabelOf } from '@/lib/workflow/field-english-label';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';

/**
 * Submitted form data checked against the fields the model declares for the start event or task:
 * required values present, numbers numeric, enums among their values. Answers the data with the
 * declared defaults filled in and numbers and booleans as such; undeclared fields pass unchanged.
 * A refusal names the field in the reader's language (lib/workflow/field-english-label.ts).
 */

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function isRequired(field: FormFieldDef): boolean {
  return field.constraints.some((c) => c.name === 'required' && c.config !== 'false');
}

export function checkFormData(fields: FormFieldDef[], data: Record<string, unknown>, locale: Locale = defaultLocale): Record<string, unknown> {
  const out: Record<string, unknown> = { ...data };
  for (const field of fields) {
    const label = nameIn(locale, field.label || field.id, englishLabelOf(field.properties));
    // Only what was sent counts: a field id like 'constructor' must not find Object.prototype's.
    const given = Object.hasOwn(out, field.id) ? out[field.id] : undefined;
    let value = isBlank(given) ? (field.default_value ?? undefined) : given;
    if (isBlank(value)) {
      if (isRequired(field)) throw new WorkflowError('workflow.form.required', { field: label });
      continue;
    }
    switch (field.type) {
      case 'long': {
        const n = typeof value === 'number' ? value : Number(String(value).trim());
        if (!Number.isFinite(n)) throw new WorkflowError('workflow.form.notNumber', { field: label });
        value = n;
        break;
      }
      case 'boolean':
        if (value === 'true' || value === 'false') value = value === 'true';
        if (typeof value !== 'boolean') throw new WorkflowError('workflow.form.notBoolean', { field: label });
        break;
      case 'enum':
        if (field.enum_values.length && !field.enum_values.some((e) => e.id === String(value))) throw new WorkflowError('workflow.form.notInList', { field: label });
        value = String(value);
        break;
      case 'date':
        if (Number.isNaN(new Date(String(value)).getTime())) throw new WorkflowError('workflow.form.notDate', { field: label });
        value = String(value);
        break;
      default:
        if (typeof value === 'object') throw new WorkflowError('workflow.form.notText', { field: label });
        value = String(value);
    }
    out[field.id] = value;
  }
  return out;
}
