import type { EntityDef, FieldDef } from '@/lib/entity/types';
import { businessDay } from '@/lib/entity/time-zone';
import { editableFields } from '@/lib/entity/zod-schema';
import { type EntityRecord, kindOf } from './fields';
import { type FormMode, formFields, inForm } from './form-fields';


/** Shown but not typed: declared read-only, or worked out by a formula (kept up to date as the inputs change). */
export function isReadOnly(field: FieldDef): boolean {
  return (field.form !== false && field.form?.readOnly === true) || ('formula' in field && field.formula !== undefined);
}

/** What a new record's field starts at: its creator, the present moment, or the declared default. */
function startingValue(field: FieldDef, caller?: string): unknown {
  if (field.type === 'user' && field.creatorByDefault && caller) return caller;
  if ((field.type === 'date' || field.type === 'datetime') && field.startsNow) return field.type === 'date' ? businessDay() : new Date().toISOString();
  return field.defaultValue ?? null;
}

/**
 * The answered value behind a field: an unstored field (linked keys) is answered under another
 * property, named by loadFrom; a new record starts from the declared default.
 */
export function sourceValue(name: string, field: FieldDef, record: EntityRecord | null, caller?: string): unknown {
  if (!record) return startingValue(field, caller);
  return record[field.loadFrom ?? name] ?? null;
}

/** A stored record (or nothing, for a new one, whose caller is its creator) as the form's values. */
export function toFormValues(entity: EntityDef, record: EntityRecord | null, caller?: string): Record<string, unknown> {
  const mode: FormMode = record ? 'edit' : 'create';
  return Object.fromEntries(formFields(entity, mode).map(([name, field]) => [name, kindOf(field).toForm(sourceValue(name, field, record, caller), field)]));
}

export interface EditBasis {
  key: string;
  /** The version the edit started from; the server refuses the save if the record moved on. */
  version: number;
}

/**
 * The form's values as addOrUpdate expects them: the editable fields (unstored ones included, for
 * the entity's behaviour to store), plus key and version when editing. An edit leaves out the
 * createOnly fields so a password is never sent blank over the stored one.
 */
export function toPayload(entity: EntityDef, values: Record<string, unknown>, basis: EditBasis | null): Record<string, unknown> {
  const mode: FormMode = basis ? 'edit' : 'create';
  const payload: Record<string, unknown> = Object.fromEntries(
    editableFields(entity)
      .filter(([, field]) => inForm(field, mode))
      .map(([name, field]) => [name, kindOf(field).fromForm(values[name], field)]),
  );
  if (basis) {
    payload[entity.key] = basis.key;
    payload.version = basis.version;
  }
  return payload;
}

export interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first message for each field, as antd's form.setFields wants them. */
export function fieldErrors(issues: readonly Issue[], text: (message: string) => string): { name: string; errors: string[] }[] {
  const seen = new Map<string, string>();
  for (const issue of issues) {
    const name = issue.path[0];
    if (typeof name === 'string' && !seen.has(name)) seen.set(name, text(issue.message));
  }
  return [...seen].map(([name, message]) => ({ name, errors: [message] }));
}

export function issueFor(issues: readonly Issue[], name: string): string | undefined {
  return issues.find((issue) => issue.path[0] === name)?.message;
}

export function versionOf(record: EntityRecord | null | undefined): number | null {
  const version = record?.version;
  return typeof version === 'number' && Number.isInteger(version) ? version : null;
}
