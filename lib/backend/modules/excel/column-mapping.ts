import { RECORD_KEY_TARGET, type ImportMode } from '@/lib/contract/import-mapping';
import { messageWith } from '@/lib/entity/messages';
import type { EntityDef } from '@/lib/entity/types';
import { refusedFieldName } from '../../entity/refused-field-name';
import { badRequest } from '../../http/errors';
import { importFields, requiredOnCreate } from './columns';
import type { ColumnTarget } from './header-match';

/**
 * The mapping a user chose for an upload's columns, checked against the kind's importable fields
 * before anything is written: each field at most one column, every required field a column when
 * rows are added, and in update mode a unique key field that has a column.
 */

type Translate = (key: string) => string;

export interface ChosenMapping {
  targets: ColumnTarget[];
  /** Update mode by a unique field; null when rows are matched by the record-key column or only added. */
  matchField: string | null;
}

export const targetName = (target: ColumnTarget): string | null => (target === null ? null : target.kind === 'key' ? RECORD_KEY_TARGET : target.name);

const targetOf = (name: string | null): ColumnTarget => (name === null ? null : name === RECORD_KEY_TARGET ? { kind: 'key' } : { kind: 'field', name });

/** Importable fields rows may be matched by: unique among live records (a name, a code). */
export function matchableFields(entity: EntityDef, fixed: readonly string[] = []): string[] {
  return importFields(entity).filter(([name, field]) => field.unique && !fixed.includes(name)).map(([name]) => name);
}

/** Fields a new record needs that have no column (and no value fixed by the importing page). */
export function unmappedRequired(entity: EntityDef, targets: readonly ColumnTarget[], fixed: readonly string[]): string[] {
  const mapped = new Set(targets.flatMap((t) => (t?.kind === 'field' ? [t.name] : [])));
  return importFields(entity).filter(([name, field]) => requiredOnCreate(field) && !mapped.has(name) && !fixed.includes(name)).map(([name]) => name);
}

export interface MappingRequest {
  columns: readonly (string | null)[];
  mode: ImportMode;
  keyField: string | null;
}

/** Checks a mapping for these headers; refuses with a message naming the columns and fields at fault. */
export function checkMapping(entity: EntityDef, headers: readonly string[], request: MappingRequest, fixed: readonly string[], t: Translate): ChosenMapping {
  if (request.columns.length !== headers.length) throw badRequest('excel.mapping.columnCount');
  const importable = new Map(importFields(entity).filter(([name]) => !fixed.includes(name)));
  const labelOf = (name: string) => (name === RECORD_KEY_TARGET ? t('excel.columns.recordKey') : t(importable.get(name)?.label ?? name));
  const headerOf = (i: number) => headers[i]?.trim() || t('excel.mapping.blankHeader');
  const separator = t('excel.verify.listSeparator');

  const columnsOf = new Map<string, number[]>();
  request.columns.forEach((name, i) => {
    if (name === null) return;
    if (name !== RECORD_KEY_TARGET && !importable.has(name)) throw badRequest(messageWith('excel.mapping.unknownField', { column: headerOf(i), field: refusedFieldName(name) }));
    columnsOf.set(name, [...(columnsOf.get(name) ?? []), i]);
  });
  for (const [name, indexes] of columnsOf) {
    if (indexes.length > 1) throw badRequest(messageWith('excel.mapping.twice', { field: labelOf(name), columns: indexes.map(headerOf).join(separator) }));
  }
  if (![...columnsOf.keys()].some((name) => name !== RECORD_KEY_TARGET)) throw badRequest('excel.mapping.nothingMapped');

  // Adding only: a record-key column has nothing to update, so it is left out.
  const keepKey = request.mode === 'update' && request.keyField === RECORD_KEY_TARGET;
  const targets = request.columns.map((name) => (name === RECORD_KEY_TARGET && !keepKey ? null : targetOf(name)));
  if (request.mode === 'create') {
    const missing = unmappedRequired(entity, targets, fixed);
    if (missing.length > 0) throw badRequest(messageWith('excel.mapping.requiredUnmapped', { fields: missing.map(labelOf).join(separator) }));
    return { targets, matchField: null };
  }
  const keyField = request.keyField;
  if (keyField === null) throw badRequest('excel.mapping.keyFieldRequired');
  if (keyField !== RECORD_KEY_TARGET && !matchableFields(entity, fixed).includes(keyField)) {
    throw badRequest(messageWith('excel.mapping.keyNotUnique', { field: importable.has(keyField) ? labelOf(keyField) : refusedFieldName(keyField) }));
  }
  if (!columnsOf.has(keyField)) throw badRequest(messageWith('excel.mapping.keyUnmapped', { field: labelOf(keyField) }));
  return { targets, matchField: keyField === RECORD_KEY_TARGET ? null : keyField };
}

/**
 * Why a kept upload cannot start as it is mapped (the call sequence without a mapping step keeps
 * the header match): no column names a field, or rows that can only be added lack a required field.
 */
export function startRefusal(entity: EntityDef, upload: { file_name: string; targets: readonly ColumnTarget[]; match_field: string | null; fixed: Record<string, string> }, t: Translate): string | null {
  const { targets, file_name: name } = upload;
  if (!targets.some((target) => target?.kind === 'field')) return messageWith('excel.verify.wrongHeaders', { name, entity: t(entity.label) });
  const updates = upload.match_field !== null || targets.some((target) => target?.kind === 'key');
  const missing = updates ? [] : unmappedRequired(entity, targets, Object.keys(upload.fixed));
  if (missing.length === 0) return null;
  return messageWith('excel.verify.missingHeaders', { name, columns: missing.map((field) => t(entity.fields[field]!.label)).join(t('excel.verify.listSeparator')) });
}
