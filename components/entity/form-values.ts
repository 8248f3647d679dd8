import type { EntityDef, FieldDef } from '@/lib/entity/types';
import { editableFields } from '@/lib/entity/zod-schema';
import { type EntityRecord, kindOf } from './fields';

/** Fields the form shows, editable or read-only, in declaration order. */
export function formFields(entity: EntityDef): [string, FieldDef][] {
  return Object.entries(entity.fields).filter(([, field]) => field.form !== false);
}

export function isReadOnly(field: FieldDef): boolean {
  return field.form !== false && field.form?.readOnly === true;
}

/** A stored record (or nothing, for a new one) as the form's values. */
export function toFormValues(entity: EntityDef, record: EntityRecord | null): Record<string, unknown> {
  return Object.fromEntries(formFields(entity).map(([name, field]) => [name, kindOf(field).toForm(record?.[name] ?? null, field)]));
}

export interface EditBasis {
  key: string;
  /** The version the edit started from; the server refuses the save if the record moved on. */
  version: number;
}

/** The form's values as addOrUpdate expects them: the editable fields, plus key and version when editing. */
export function toPayload(entity: EntityDef, values: Record<string, unknown>, basis: EditBasis | null): Record<string, unknown> {
  const payload: Record<string, unknown> = Object.fromEntries(
    editableFields(entity).map(([name, field]) => [name, kindOf(field).fromForm(values[name], field)]),
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
