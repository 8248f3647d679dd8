import { getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { entityByName } from '@/lib/entities';
import { REF_LABELS, refLabelKey } from '@/lib/entity/ref-labels';
import type { EntityDef, FieldDef } from '@/lib/entity/types';
import type { Db } from '../db/client';
import type { Row } from './behaviour';
import { keysOf } from './features/refs-within/refs-within';
import { tableOf } from './tables';

/** A select of the entity's own table may carry a reference field's labels under this name. */
const LABELS_PREFIX = '__labels:';

type RefField = Extract<FieldDef, { type: 'ref' }>;

interface LabelledRef {
  name: string;
  target: EntityDef;
  field: RefField;
}

const refsByEntity = new WeakMap<EntityDef, LabelledRef[]>();

/** The reference fields whose targets show a label to the record's reader (declarations do not change: kept per entity). */
function labelledRefs(entity: EntityDef): LabelledRef[] {
  const kept = refsByEntity.get(entity);
  if (kept) return kept;
  const refs: LabelledRef[] = [];
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.type !== 'ref') continue;
    const target = entityByName(field.entity);
    const labelField = target?.fields[field.labelField];
    if (target && labelField && !labelField.hidden) refs.push({ name, target, field });
  }
  refsByEntity.set(entity, refs);
  return refs;
}

/**
 * Columns that read, beside each record, the labels of the records its selected reference fields
 * name ([key, label] pairs, or null), so a page needs no further query for them. withRefLabels
 * turns them into the answer's labels.
 */
export function refLabelColumns(entity: EntityDef, table: PgTable, selected: Record<string, unknown>): Record<string, SQL> {
  const columns = table as unknown as Record<string, PgColumn>;
  const labelColumns: Record<string, SQL> = {};
  // Written with names in full: a single-table select leaves its columns unqualified, and a
  // reference to the entity's own kind (a parent record) must not read the inner row as the outer.
  const outer = sql.identifier(getTableName(table));
  const inner = sql.identifier('ref_target');
  for (const { name, target, field } of labelledRefs(entity)) {
    if (!(name in selected) || !columns[name]) continue;
    const targetColumns = tableOf(target) as unknown as Record<string, PgColumn>;
    const key = sql`${inner}.${sql.identifier(targetColumns[target.key]!.name)}`;
    const label = sql`${inner}.${sql.identifier(targetColumns[field.labelField]!.name)}`;
    const named = sql`${outer}.${sql.identifier(columns[name].name)}`;
    labelColumns[`${LABELS_PREFIX}${name}`] = sql`(select json_agg(json_build_array(${key}, ${label})) from ${sql.identifier(getTableName(tableOf(target)))} as ${inner}
      where ${key} in (select btrim(part) from unnest(string_to_array(${named}::text, ',')) as part))`;
  }
  return labelColumns;
}

function withoutLabelColumns(row: Row, carried: LabelledRef[]): Row {
  const bare = { ...row };
  for (const { name } of carried) delete bare[`${LABELS_PREFIX}${name}`];
  return bare;
}

/**
 * Adds to each answered record the labels of the records its references name (lib/entity/ref-labels.ts):
 * from the label columns the rows were read with, or else one query per reference field for the
 * whole page. A label is what the record's own reader may see of it: the name, never the
 * referenced record itself; a deleted target keeps its name.
 */
export async function withRefLabels(db: Db, entity: EntityDef, rows: Row[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const labels = new Map<string, string>();
  const keep = (target: EntityDef, key: unknown, label: unknown) => {
    if (label !== null && label !== undefined && label !== '') labels.set(refLabelKey(target.name, String(key)), String(label));
  };
  const refs = labelledRefs(entity);
  const carried = refs.filter(({ name }) => `${LABELS_PREFIX}${name}` in rows[0]!);
  for (const { name, target } of carried) {
    for (const row of rows) for (const [key, label] of (row[`${LABELS_PREFIX}${name}`] as [unknown, unknown][] | null) ?? []) keep(target, key, label);
  }
  for (const { name, target, field } of refs) {
    if (carried.some((ref) => ref.name === name)) continue;
    const keys = [...new Set(rows.flatMap((row) => keysOf(row[name])))];
    if (keys.length === 0) continue;
    const table = tableOf(target);
    const columns = table as unknown as Record<string, PgColumn>;
    const found = await db.select({ key: columns[target.key]!, label: columns[field.labelField]! }).from(table).where(inArray(columns[target.key]!, keys));
    for (const { key, label } of found) keep(target, key, label);
  }
  const bare = carried.length ? rows.map((row) => withoutLabelColumns(row, carried)) : rows;
  if (labels.size === 0) return bare;
  return bare.map((row) => {
    const own: Record<string, string> = {};
    for (const { name, field } of refs) {
      for (const key of keysOf(row[name])) {
        const label = labels.get(refLabelKey(field.entity, key));
        if (label !== undefined) own[refLabelKey(field.entity, key)] = label;
      }
    }
    return Object.keys(own).length ? { ...row, [REF_LABELS]: own } : row;
  });
}
