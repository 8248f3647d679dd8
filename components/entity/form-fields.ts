import type { EntityDef, FieldDef } from '@/lib/entity/types';

/** Whether the form creates a record or edits one: createOnly fields exist only in the first case. */
export type FormMode = 'create' | 'edit';

/** Whether the form carries the field at all (hidden ones never; a first password only when creating). */
export function inForm(field: FieldDef, mode: FormMode): boolean {
  if (field.hidden || field.form === false) return false;
  return mode === 'create' || field.createOnly !== true;
}

/** Fields the form shows, editable or read-only, in declaration order. */
export function formFields(entity: EntityDef, mode: FormMode = 'create'): [string, FieldDef][] {
  return Object.entries(entity.fields).filter(([, field]) => inForm(field, mode));
}
