import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ListViewSettings } from '@/lib/contract/list-views';
import { SYSTEM_SORT_COLUMNS } from '@/lib/entity/list-indexes';
import { boardableFields, defaultBoardField } from '@/lib/entity/list-views';
import { ownField } from '@/lib/entity/own-field';
import type { EntityDef } from '@/lib/entity/types';
import { advancedQueryCondition } from '../../entity/advanced-filter';
import { allowsUse, type FieldUseCheck } from '../../entity/field-use';
import { isFilterParam, parseListQuery, snake, sortableColumn } from '../../entity/filters';
import { groupableField } from '../../entity/list-groups';
import { listingOf } from '../../entity/registry';
import { refusedFieldName } from '../../entity/refused-field-name';
import { tableOf } from '../../entity/tables';
import { ApiError } from '../../http/errors';
import { viewRefusal } from './refusal';

const SETTINGS = 'settings';

/** A column the kind's list offers: a field it lists that the caller may see, or a bookkeeping time. */
function isListColumn(entity: EntityDef, name: string): boolean {
  if ((SYSTEM_SORT_COLUMNS as readonly string[]).includes(name)) return true;
  const field = ownField(entity, name);
  return field !== undefined && !field.hidden && field.list !== false;
}

function assertColumns(entity: EntityDef, settings: ListViewSettings): void {
  const seen = new Set<string>();
  for (const { name } of settings.columns) {
    if (!isListColumn(entity, name)) throw viewRefusal('unknownColumn', { field: refusedFieldName(name) }, SETTINGS);
    if (seen.has(name)) throw viewRefusal('duplicateColumn', { field: refusedFieldName(name) }, SETTINGS);
    seen.add(name);
  }
}

/**
 * The filter bar's values must be what the list call takes: a field's filter (or its range's
 * bound) or a parameter of one of the kind's features (the full-text keyword). The generic ones
 * are read as the list would read them, so a value of the wrong kind is refused now, not when a
 * colleague opens the view.
 */
function assertFilters(entity: EntityDef, columns: Record<string, PgColumn>, filters: Record<string, string>, check: FieldUseCheck): void {
  const { featureParams } = listingOf(entity);
  const generic: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (featureParams.has(name)) continue;
    if (!isFilterParam(entity, columns, name)) throw viewRefusal('unknownFilter', { field: refusedFieldName(name) }, SETTINGS);
    generic[name] = value;
  }
  parseListQuery(entity, columns, generic, check);
}

/**
 * Refuses settings the kind's list could not apply, each name checked against the kind as this
 * call sees it: the fields administrators added count, those hidden from the caller do not, and a
 * field the caller may not filter or sort by (`check`: a sensitive one without the right to reveal it)
 * is refused as the list would refuse it.
 */
export function assertSettingsFit(entity: EntityDef, settings: ListViewSettings, check: FieldUseCheck): void {
  const columns = tableOf(entity) as unknown as Record<string, PgColumn>;
  assertColumns(entity, settings);
  const { sort, groupBy, boardField, advanced, filters } = settings;
  if (sort && !sortableColumn(entity, columns, sort.column)) throw viewRefusal('unknownSort', { field: refusedFieldName(sort.column) }, SETTINGS);
  if (sort) check(snake(sort.column), 'sort');
  if (groupBy && !groupableField(entity, groupBy)) throw viewRefusal('groupBy', { field: refusedFieldName(groupBy) }, SETTINGS);
  if (boardField && !boardableFields(entity).some(([name]) => name === boardField)) throw viewRefusal('notBoardField', { field: refusedFieldName(boardField) }, SETTINGS);
  if (advanced) advancedQueryCondition(entity, columns, advanced, check);
  assertFilters(entity, columns, filters, check);
}

/** Whether the list would take this part of a view (the check throws the refusal it would answer). */
function takes(check: () => unknown): boolean {
  try {
    check();
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

/**
 * A saved view as the kind's list offers it now to this caller: what names a field since retired
 * (or never the caller's to see), or filters or sorts by one the caller may not (`check`), is left
 * out, so the view still opens, with the rest of what it keeps, rather than have the list refuse its
 * query. A board whose field is gone shows the kind's default board field; a kind left without one
 * shows the table.
 */
export function fittedSettings(entity: EntityDef, settings: ListViewSettings, check: FieldUseCheck): ListViewSettings {
  const columns = tableOf(entity) as unknown as Record<string, PgColumn>;
  const { featureParams } = listingOf(entity);
  const boardFields = boardableFields(entity).map(([name]) => name);
  const filteredBy = (name: string) => {
    const field = ownField(entity, name);
    return field !== undefined && !field.hidden && allowsUse(check, name, 'filter');
  };
  const kind = settings.kind === 'board' && boardFields.length === 0 ? 'table' : settings.kind;
  const conditions = settings.advanced?.conditions
    .filter((condition) => takes(() => advancedQueryCondition(entity, columns, { matchType: 'and', conditions: [condition] }, check))) ?? [];
  const sort = settings.sort;
  return {
    kind,
    columns: settings.columns.filter(({ name }) => isListColumn(entity, name)),
    filters: Object.fromEntries(Object.entries(settings.filters).filter(([name, value]) => featureParams.has(name)
      || (isFilterParam(entity, columns, name) && takes(() => parseListQuery(entity, columns, { [name]: value }, check))))),
    filterValues: Object.fromEntries(Object.entries(settings.filterValues).filter(([name]) => featureParams.has(name) || filteredBy(name))),
    advanced: settings.advanced && conditions.length > 0 ? { ...settings.advanced, conditions } : null,
    sort: sort && sortableColumn(entity, columns, sort.column) && allowsUse(check, snake(sort.column), 'sort') ? sort : null,
    groupBy: settings.groupBy && groupableField(entity, settings.groupBy) ? settings.groupBy : null,
    boardField: settings.boardField && boardFields.includes(settings.boardField) ? settings.boardField : kind === 'board' ? defaultBoardField(entity) : null,
  };
}
