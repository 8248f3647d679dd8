import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { LINKED_RECORD_LABELS, type LinkableRecord } from '@/lib/contract/approval-form/design';
import { entityByName } from '@/lib/entities';
import { sysDepart, sysUser } from '../../../db/schema';
import { tableOf } from '../../../entity/tables';

/**
 * Words a summary field that names people, departments or records holds: a request's form keeps
 * their keys (one, or several), and a row shows their names, so the words are looked for in the
 * names, as the row reads them (a linked record by its label, store/form-value-names.ts).
 */

/** The keys a value holds, as a set of rows: one key, a list of them, or none. */
const keysOf = (value: SQL) =>
  sql`(select jsonb_array_elements_text(case jsonb_typeof(${value}) when 'array' then ${value} when 'string' then jsonb_build_array(${value}) else '[]'::jsonb end))`;

function namedIn(names: 'person' | 'department' | LinkableRecord): { table: SQL | typeof sysUser | typeof sysDepart; key: PgColumn; name: PgColumn } | null {
  if (names === 'person') return { table: sysUser, key: sysUser.user_key, name: sysUser.realname };
  if (names === 'department') return { table: sysDepart, key: sysDepart.depart_key, name: sysDepart.depart_name };
  const entity = entityByName(names);
  if (!entity) return null;
  const columns = tableOf(entity) as unknown as Record<string, PgColumn>;
  return { table: sql`${tableOf(entity)}`, key: columns[entity.key]!, name: columns[LINKED_RECORD_LABELS[names]]! };
}

/** Some person, department or record the value names has a name holding the pattern. */
export function namesHold(names: 'person' | 'department' | LinkableRecord, value: SQL, pattern: string): SQL {
  const named = namedIn(names);
  if (!named) return sql`false`;
  return sql`exists (select 1 from ${named.table} where ${named.key} in ${keysOf(value)} and ${named.name} ilike ${pattern})`;
}
