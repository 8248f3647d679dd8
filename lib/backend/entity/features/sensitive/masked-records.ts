import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { MASKED_FIELDS, ownerFieldOf, sensitiveFieldsOf } from '@/lib/entity/features/sensitive/fields';
import { maskValue } from '@/lib/entity/features/sensitive/masking';
import type { EntityDef } from '@/lib/entity/types';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import type { Row } from '../../behaviour';
import type { ShownChange } from '../../listing-step';
import { tableOf } from '../../tables';

/**
 * The owner of each record by key. Rows read with the owner's column answer it themselves; rows
 * read with fewer columns (a list asked for some fields, a search hit) are looked up in one query.
 */
async function ownersOf(db: Db, entity: EntityDef, rows: readonly Row[]): Promise<(row: Row) => unknown> {
  const owner = ownerFieldOf(entity);
  const missing = rows.filter((row) => !(owner in row)).map((row) => String(row[entity.key]));
  if (missing.length === 0) return (row) => row[owner];
  const columns = tableOf(entity) as unknown as Record<string, PgColumn>;
  const found = await db.select({ key: columns[entity.key]!, owner: columns[owner]! }).from(tableOf(entity)).where(inArray(columns[entity.key]!, [...new Set(missing)]));
  const byKey = new Map(found.map((r) => [String(r.key), r.owner]));
  return (row) => (owner in row ? row[owner] : byKey.get(String(row[entity.key])));
}

function maskedRow(entity: EntityDef, row: Row): Row {
  const masked: string[] = [];
  const shown = { ...row };
  for (const [name, kind] of sensitiveFieldsOf(entity)) {
    if (!(name in row)) continue;
    const value = maskValue(kind, row[name]);
    if (value === row[name]) continue;
    shown[name] = value;
    masked.push(name);
  }
  return masked.length ? { ...shown, [MASKED_FIELDS]: masked } : row;
}

/**
 * The records as the caller may see them: the sensitive values of records the caller does not own
 * masked, each such record listing its masked fields (MASKED_FIELDS). Every answer that carries an
 * entity's records out of the server goes through here, as the feature's read hook (./listing-step.ts): the listing's
 * `shown`, which the list, detail, saves, export and search all take their records through. The
 * right to reveal does not unmask: each value is revealed one at a time, and written down.
 */
export async function maskRecords(db: Db, auth: Pick<AuthContext, 'userKey'>, entity: EntityDef, rows: readonly Row[]): Promise<Row[]> {
  if (sensitiveFieldsOf(entity).length === 0 || rows.length === 0) return [...rows];
  const ownerOf = await ownersOf(db, entity, rows);
  return rows.map((row) => (ownerOf(row) === auth.userKey ? row : maskedRow(entity, row)));
}

/** How a record's history shows the reader its changes: old and new sensitive values masked unless the reader owns the record. */
export async function maskedChange(db: Db, auth: Pick<AuthContext, 'userKey'>, entity: EntityDef, recordKey: string, changed: ReadonlySet<string>): Promise<ShownChange | undefined> {
  const kinds = new Map(sensitiveFieldsOf(entity));
  if (![...changed].some((field) => kinds.has(field))) return undefined;
  const ownerOf = await ownersOf(db, entity, [{ [entity.key]: recordKey }]);
  if (ownerOf({ [entity.key]: recordKey }) === auth.userKey) return undefined;
  return (c) => {
    const kind = kinds.get(c.field);
    return kind ? { ...c, old: maskValue(kind, c.old), new: maskValue(kind, c.new) } : c;
  };
}
