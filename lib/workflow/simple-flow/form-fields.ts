import type { FormFieldState } from '../form-data';
import type { Control, FormDesign } from '@/lib/contract/approval-form/design';
import type { FlowField, FlowFieldKind } from './schema';

/**
 * The start form as the simple designer sees it: fields by id, label and kind. Read from a model's
 * start event form (form-data.ts), and written back as the form field types the engine knows; a
 * field of another type (boolean, custom) is not offered to conditions.
 */

const TYPES: Record<FlowFieldKind, string> = { number: 'long', text: 'string', choice: 'enum', date: 'date' };
const KINDS: Record<string, FlowFieldKind> = { long: 'number', string: 'text', enum: 'choice', date: 'date' };

export const fieldType = (kind: FlowFieldKind) => TYPES[kind];

export function flowFieldsOf(fields: readonly FormFieldState[]): FlowField[] {
  return fields.flatMap((field): FlowField[] => {
    const kind = KINDS[field.kind];
    if (!kind) return [];
    return [{
      id: field.id,
      label: field.label || field.id,
      kind,
      options: kind === 'choice' ? field.values.map((v) => ({ value: v.id, label: v.name || v.id })) : [],
      required: field.constraints.some((c) => c.name === 'required' && c.config !== 'false'),
    }];
  });
}

const DESIGNED_KINDS: Partial<Record<Control['kind'], FlowFieldKind>> = { number: 'number', amount: 'number', formula: 'number', text: 'text', textarea: 'text', choice: 'choice', date: 'date' };

/**
 * A designed form (lib/contract/approval-form) as conditions and delays see it: its numbers,
 * amounts and formulas, texts, single choices with their own options, and dates. Its fields belong
 * to the form designer; the flow only reads them.
 */
export function flowFieldsOfDesign(design: FormDesign): FlowField[] {
  return design.fields.flatMap((control): FlowField[] => {
    const kind = DESIGNED_KINDS[control.kind];
    if (!kind || (control.kind === 'choice' && (control.multiple || !control.options?.length))) return [];
    return [{
      id: control.id,
      label: control.label,
      kind,
      options: control.kind === 'choice' ? (control.options ?? []) : [],
      required: 'required' in control && control.required === true,
    }];
  });
}
