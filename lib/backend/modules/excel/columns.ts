import type { EntityDef, FieldDef } from '@/lib/entity/types';
import { editableFields } from '@/lib/entity/zod-schema';

/** The bookkeeping times a list shows after the declared fields (same labels as the list page). */
export const TIME_COLUMNS = [
  { name: 'create_time', label: 'entityUi.list.createTime' },
  { name: 'update_time', label: 'entityUi.list.updateTime' },
] as const;

/** Header of the hidden last column of an export: the record key, so a re-import updates. */
export const KEY_COLUMN_LABEL = 'excel.columns.recordKey';

/** Columns an error workbook adds to the uploaded ones; a corrected error file imports again. */
export const ROW_NUMBER_LABEL = 'excel.columns.rowNumber';
export const REASON_LABEL = 'excel.columns.reason';

/** A column of an export: a declared field, or a bookkeeping time (field null, shown as a date-time). */
export interface ExportColumn {
  name: string;
  label: string;
  field: FieldDef | null;
}

/** Attachments cannot travel in a cell: they are exported as names and never imported. */
const NOT_IMPORTABLE = new Set<FieldDef['type']>(['file', 'image']);

/** The columns of the entity's list page, in its order. */
export function listColumns(entity: EntityDef): ExportColumn[] {
  const declared = Object.entries(entity.fields)
    .filter(([, field]) => field.list !== false && !field.hidden && field.stored !== false)
    .map(([name, field]) => ({ name, label: field.label, field }));
  return [...declared, ...TIME_COLUMNS.map((c) => ({ name: c.name, label: c.label, field: null }))];
}

/**
 * The columns to export: the ones asked for (the list's visible columns, in the order given) that
 * the list knows, or every list column when none is asked for.
 */
export function exportColumns(entity: EntityDef, wanted: readonly string[] | null): ExportColumn[] {
  const all = listColumns(entity);
  if (!wanted || wanted.length === 0) return all;
  const chosen = [...new Set(wanted)].flatMap((name) => all.filter((c) => c.name === name));
  return chosen.length > 0 ? chosen : all;
}

/** The fields an import fills: the form's fields, less attachments. */
export function importFields(entity: EntityDef): [string, FieldDef][] {
  return editableFields(entity).filter(([, field]) => !NOT_IMPORTABLE.has(field.type));
}

/** Must a new record have a value here? (A default fills an empty cell.) */
export function requiredOnCreate(field: FieldDef): boolean {
  return Boolean(field.required) && field.defaultValue === undefined;
}
