import { asc } from 'drizzle-orm';
import type { CustomFieldDefinition, CustomFieldState, CustomFieldType } from '@/lib/contract/custom-fields';
import type { AuthContext } from '../../auth/context';
import { cachedAtAccessVersion } from '../../auth/access-cache';
import type { Db } from '../../db/client';
import { sysCustomField } from '../../db/schema/custom-fields';
import { withDefinitions } from './shapes';

type Row = typeof sysCustomField.$inferSelect;

export function definitionOf(row: Row): CustomFieldDefinition {
  return {
    key: row.field_key,
    entity: row.entity,
    column: row.column_name,
    label: row.label,
    labelEn: row.label_en,
    type: row.field_type as CustomFieldType,
    options: row.options,
    sort: row.sort,
    state: row.state as CustomFieldState,
    version: row.version,
  };
}

/** Every definition of every kind, retired ones included (they keep their column's name taken). */
export async function readDefinitions(db: Db): Promise<CustomFieldDefinition[]> {
  const rows = await db.select().from(sysCustomField).orderBy(asc(sysCustomField.entity), asc(sysCustomField.sort));
  return rows.map(definitionOf);
}

/**
 * The definitions a call runs with: read once per access version and process (a trigger moves the
 * version with every change to them), so a field added in one process is seen by the next call of
 * every other.
 */
export function definitionsFor(db: Db, auth: Pick<AuthContext, 'accessVersion' | 'accessCacheDb'>): Promise<CustomFieldDefinition[]> {
  return cachedAtAccessVersion(db, auth, 'custom-fields', () => readDefinitions(db));
}

/**
 * Runs work outside a call (a queued part of an import, the API document) with the definitions
 * its database holds now.
 */
export async function withStoredDefinitions<T>(db: Db, run: () => Promise<T>): Promise<T> {
  const definitions = await readDefinitions(db);
  return withDefinitions(definitions, run);
}
