import { and, count, eq, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { GROUP_BY_PARAM } from '@/lib/contract/list-view-paths';
import type { EntityDef } from '@/lib/entity/types';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db/client';
import type { FieldChange } from '../db/schema';
import type { BehaviourSource, Row, ScopePurpose } from './behaviour';
import { listingStepsOf } from './features';
import type { ShownValues } from './advanced-filter';
import { allFieldUses, type FieldUseCheck } from './field-use';
import { parseListQuery } from './filters';
import { listGrouping, type ListGrouping } from './list-groups';
import type { ListParams, ShownChange } from './listing-step';
import { withRefLabels } from './ref-labels';

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
  /** The grouping asked for (`groupBy`): orderBy already starts with its order. */
  grouping?: ListGrouping;
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
  scopeCondition: (db: Db, auth: AuthContext, purpose?: ScopePurpose) => Promise<SQL | undefined>;
  prepare: (db: Db, auth: AuthContext, params: Record<string, unknown>) => Promise<PreparedList>;
  /** Which fields this caller may filter and sort by (the features' limits joined); prepare asks it of every field named. */
  fieldUse: (db: Db, auth: AuthContext) => Promise<FieldUseCheck>;
  /** The parameters the entity's features read beyond the generic filters (a full-text keyword, 我的). */
  featureParams: ReadonlySet<string>;
  /** The record read rule by key, deleted records included (for what is kept about them, such as their history). */
  recordAccess: (db: Db, auth: AuthContext, key: string) => Promise<RecordAccess>;
  /** Hidden columns removed, the behaviour's derived values and the references' labels added, then `shown`. */
  answer: (db: Db, rows: Row[], auth: AuthContext) => Promise<Row[]>;
  /**
   * The records as this reader may see them: hidden columns removed, then every feature's read
   * hook in order (values withheld, sensitive values masked). Every way an entity's records leave
   * the server goes through here (the answer above, the export, the global search), so a way out
   * that reads records through the listing gets the masking without naming it.
   */
  shown: (db: Db, rows: readonly Row[], auth: AuthContext) => Promise<Row[]>;
  /** A record's history as this reader may see it: changes of hidden fields left out, then every feature's history hook (withheld, masked). */
  shownHistory: <E extends { changes: FieldChange[] }>(db: Db, auth: AuthContext, recordKey: string, entries: readonly E[]) => Promise<E[]>;
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

  // The features' part in reading records, in their declared order (./features/index.ts).
  const steps = listingStepsOf({ entity, table, columns, listings });
  const deciders = steps.filter((step) => step.scope);
  if (deciders.length > 1) throw new Error(`${entity.name}: ${deciders.map((s) => s.feature).join(' and ')} both decide its scope`);
  const declaredScope = deciders[0]?.scope;
  const readers = steps.flatMap((step) => (step.alsoReads ? [step.alsoReads] : []));
  const featureParams = new Set(steps.flatMap((step) => step.params ?? []));

  async function scopeCondition(db: Db, auth: AuthContext, purpose: ScopePurpose = 'read'): Promise<SQL | undefined> {
    const own = await ownScope(db, auth, purpose);
    if (purpose !== 'read' || own === undefined || readers.length === 0) return own;
    return or(own, ...readers.map((reads) => reads(auth)));
  }

  /** An entity behaviour's scope replaces the one its declaration names. */
  async function ownScope(db: Db, auth: AuthContext, purpose: ScopePurpose): Promise<SQL | undefined> {
    const { scope } = behaviour();
    if (scope) return scope(db, auth, columns, purpose);
    return declaredScope?.(db, auth, purpose);
  }

  async function fieldUse(db: Db, auth: AuthContext): Promise<FieldUseCheck> {
    const checks: FieldUseCheck[] = [];
    for (const step of steps) {
      const check = await step.fieldUse?.(db, auth);
      if (check) checks.push(check);
    }
    return allFieldUses(checks);
  }

  /** The fields the caller is shown on some rows only, with the condition of each (features' `shownValues`). */
  async function shownValues(db: Db, auth: AuthContext): Promise<ShownValues | undefined> {
    const maps = [];
    for (const step of steps) if (step.shownValues) maps.push(await step.shownValues(db, auth));
    const merged = new Map(maps.flatMap((map) => (map ? [...map] : [])));
    return merged.size > 0 ? merged : undefined;
  }

  async function featureConditions(db: Db, auth: AuthContext, params: ListParams): Promise<(SQL | undefined)[]> {
    const conditions: (SQL | undefined)[] = [];
    for (const step of steps) if (step.listCondition) conditions.push(await step.listCondition(db, auth, params));
    return conditions;
  }

  async function shown(db: Db, rows: readonly Row[], auth: AuthContext): Promise<Row[]> {
    let read = rows.map(strip);
    for (const step of steps) if (step.read) read = await step.read(db, read, auth);
    return read;
  }

  return {
    entity,
    table,
    columns,
    scopeCondition,
    fieldUse,
    featureParams,
    async prepare(db, auth, allParams) {
      // The parameters a feature reads are its own; the generic field filters get the rest.
      const params = Object.fromEntries(Object.entries(allParams).filter(([name]) => !featureParams.has(name)));
      // A value the caller is not shown on a row is empty there for the filters and the sort too.
      const parsed = parseListQuery(entity, columns, params, await fieldUse(db, auth), await shownValues(db, auth));
      const where = and(live, await scopeCondition(db, auth), ...(await featureConditions(db, auth, allParams)), ...parsed.where);
      const chosen = parsed.fields?.filter((f) => !hidden.includes(f));
      const selection = chosen ? Object.fromEntries([entity.key, 'version', ...chosen].map((f) => [f, columns[f]!])) : visibleColumns;
      const grouping = await listGrouping(db, entity, columns, allParams[GROUP_BY_PARAM]);
      // A grouped list runs group by group, each in the chosen sort.
      const orderBy = grouping ? [...grouping.order, ...parsed.orderBy] : parsed.orderBy;
      return { where, orderBy, pageNo: parsed.pageNo, pageSize: parsed.pageSize, selection, ...(grouping ? { grouping } : {}) };
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
      return shown(db, await withRefLabels(db, entity, decorate ? await decorate(db, visible) : visible), auth);
    },
    shown,
    async shownHistory(db, auth, recordKey, entries) {
      const changed = new Set(entries.flatMap((entry) => entry.changes.map((c) => c.field)));
      const views: ShownChange[] = [(c) => (hidden.includes(c.field) ? null : c)];
      for (const step of steps) {
        const view = await step.readHistory?.(db, auth, recordKey, changed);
        if (view) views.push(view);
      }
      const show = (change: FieldChange) => views.reduce<FieldChange | null>((c, view) => (c ? view(c) : null), change);
      return entries.map((entry) => ({ ...entry, changes: entry.changes.map(show).filter((c): c is FieldChange => c !== null) }));
    },
  };
}
