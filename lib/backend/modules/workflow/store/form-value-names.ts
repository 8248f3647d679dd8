import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { LINKED_RECORD_LABELS, type FormDesign } from '@/lib/contract/approval-form/design';
import { namedKeys, type NamedKind } from '@/lib/contract/approval-form/printed-form';
import { entityByName } from '@/lib/entities';
import type { Db } from '../../../db/client';
import { sysDepart } from '../../../db/schema';
import { tableOf } from '../../../entity/tables';
import { namesOf } from './user-names';

/**
 * The names behind a designed form's keys (people, departments, linked records), for a printed
 * copy: one query per kind. A key that names nothing (a record deleted since) prints as itself.
 */
export async function formValueNames(db: Db, design: FormDesign, data: Record<string, unknown>): Promise<(kind: NamedKind, key: string) => string> {
  const names = new Map<string, string>();
  const keep = (kind: NamedKind, key: string, name: unknown) => {
    if (typeof name === 'string' && name) names.set(`${kind}:${key}`, name);
  };
  for (const [kind, keySet] of namedKeys(design, data)) {
    const keys = [...keySet];
    if (keys.length === 0) continue;
    if (kind === 'person') {
      for (const [key, name] of await namesOf(db, keys)) keep(kind, key, name);
    } else if (kind === 'department') {
      const rows = await db.select({ key: sysDepart.depart_key, name: sysDepart.depart_name }).from(sysDepart).where(inArray(sysDepart.depart_key, keys));
      for (const row of rows) keep(kind, row.key, row.name);
    } else {
      const entity = entityByName(kind);
      if (!entity) continue;
      const columns = tableOf(entity) as unknown as Record<string, PgColumn>;
      const label = LINKED_RECORD_LABELS[kind];
      const rows = await db.select({ key: columns[entity.key]!, name: columns[label]! }).from(tableOf(entity)).where(inArray(columns[entity.key]!, keys));
      for (const row of rows) keep(kind, String(row.key), row.name);
    }
  }
  return (kind, key) => names.get(`${kind}:${key}`) ?? key;
}
