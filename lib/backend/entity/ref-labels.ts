import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { entityByName } from '@/lib/entities';
import { REF_LABELS, refLabelKey } from '@/lib/entity/ref-labels';
import type { EntityDef } from '@/lib/entity/types';
import type { Db } from '../db/client';
import type { Row } from './behaviour';
import { keysOf } from './refs-within';
import { tableOf } from './tables';

/**
 * Adds to each answered record the labels of the records its references name (lib/entity/ref-labels.ts),
 * one query per reference field for the whole page. A label is what the record's own reader may
 * see of it: the name, never the referenced record itself; a deleted target keeps its name.
 */
export async function withRefLabels(db: Db, entity: EntityDef, rows: Row[]): Promise<Row[]> {
  if (rows.length === 0) return rows;
  const labels = new Map<string, string>();
  for (const [name, field] of Object.entries(entity.fields)) {
    if (field.type !== 'ref') continue;
    const target = entityByName(field.entity);
    const labelField = target?.fields[field.labelField];
    if (!target || !labelField || labelField.hidden) continue;
    const keys = [...new Set(rows.flatMap((row) => keysOf(row[name])))];
    if (keys.length === 0) continue;
    const table = tableOf(target);
    const columns = table as unknown as Record<string, PgColumn>;
    const found = await db.select({ key: columns[target.key]!, label: columns[field.labelField]! }).from(table).where(inArray(columns[target.key]!, keys));
    for (const { key, label } of found) if (label !== null && label !== undefined && label !== '') labels.set(refLabelKey(target.name, String(key)), String(label));
  }
  if (labels.size === 0) return rows;
  return rows.map((row) => {
    const own: Record<string, string> = {};
    for (const [name, field] of Object.entries(entity.fields)) {
      if (field.type !== 'ref') continue;
      for (const key of keysOf(row[name])) {
        const label = labels.get(refLabelKey(field.entity, key));
        if (label !== undefined) own[refLabelKey(field.entity, key)] = label;
      }
    }
    return Object.keys(own).length ? { ...row, [REF_LABELS]: own } : row;
  });
}
