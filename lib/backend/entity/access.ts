import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ResultCode } from '@/lib/contract/envelope';
import { messageWith } from '@/lib/entity/messages';
import type { EntityDef } from '@/lib/entity/types';
import { holdsPermission } from '../auth/grants';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db/client';
import { ApiError, forbidden, notFound } from '../http/errors';
import type { Row, ScopePurpose } from './behaviour';
import type { EntityListing } from './listing';
import { outOfScopeMessage } from './features/family/parent-scope';

export type EntityRight = 'read' | 'create' | 'update' | 'delete';

/** Who may touch an entity's records: its rights, and the records within the caller's scope. */
export interface RecordAccess {
  holdsRight(db: Db, auth: AuthContext, right: EntityRight): Promise<boolean>;
  requireRight(db: Db, auth: AuthContext, right: EntityRight): Promise<void>;
  /**
   * A live record the user may touch: 404 when absent, 403 when outside the user's scope. A locked
   * load is for a change and checks the write scope unless told otherwise.
   */
  loadOwned(db: Db, auth: AuthContext, key: string, lock?: boolean, purpose?: ScopePurpose): Promise<Row>;
  /** The same for several records at once (in key order), all or nothing: one query whatever their number. */
  loadOwnedMany(db: Db, auth: AuthContext, keys: readonly string[], lock?: boolean, purpose?: ScopePurpose): Promise<Row[]>;
}

/** Rows read with whether the caller's scope reaches each, in the same statement. */
const IN_SCOPE = '__in_scope';

export function recordAccess(entity: EntityDef, table: PgTable, listing: EntityListing): RecordAccess {
  const columns = table as unknown as Record<string, PgColumn>;
  const keyColumn = columns[entity.key]!;
  const live = eq(columns.del_flag!, 0);
  const outOfScope = outOfScopeMessage(entity, (label) => messageWith('validation.notAMember', { label }));

  function rightName(right: EntityRight): string {
    return right === 'read' ? entity.rights.read : (entity.rights[right] ?? entity.rights.read);
  }

  const holdsRight: RecordAccess['holdsRight'] = (db, auth, right) => holdsPermission(db, auth, rightName(right));

  const requireRight: RecordAccess['requireRight'] = async (db, auth, right) => {
    if (!(await holdsRight(db, auth, right))) throw forbidden();
  };

  const loadOwnedMany: RecordAccess['loadOwnedMany'] = async (db, auth, keys, lock = false, purpose = lock ? 'write' : 'read') => {
    const wanted = [...new Set(keys)].sort();
    const condition = await listing.scopeCondition(db, auth, purpose);
    const selection = { ...getTableColumns(table), [IN_SCOPE]: condition ? sql<boolean>`coalesce((${condition}), false)` : sql<boolean>`true` };
    // One read for all, locked in key order so two callers locking overlapping sets cannot deadlock.
    const base = db.select(selection).from(table).where(and(inArray(keyColumn, wanted), live)).orderBy(asc(keyColumn));
    const rows = (await (lock ? base.for('update', { of: table }) : base)) as Row[];
    if (rows.length < wanted.length) throw notFound('validation.recordNotFound');
    if (rows.some((row) => row[IN_SCOPE] !== true)) throw new ApiError(ResultCode.forbidden, outOfScope);
    return rows.map(({ [IN_SCOPE]: _reached, ...row }) => row);
  };

  const loadOwned: RecordAccess['loadOwned'] = async (db, auth, key, lock, purpose) => (await loadOwnedMany(db, auth, [key], lock, purpose))[0]!;

  return { holdsRight, requireRight, loadOwned, loadOwnedMany };
}
