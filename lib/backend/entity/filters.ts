import { and, asc, desc, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { GROUP_BY_PARAM } from '@/lib/contract/list-view-paths';
import { messageWith } from '@/lib/entity/messages';
import { ownField } from '@/lib/entity/own-field';
import type { EntityDef, FieldDef } from '@/lib/entity/types';
import { shownName } from '../http/clean-input';
import { badRequest } from '../http/errors';
import { advancedCondition, type ShownValues } from './advanced-filter';
import { operatorCondition, typed } from './conditions';
import { parseFilterValue } from '@/lib/entity/filter-value';
import type { FieldUseCheck } from './field-use';
import { ownColumn } from './own-column';
import { refusedFieldName } from './refused-field-name';

/**
 * Query parameters that are not filters; page and size are how the paged drop-downs say pageNo and
 * pageSize. The grouping is read by the listing (./list-groups.ts).
 */
const CONTROL_PARAMS: ReadonlySet<string> = new Set(['pageNo', 'pageSize', 'page', 'size', 'column', 'order', 'field', 'superQueryParams', 'superQueryMatchType', '_t', GROUP_BY_PARAM]);

const SYSTEM_SORTABLE = ['create_time', 'update_time'];

/** A field's name as the list parameters may spell it (createTime) in the declaration's spelling (create_time). */
export function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/**
 * One filter value in the list convention (docs/entities.md, "What you get without writing more"): '*x*' contains, 'x*' starts with,
 * '*x' ends with, '!x' not equal, '>=x' '<=x' '>x' '<x' comparisons, 'a,b' any of (for keys and
 * dictionary values), otherwise equal.
 */
export function conditionFor(column: PgColumn, field: FieldDef | undefined, raw: string): SQL | undefined {
  const parsed = parseFilterValue(field, raw);
  return parsed ? operatorCondition(column, field, parsed.operator, parsed.value) : undefined;
}

export interface ParsedListQuery {
  where: SQL[];
  orderBy: SQL[];
  pageNo: number;
  pageSize: number;
  fields: string[] | null;
}

const MAX_PAGE_SIZE = 200;

/** A declared field a client may filter and sort by: stored and not hidden (a password hash is neither). */
function visibleField(entity: EntityDef, name: string): FieldDef | undefined {
  const field = ownField(entity, name);
  return field && !field.hidden && field.stored !== false ? field : undefined;
}

/** A parameter's value as text; objects and arrays where one value belongs are refused, naming the parameter. */
export function scalarText(name: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw badRequest(messageWith('api.badParameterType', { field: shownName(name) }));
}

/** The column a list may be sorted by under this name (camelCase or snake_case): a listed field or a bookkeeping time. */
export function sortableColumn(entity: EntityDef, columns: Record<string, PgColumn>, asked: string): PgColumn | undefined {
  const name = snake(asked);
  const field = visibleField(entity, name);
  const sortable = SYSTEM_SORTABLE.includes(name) || (field !== undefined && field.list !== false);
  return sortable ? ownColumn(columns, name) : undefined;
}

/** A condition on a field's value, holding only where the caller is shown that value. */
const whereShown = (shown: ShownValues | undefined, name: string, condition: SQL): SQL => {
  const when = shown?.get(name);
  return when ? and(when, condition)! : condition;
};

/**
 * The column to sort by, as the caller reads it; any name but a sortable one is refused, and one
 * the caller may not order by.
 */
function sortColumn(entity: EntityDef, columns: Record<string, PgColumn>, params: Record<string, unknown>, check: FieldUseCheck, shown: ShownValues | undefined): PgColumn | SQL {
  const asked = params.column === undefined || params.column === null || params.column === '' ? undefined : scalarText('column', params.column);
  const name = asked ?? entity.defaultSort?.field ?? 'create_time';
  const column = sortableColumn(entity, columns, name);
  if (!column) throw badRequest(messageWith('validation.unknownSortColumn', { field: refusedFieldName(name) }));
  check(snake(name), 'sort');
  const when = shown?.get(snake(name));
  return when ? sql`(case when ${when} then ${column} end)` : column;
}

interface FilterTarget {
  name: string;
  column: PgColumn;
  field: FieldDef | undefined;
  /** The bound of a range (`{field}_begin`, `{field}_end`), or null for a value. */
  range: RegExpExecArray | null;
}

/** What a filter parameter names: a visible stored field (or its range's bound), the key or a bookkeeping time; null for anything else. */
function filterTarget(entity: EntityDef, columns: Record<string, PgColumn>, rawName: string): FilterTarget | null {
  const range = /^(.*)_(begin|end)$/.exec(rawName);
  const name = snake(range ? range[1]! : rawName);
  const column = ownColumn(columns, name);
  const field = visibleField(entity, name);
  if (!column || (!field && !SYSTEM_SORTABLE.includes(name) && name !== entity.key)) return null;
  return { name, column, field, range };
}

/** Whether the generic filters take a parameter of this name (the features' own parameters aside). */
export function isFilterParam(entity: EntityDef, columns: Record<string, PgColumn>, rawName: string): boolean {
  return !CONTROL_PARAMS.has(rawName) && filterTarget(entity, columns, rawName) !== null;
}

/**
 * Turns list query parameters into conditions over the entity's own columns; anything else is
 * refused, and so is a field the caller may not filter or sort by (`check`, the features' limits).
 * The parameters a feature reads (a keyword, 我的) were taken out before (./listing.ts).
 * A value the caller is not shown on a row (`shown`) matches no filter there and sorts as empty.
 */
export function parseListQuery(entity: EntityDef, columns: Record<string, PgColumn>, params: Record<string, unknown>, check: FieldUseCheck, shown?: ShownValues): ParsedListQuery {
  const where: SQL[] = [];
  for (const [rawName, rawValue] of Object.entries(params)) {
    if (CONTROL_PARAMS.has(rawName) || rawValue === undefined || rawValue === null || rawValue === '') continue;
    const target = filterTarget(entity, columns, rawName);
    if (!target) throw badRequest(messageWith('validation.unknownField', { field: refusedFieldName(rawName) }));
    const { range, name, column, field } = target;
    check(name, 'filter');
    const value = scalarText(rawName, rawValue);
    if (range) {
      const bound = typed(field ?? { type: 'datetime', label: name }, value);
      where.push(whereShown(shown, name, range[2] === 'begin' ? gte(column, bound) : lte(column, bound)));
      continue;
    }
    // The key itself filters like a reference: 'k1,k2' means any of them.
    const condition = conditionFor(column, field ?? (name === entity.key ? { type: 'ref', entity: entity.name, labelField: entity.key, label: entity.label } : undefined), value);
    if (condition) where.push(whereShown(shown, name, condition));
  }
  // The advanced query is one more condition: the simple filters AND with its whole group.
  const advanced = advancedCondition(entity, columns, params, check, shown);
  if (advanced) where.push(advanced);

  const order = params.order === undefined || params.order === null ? undefined : scalarText('order', params.order);
  const direction = (order ?? entity.defaultSort?.order ?? 'desc').toLowerCase() === 'asc' ? asc : desc;
  const orderBy = [direction(sortColumn(entity, columns, params, check, shown)), asc(columns[entity.key]!)];

  const pageNo = Math.max(1, Number.parseInt(scalarText('pageNo', params.pageNo ?? params.page ?? 1), 10) || 1);
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Number.parseInt(scalarText('pageSize', params.pageSize ?? params.size ?? 10), 10) || 10));
  // Columns asked for by name: unknown and hidden names are left out, the rest answered.
  const fields = params.field === undefined || params.field === null || params.field === ''
    ? null
    : scalarText('field', params.field).split(',').map((f) => snake(f.trim())).filter((f) => ownColumn(columns, f) && (visibleField(entity, f) || SYSTEM_SORTABLE.includes(f)));
  return { where, orderBy, pageNo, pageSize, fields };
}
