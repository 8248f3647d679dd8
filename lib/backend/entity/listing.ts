import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { SCOPE_COLUMN, type EntityDef } from '@/lib/entity/types';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db/client';
import type { EntityBehaviour, Row } from './behaviour';
import { parseListQuery } from './filters';
import { scopeDepartKeys } from './scope';

export interface PreparedList {
  /** Live, in the caller's scope, and matching the filters. */
  where: SQL | undefined;
  orderBy: SQL[];
  pageNo: number;
  pageSize: number;
  /** The columns to answer: the ones asked for (with key and version) or every visible one. */
  selection: Record<string, PgColumn>;
}

/**
 * How an entity's records are selected and answered, shared by the list call, the detail call and
 * the Excel export so that filters, data scope and hidden columns mean the same everywhere.
 */
export interface EntityListing {
  entity: EntityDef;
  table: PgTable;
  columns: Record<string, PgColumn>;
  /** The caller's row scope (undefined: everything). */
  scopeCondition(db: Db, auth: AuthContext): Promise<SQL | undefined>;
  prepare(db: Db, auth: AuthContext, params: Record<string, unknown>): Promise<PreparedList>;
  /** Hidden columns removed and the behaviour's derived values added. */
  answer(db: Db, rows: Row[]): Promise<Row[]>;
}

export function entityListing(entity: EntityDef, table: PgTable, behaviour: EntityBehaviour = {}): EntityListing {
  const columns = table as unknown as Record<string, PgColumn>;
  const live = eq(columns.del_flag!, 0);
  const hidden = Object.keys(entity.fields).filter((f) => entity.fields[f]!.hidden);
  const visibleColumns = Object.fromEntries(
    Object.entries(columns).filter(([name, column]) => !hidden.includes(name) && column && typeof column === 'object' && 'name' in column),
  );
  const strip = (row: Row): Row => (hidden.length ? Object.fromEntries(Object.entries(row).filter(([k]) => !hidden.includes(k))) : row);

  async function scopeCondition(db: Db, auth: AuthContext): Promise<SQL | undefined> {
    if (behaviour.scope) return behaviour.scope(db, auth, columns);
    if (entity.scope !== 'department') return undefined;
    const keys = await scopeDepartKeys(db, auth);
    return keys === null ? undefined : keys.length ? inArray(columns[SCOPE_COLUMN]!, keys) : sql`false`;
  }

  return {
    entity,
    table,
    columns,
    scopeCondition,
    async prepare(db, auth, params) {
      const parsed = parseListQuery(entity, columns, params);
      const where = and(live, await scopeCondition(db, auth), ...parsed.where);
      const chosen = parsed.fields?.filter((f) => !hidden.includes(f));
      const selection = chosen ? Object.fromEntries([entity.key, 'version', ...chosen].map((f) => [f, columns[f]!])) : visibleColumns;
      return { where, orderBy: parsed.orderBy, pageNo: parsed.pageNo, pageSize: parsed.pageSize, selection: selection as Record<string, PgColumn> };
    },
    async answer(db, rows) {
      const visible = rows.map(strip);
      return behaviour.decorate ? behaviour.decorate(db, visible) : visible;
    },
  };
}
