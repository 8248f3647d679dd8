import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { EntityDef } from '@/lib/entity/types';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db/client';
import type { FieldChange } from '../db/schema';
import type { Row, ScopePurpose } from './behaviour';
import type { ShownValues } from './advanced-filter';
import type { FieldUseCheck } from './field-use';
import type { ListingLookup } from './listing';

/** The list parameters as the caller sent them. */
export type ListParams = Readonly<Record<string, unknown>>;

/**
 * What one feature adds to reading an entity's records: the list, the detail, the Excel export and
 * every scope check. The listing (./listing.ts) runs each phase over the features' steps in the
 * order ./features/index.ts declares; a feature leaves out the phases its entity does not use.
 */
export interface ListingStep {
  /** The feature the step belongs to (its folder's name). */
  readonly feature: string;
  /**
   * The caller's own reach for the purpose, when the entity's declared scope is this feature's
   * kind (at most one feature decides it; an entity behaviour's scope replaces it). Undefined:
   * every record.
   */
  readonly scope?: (db: Db, auth: AuthContext, purpose: ScopePurpose) => Promise<SQL | undefined>;
  /** Who else reads a record beyond its scope: joined with OR to a limited read reach, never to a change's. */
  readonly alsoReads?: (auth: AuthContext) => SQL;
  /** The list parameters this feature reads: the generic field filters do not see them. */
  readonly params?: readonly string[];
  /**
   * The fields this caller may not narrow or order a list by (a value answered masked): its check,
   * asked for every field a filter, the advanced query or the sort names (undefined: no limit).
   */
  readonly fieldUse?: (db: Db, auth: AuthContext) => Promise<FieldUseCheck | undefined>;
  /** A condition from the feature's parameters, joined with AND to the list's others (undefined: none). */
  readonly listCondition?: (db: Db, auth: AuthContext, params: ListParams) => Promise<SQL | undefined> | SQL | undefined;
  /**
   * Fields whose value the caller is shown on some rows only, each with the condition on the row
   * under which it is (undefined: every value shown): filters and sorts take it as empty elsewhere.
   */
  readonly shownValues?: (db: Db, auth: AuthContext) => Promise<ShownValues | undefined>;
  /**
   * The feature's read hook: the records on their way out, on every way out (the listing's answer
   * after its hidden columns, derived values and labels; the export; the global search), through
   * the listing's `shown` (./listing.ts). Values the reader may not see are withheld or masked here.
   */
  readonly read?: (db: Db, rows: Row[], auth: AuthContext) => Promise<Row[]>;
  /**
   * The same for a record's history: how the reader is shown one change of the record (null: not
   * at all), given the fields its entries change; undefined shows every change as stored.
   */
  readonly readHistory?: (db: Db, auth: AuthContext, recordKey: string, changed: ReadonlySet<string>) => Promise<ShownChange | undefined>;
}

/** How one change of a record's history is shown to a reader: as it is, altered (masked), or not at all (null). */
export type ShownChange = (change: FieldChange) => FieldChange | null;

/** What a feature's listing step is built from. */
export interface ListingDeps {
  entity: EntityDef;
  table: PgTable;
  columns: Record<string, PgColumn>;
  /** Other entities' listings (a parent's scope). */
  listings: ListingLookup;
}
