import { and, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { MEMBERS_ONLY_PARAM } from '@/lib/entity/list-params';
import { isMembershipScope, isParentScope, SCOPE_COLUMN, type EntityDef } from '@/lib/entity/types';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db/client';
import type { BehaviourSource, Row, ScopePurpose } from './behaviour';
import { parseListQuery } from './filters';
import { withRefLabels } from './ref-labels';
import { maskRecords } from './features/sensitive/masked-records';
import { parentScopeCondition } from './features/family/parent-scope';
import { approvalEngine } from './plug-ins';
import { membershipCondition, scopeDepartKeys } from './scope';

/** Whether a caller may read one record: judged on its stored state, a deleted record's being its last. */
export type RecordAccess = 'readable' | 'out-of-scope' | 'missing';

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
  /** The caller's row scope for reading (default) or for changing records (undefined: everything). */
  scopeCondition(db: Db, auth: AuthContext, purpose?: ScopePurpose): Promise<SQL | undefined>;
  prepare(db: Db, auth: AuthContext, params: Record<string, unknown>): Promise<PreparedList>;
  /** The record read rule by key, deleted records included (for what is kept about them, such as their history). */
  recordAccess(db: Db, auth: AuthContext, key: string): Promise<RecordAccess>;
  /** Hidden columns removed, the behaviour's derived values added and sensitive values masked for this reader. */
  answer(db: Db, rows: Row[], auth: Pick<AuthContext, 'userKey'>): Promise<Row[]>;
}

/** How the engine reaches another entity's listing (a parent's scope), without importing the registry that builds them. */
export type ListingLookup = (entity: EntityDef) => EntityListing;

export function entityListing(entity: EntityDef, table: PgTable, behaviour: BehaviourSource, listings: ListingLookup): EntityListing {
  const columns = table as unknown as Record<string, PgColumn>;
  const live = eq(columns.del_flag!, 0);
  const hidden = Object.keys(entity.fields).filter((f) => entity.fields[f]!.hidden);
  const visibleColumns = Object.fromEntries(
    Object.entries(columns).filter(([name, column]) => !hidden.includes(name) && column && typeof column === 'object' && 'name' in column),
  );
  const strip = (row: Row): Row => (hidden.length ? Object.fromEntries(Object.entries(row).filter(([k]) => !hidden.includes(k))) : row);

  async function scopeCondition(db: Db, auth: AuthContext, purpose: ScopePurpose = 'read'): Promise<SQL | undefined> {
    const own = await ownScope(db, auth, purpose);
    // Whoever an approval asks (or asked) reads the record it is about, whatever their department.
    if (purpose !== 'read' || own === undefined || !entity.approval) return own;
    return or(own, approvalEngine().reachesCaller(auth, entity.approval.bizType, columns[entity.key]!));
  }

  async function ownScope(db: Db, auth: AuthContext, purpose: ScopePurpose): Promise<SQL | undefined> {
    const { scope } = behaviour();
    if (scope) return scope(db, auth, columns, purpose);
    if (isMembershipScope(entity.scope)) return membershipCondition(db, auth, entity, entity.scope, columns, purpose);
    if (isParentScope(entity.scope)) return parentScopeCondition(db, auth, entity, columns, purpose, listings);
    if (entity.scope !== 'department') return undefined;
    const keys = await scopeDepartKeys(db, auth);
    return keys === null ? undefined : keys.length ? inArray(columns[SCOPE_COLUMN]!, keys) : sql`false`;
  }

  return {
    entity,
    table,
    columns,
    scopeCondition,
    async prepare(db, auth, allParams) {
      // A membership-scoped list may be narrowed to the caller's own records (我的项目).
      const membership = isMembershipScope(entity.scope) ? entity.scope : null;
      const { [MEMBERS_ONLY_PARAM]: membersOnly, ...rest } = allParams;
      const params = membership ? rest : allParams;
      const mine = membership && (membersOnly === true || membersOnly === 'true' || membersOnly === '1')
        ? await membershipCondition(db, auth, entity, membership, columns, 'read', true)
        : undefined;
      const parsed = parseListQuery(entity, columns, params);
      const where = and(live, await scopeCondition(db, auth), mine, ...parsed.where);
      const chosen = parsed.fields?.filter((f) => !hidden.includes(f));
      const selection = chosen ? Object.fromEntries([entity.key, 'version', ...chosen].map((f) => [f, columns[f]!])) : visibleColumns;
      return { where, orderBy: parsed.orderBy, pageNo: parsed.pageNo, pageSize: parsed.pageSize, selection: selection };
    },
    async recordAccess(db, auth, key) {
      const keyColumn = columns[entity.key]!;
      const [stored] = await db.select({ key: keyColumn }).from(table).where(eq(keyColumn, key)).limit(1);
      if (!stored) return 'missing';
      const condition = await scopeCondition(db, auth);
      if (!condition) return 'readable';
      const [inScope] = await db.select({ n: count() }).from(table).where(and(eq(keyColumn, key), condition));
      return Number(inScope?.n ?? 0) > 0 ? 'readable' : 'out-of-scope';
    },
    async answer(db, rows, auth) {
      const visible = rows.map(strip);
      const { decorate } = behaviour();
      return maskRecords(db, auth, entity, await withRefLabels(db, entity, decorate ? await decorate(db, visible) : visible));
    },
  };
}
