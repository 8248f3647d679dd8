import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ENTITIES, entityByName } from '@/lib/entities';
import { mergeReferencesOf, type MergeReference } from '@/lib/entity/features/merge/merge';
import type { EntityDef } from '@/lib/entity/types';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { recordAudits, type AuditEntry } from '../../audit';
import { tableOf } from '../../tables';

/**
 * The records that name merged records (children of the family, `ref` fields of every declared
 * kind, follow-ups of a shared parent) counted and moved to the survivor, from the declarations
 * alone (lib/entity/features/merge/merge.ts).
 */

const columnsOf = (entity: EntityDef) => tableOf(entity) as unknown as Record<string, PgColumn>;

/** The references of a kind whose tables exist (every declared kind has one). */
export function referencesTo(entity: EntityDef): { reference: MergeReference; owner: EntityDef }[] {
  return mergeReferencesOf(entity, ENTITIES).flatMap((reference) => {
    const owner = entityByName(reference.entity);
    return owner ? [{ reference, owner }] : [];
  });
}

/** A multi-valued field naming any of the keys: its comma-joined text split into an array. */
function namesAny(column: PgColumn, keys: readonly string[]): SQL {
  return sql`string_to_array(${column}, ',') && ${sql`array[${sql.join(keys.map((k) => sql`${k}`), sql`, `)}]::text[]`}`;
}

function naming(owner: EntityDef, reference: MergeReference, keys: readonly string[]): SQL | undefined {
  const columns = columnsOf(owner);
  const column = columns[reference.field]!;
  return and(
    reference.multiple ? namesAny(column, keys) : inArray(column, [...keys]),
    reference.kind ? eq(columns[reference.kind.field]!, reference.kind.value) : undefined,
  );
}

/** How many live records of each referring kind name each of the keys. */
export async function countReferences(db: Db, entity: EntityDef, keys: readonly string[]): Promise<{ entity: string; label: string; field: string; counts: Record<string, number> }[]> {
  const answer = [];
  for (const { reference, owner } of referencesTo(entity)) {
    const columns = columnsOf(owner);
    const counts: Record<string, number> = Object.fromEntries(keys.map((key) => [key, 0]));
    if (reference.multiple) {
      const rows = (await db.select({ named: columns[reference.field]! }).from(tableOf(owner))
        .where(and(naming(owner, reference, keys), eq(columns.del_flag!, 0)))) as { named: string | null }[];
      for (const row of rows) for (const key of (row.named ?? '').split(',')) if (key in counts) counts[key]! += 1;
    } else {
      const rows = await db.select({ key: columns[reference.field]!, n: count() }).from(tableOf(owner))
        .where(and(naming(owner, reference, keys), eq(columns.del_flag!, 0))).groupBy(columns[reference.field]!);
      for (const row of rows) counts[String(row.key)] = Number(row.n);
    }
    answer.push({ entity: owner.name, label: owner.label, field: reference.field, counts });
  }
  return answer;
}

function renamed(value: unknown, merged: ReadonlySet<string>, survivor: string, multiple: boolean): string {
  if (!multiple) return survivor;
  const keys = String(value ?? '').split(',').filter(Boolean).map((key) => (merged.has(key) ? survivor : key));
  return [...new Set(keys)].join(',');
}

/**
 * Moves every record naming a merged record to the survivor, deleted ones included (their history
 * then reads under the survivor too); each live one moved is versioned and audited like an edit of
 * that field. Answers how many live records of each kind moved.
 */
export async function moveReferences(tx: Db, auth: AuthContext, entity: EntityDef, survivor: string, merged: readonly string[]): Promise<Record<string, number>> {
  const moved: Record<string, number> = {};
  const mergedSet = new Set(merged);
  const audits: AuditEntry[] = [];
  for (const { reference, owner } of referencesTo(entity)) {
    const table = tableOf(owner);
    const columns = columnsOf(owner);
    const rows = (await tx.select({ key: columns[owner.key]!, value: columns[reference.field]!, live: columns.del_flag! }).from(table)
      .where(naming(owner, reference, merged)).for('update')) as { key: string; value: unknown; live: number }[];
    if (rows.length === 0) continue;
    for (const row of rows) {
      const value = renamed(row.value, mergedSet, survivor, reference.multiple);
      const stamp = row.live === 0 ? { update_by: auth.userKey, update_time: new Date(), version: sql`${columns.version!} + 1` } : {};
      await tx.update(table).set({ [reference.field]: value, ...stamp }).where(eq(columns[owner.key]!, row.key));
      if (row.live !== 0) continue;
      moved[owner.name] = (moved[owner.name] ?? 0) + 1;
      audits.push({ entity: owner.name, recordKey: row.key, action: 'update', changes: [{ field: reference.field, old: row.value ?? null, new: value }], auth });
    }
  }
  await recordAudits(tx, audits);
  return moved;
}
