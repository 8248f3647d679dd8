import { and, asc, desc, gte, lte, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { EntityDef, FieldDef } from '@/lib/entity/types';
import { badRequest } from '../http/errors';
import { advancedCondition } from './advanced-filter';
import { operatorCondition, typed } from './conditions';

/** Query parameters that are not filters. */
const CONTROL_PARAMS = new Set(['pageNo', 'pageSize', 'column', 'order', 'field', 'superQueryParams', 'superQueryMatchType', '_t']);

const SYSTEM_SORTABLE = ['create_time', 'update_time'];

function snake(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/**
 * One filter value in the list convention (spec-1 §5.4): '*x*' contains, 'x*' starts with,
 * '*x' ends with, '!x' not equal, '>=x' '<=x' '>x' '<x' comparisons, 'a,b' any of (for keys and
 * dictionary values), otherwise equal.
 */
export function conditionFor(column: PgColumn, field: FieldDef | undefined, raw: string): SQL | undefined {
  const value = raw.trim();
  if (value === '') return undefined;
  const textual = !field || ['text', 'textarea', 'phone', 'email', 'richText', 'area'].includes(field.type);
  if (textual && value.length > 1 && value.startsWith('*') && value.endsWith('*')) return operatorCondition(column, field, 'like', value.slice(1, -1));
  if (textual && value.endsWith('*')) return operatorCondition(column, field, 'startsWith', value.slice(0, -1));
  if (textual && value.startsWith('*')) return operatorCondition(column, field, 'endsWith', value.slice(1));
  if (value.startsWith('!')) return operatorCondition(column, field, 'ne', value.slice(1));
  if (value.startsWith('>=')) return operatorCondition(column, field, 'ge', value.slice(2));
  if (value.startsWith('<=')) return operatorCondition(column, field, 'le', value.slice(2));
  if (value.startsWith('>')) return operatorCondition(column, field, 'gt', value.slice(1));
  if (value.startsWith('<')) return operatorCondition(column, field, 'lt', value.slice(1));
  if (value.includes(',') && field && ['dict', 'ref', 'user', 'department'].includes(field.type)) {
    return operatorCondition(column, field, 'in', value.split(',').map((v) => v.trim()).filter(Boolean));
  }
  return operatorCondition(column, field, 'eq', value);
}

export interface ParsedListQuery {
  where: SQL[];
  orderBy: SQL[];
  pageNo: number;
  pageSize: number;
  fields: string[] | null;
}

const MAX_PAGE_SIZE = 200;

/** Turns list query parameters into conditions over the entity's own columns; anything else is refused. */
export function parseListQuery(entity: EntityDef, columns: Record<string, PgColumn>, params: Record<string, unknown>): ParsedListQuery {
  const where: SQL[] = [];
  for (const [rawName, rawValue] of Object.entries(params)) {
    if (CONTROL_PARAMS.has(rawName) || rawValue === undefined || rawValue === null || rawValue === '') continue;
    const range = /^(.*)_(begin|end)$/.exec(rawName);
    const name = snake(range ? range[1]! : rawName);
    const column = columns[name];
    const field = entity.fields[name];
    if (!column || (!field && !SYSTEM_SORTABLE.includes(name) && name !== entity.key)) throw badRequest(`validation.unknownField?field=${encodeURIComponent(rawName)}`);
    const value = String(rawValue);
    if (range) {
      const bound = typed(field ?? { type: 'datetime', label: name }, value);
      where.push(range[2] === 'begin' ? gte(column, bound) : lte(column, bound));
      continue;
    }
    // The key itself filters like a reference: 'k1,k2' means any of them.
    const condition = conditionFor(column, field ?? (name === entity.key ? { type: 'ref', entity: entity.name, labelField: entity.key, label: entity.label } : undefined), value);
    if (condition) where.push(condition);
  }
  // The advanced query is one more condition: the simple filters AND with its whole group.
  const advanced = advancedCondition(entity, columns, params);
  if (advanced) where.push(advanced);

  const sortName = snake(String(params.column ?? entity.defaultSort?.field ?? 'create_time'));
  const sortable = SYSTEM_SORTABLE.includes(sortName) || (entity.fields[sortName] && entity.fields[sortName]!.list !== false);
  const sortColumn = sortable ? columns[sortName] : undefined;
  const direction = String(params.order ?? entity.defaultSort?.order ?? 'desc').toLowerCase() === 'asc' ? asc : desc;
  const orderBy = [direction(sortColumn ?? columns.create_time!), asc(columns[entity.key]!)];

  const pageNo = Math.max(1, Number.parseInt(String(params.pageNo ?? 1), 10) || 1);
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Number.parseInt(String(params.pageSize ?? 10), 10) || 10));
  const fields = typeof params.field === 'string' && params.field
    ? params.field.split(',').map((f) => snake(f.trim())).filter((f) => f in columns)
    : null;
  return { where, orderBy, pageNo, pageSize, fields };
}

export { and };
