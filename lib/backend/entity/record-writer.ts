import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ResultCode } from '@/lib/contract/envelope';
import { dateOrderIssues } from '@/lib/entity/date-order';
import { messageWith } from '@/lib/entity/messages';
import { SCOPE_COLUMN, type EntityDef } from '@/lib/entity/types';
import { readOnlyReason } from '@/lib/entity/read-only';
import { formulaFields, withFormulas } from '@/lib/entity/formula';
import { parentFieldsOf } from '@/lib/entity/family';
import { editableFields } from '@/lib/entity/zod-schema';
import { holdsPermission } from '../auth/grants';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db/client';
import { ApiError, forbidden, notFound } from '../http/errors';
import { auditWrites, changedFields, type AuditEntry } from './audit';
import { bulkInsert } from './bulk-insert';
import { assertParentWritable, copyFromParent, inheritedDepartment, moveChildren, reachableParent, refreshTotals } from './family-writes';
import { nextNumbers } from './numbering';
import { assertTransition } from './transitions';
import { stampTransition } from './transition-stamps';
import type { BehaviourSource, Row, ScopePurpose, WriteContext } from './behaviour';
import type { EntityListing, ListingLookup } from './listing';
import { outOfScopeMessage } from './parent-scope';
import { assertRefsWithin, narrowedRefs } from './refs-within';
import { assertReferrersStayWithin, narrowingReferrers } from './referrers-within';
import { scopeDepartKeys } from './scope';
import { indexRecords } from '../search/search-index';

export function newRecordKey(): string {
  return randomUUID().replace(/-/g, '');
}

export type EntityRight = 'read' | 'create' | 'update' | 'delete';

/** An update whose target the caller has loaded (locked, in scope) inside the same transaction. */
export interface CheckedUpdate {
  values: Row;
  before: Row;
}

/** What a caller writing many records has already settled once for all of them. */
export interface BatchChecks {
  /** The caller's departments (null: all), for the owning department of new records. */
  scopeKeys: string[] | null;
  /** Unique values were checked for the whole batch; behaviours that change values are checked again. */
  uniqueChecked: boolean;
}

/**
 * Creating and updating records of one entity, shared by addOrUpdate (one record) and the Excel
 * import (many): rights, row scope, unique values, the entity's behaviour and the audit trail
 * apply the same way to both.
 */
export interface RecordWriter {
  entity: EntityDef;
  /** Names of the columns a validated addOrUpdate payload may set. */
  editable: string[];
  holdsRight(db: Db, auth: AuthContext, right: EntityRight): Promise<boolean>;
  requireRight(db: Db, auth: AuthContext, right: EntityRight): Promise<void>;
  /**
   * A live record the user may touch: 404 when absent, 403 when outside the user's scope. A locked
   * load is for a change and checks the write scope unless told otherwise.
   */
  loadOwned(db: Db, auth: AuthContext, key: string, lock?: boolean, purpose?: ScopePurpose): Promise<Row>;
  /** The same for several records at once (in key order), all or nothing: one query whatever their number. */
  loadOwnedMany(db: Db, auth: AuthContext, keys: readonly string[], lock?: boolean, purpose?: ScopePurpose): Promise<Row[]>;
  /**
   * Refuses a value of a unique field another live record holds. Given the record as stored, a
   * value (and the field it is unique within) left as it was is not asked again: it was checked
   * when it was set.
   */
  assertUnique(db: Db, values: Row, exceptKey: string | null, before?: Row): Promise<void>;
  /** addOrUpdate: creates without a key, else updates when the given version is the current one. */
  save(tx: Db, auth: AuthContext, values: Row): Promise<{ record: Row; created: boolean }>;
  /** Creates records from validated payloads; rights were checked by the caller. */
  createChecked(tx: Db, auth: AuthContext, inputs: Row[], checks: BatchChecks): Promise<Row[]>;
  /** Updates loaded records from validated payloads; rights and scope were checked by the caller. */
  updateChecked(tx: Db, auth: AuthContext, items: CheckedUpdate[], checks: Pick<BatchChecks, 'uniqueChecked'>): Promise<Row[]>;
}

export function recordWriter(entity: EntityDef, table: PgTable, listing: EntityListing, behaviour: BehaviourSource, listings: ListingLookup): RecordWriter {
  const columns = table as unknown as Record<string, PgColumn>;
  const keyColumn = columns[entity.key]!;
  const live = eq(columns.del_flag!, 0);
  const scoped = entity.scope === 'department';
  // The fields saying which record owns a child (its key, and its kind when several kinds may).
  const parentFields = parentFieldsOf(entity);
  const auditedFields = Object.keys(entity.fields).filter((f) => !entity.fields[f]!.hidden && entity.fields[f]!.stored !== false);
  // Unstored inputs reach the behaviour through ctx.input, never the table.
  const editable = editableFields(entity).filter(([, f]) => f.stored !== false).map(([name]) => name);
  // References that may name only records sharing a value with this one (`within`).
  const refsWithin = narrowedRefs(entity);
  // References elsewhere narrowed to this kind's records: moving one may not strand them.
  const referrersWithin = narrowingReferrers(entity);

  /** An empty value of a field with a default keeps the default (or, on update, the old value). */
  function storedFields(values: Row): Row {
    return Object.fromEntries(editable
      .filter((f) => f in values && !(values[f] === null && entity.fields[f]!.defaultValue !== undefined))
      .map((f) => [f, values[f]]));
  }

  const createStamps = Object.entries(entity.fields).flatMap(([name, f]) => (f.onCreate ? [[name, f.onCreate] as const] : []));
  /** Fields the server sets on a new record (who created it, when). */
  const creatorDefaults = Object.entries(entity.fields).flatMap(([name, f]) => (f.type === 'user' && f.creatorByDefault ? [name] : []));
  function stampCreation(row: Row, auth: AuthContext): void {
    for (const [name, what] of createStamps) row[name] = what === 'now' ? new Date() : auth.userKey;
    for (const name of creatorDefaults) if (row[name] === undefined || row[name] === null || row[name] === '') row[name] = auth.userKey;
  }

  const formulas = formulaFields(entity);
  /** Worked-out fields follow the values being written over those already stored. */
  function applyFormulas(row: Row, before: Row | null): void {
    if (formulas.length === 0) return;
    const worked = withFormulas(entity, { ...before, ...row });
    for (const [name] of formulas) row[name] = worked[name];
  }

  /** Every row of a multi-row insert names the same columns: a left-out default is written out. */
  function withDefaults(row: Row): Row {
    const full = { ...row };
    for (const name of editable) {
      const fallback = entity.fields[name]!.defaultValue;
      if (fallback !== undefined && (full[name] === null || full[name] === undefined)) full[name] = fallback;
    }
    return full;
  }

  function rightName(right: EntityRight): string {
    return right === 'read' ? entity.rights.read : (entity.rights[right] ?? entity.rights.read);
  }

  const holdsRight: RecordWriter['holdsRight'] = (db, auth, right) => holdsPermission(db, auth, rightName(right));

  const requireRight: RecordWriter['requireRight'] = async (db, auth, right) => {
    if (!(await holdsRight(db, auth, right))) throw forbidden();
  };

  const outOfScope = outOfScopeMessage(entity, (label) => messageWith('validation.notAMember', { label }));

  /** Rows read with whether the caller's scope reaches each, in the same statement. */
  const IN_SCOPE = '__in_scope';

  const loadOwnedMany: RecordWriter['loadOwnedMany'] = async (db, auth, keys, lock = false, purpose = lock ? 'write' : 'read') => {
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

  const loadOwned: RecordWriter['loadOwned'] = async (db, auth, key, lock, purpose) => (await loadOwnedMany(db, auth, [key], lock, purpose))[0]!;

  const assertUnique: RecordWriter['assertUnique'] = async (db, values, exceptKey, before) => {
    const unchanged = (name: string) => before !== undefined && before[name] === values[name];
    for (const [name, field] of Object.entries(entity.fields)) {
      if (!field.unique || values[name] === null || values[name] === undefined) continue;
      if (unchanged(name) && (!field.uniqueWithin || unchanged(field.uniqueWithin))) continue;
      const within = field.uniqueWithin ? eq(columns[field.uniqueWithin]!, values[field.uniqueWithin] ?? null) : undefined;
      const clash = await db.select({ n: count() }).from(table)
        .where(and(eq(columns[name]!, values[name]), within, live, exceptKey ? ne(keyColumn, exceptKey) : undefined));
      if (Number(clash[0]?.n ?? 0) > 0) throw new ApiError(ResultCode.conflict, messageWith('validation.unique', { label: field.label }));
    }
  };

  function owningDepartment(values: Row, auth: AuthContext, scopeKeys: string[] | null): string | null {
    const wanted = values[SCOPE_COLUMN] as string | null | undefined;
    if (wanted && scopeKeys !== null && !scopeKeys.includes(wanted)) throw new ApiError(ResultCode.forbidden, 'validation.outOfScope');
    return wanted || auth.departKeys[0] || null;
  }

  const createChecked: RecordWriter['createChecked'] = async (tx, auth, inputs, checks) => {
    // A child takes the department of its parent, which the caller must be able to reach; an
    // import attaches many rows to few parents, so each parent is looked up once per call.
    const parents = new Map<string, Row>();
    const contexts: WriteContext[] = [];
    for (const values of inputs) {
      const row: Row = { ...storedFields(values), [entity.key]: newRecordKey(), create_by: auth.userKey, update_by: auth.userKey };
      if (parentFields.length > 0) {
        const parentKey = JSON.stringify(parentFields.map((f) => values[f] ?? null));
        if (!parents.has(parentKey)) parents.set(parentKey, await reachableParent(tx, auth, entity, values, listings));
        const parent = parents.get(parentKey)!;
        if (scoped) row[SCOPE_COLUMN] = inheritedDepartment(parent);
        copyFromParent(entity, parent, row);
      } else if (scoped) {
        row[SCOPE_COLUMN] = owningDepartment(values, auth, checks.scopeKeys);
      }
      stampCreation(row, auth);
      applyFormulas(row, null);
      stampTransition(entity, null, row);
      contexts.push({ tx, auth, input: values, row, before: null });
    }
    // Records saved without a number take the next ones of their numbering rule.
    const rule = entity.numbering;
    if (rule) {
      const unnumbered = contexts.filter((c) => !c.row[rule.field]);
      const numbers = await nextNumbers(tx, entity, unnumbered.length, true);
      unnumbered.forEach((c, i) => { c.row[rule.field] = numbers[i]; });
    }
    const created: Row[] = [];
    const { prepare, afterWrite } = behaviour();
    // A behaviour that prepares or follows up a row works on one row at a time (it may read what the previous one wrote).
    if (prepare || afterWrite) {
      for (const ctx of contexts) {
        await prepare?.(ctx);
        await assertRefsWithin(tx, entity, refsWithin, ctx.row, null);
        await assertUnique(tx, ctx.row, null);
        const [after] = (await tx.insert(table).values(ctx.row).returning()) as Row[];
        await afterWrite?.({ ...ctx, after: after! });
        created.push(after!);
      }
    } else if (contexts.length > 0) {
      for (const ctx of contexts) await assertRefsWithin(tx, entity, refsWithin, ctx.row, null);
      if (!checks.uniqueChecked) for (const ctx of contexts) await assertUnique(tx, ctx.row, null);
      const rows = contexts.map((c) => withDefaults(c.row));
      const inserted = rows.length === 1 ? (await tx.insert(table).values(rows[0]!).returning()) as Row[] : await bulkInsert(tx, table, rows);
      // Answered in the order given, whatever order the database returns them in.
      const byKey = new Map(inserted.map((r) => [r[entity.key], r]));
      created.push(...contexts.map((c) => byKey.get(c.row[entity.key])!));
    }
    const parentKeyField = entity.parent?.foreignKey;
    if (parentKeyField) await refreshTotals(tx, entity, created.map((after) => after[parentKeyField]));
    const audits = created.map((after): AuditEntry => ({
      entity: entity.name, recordKey: String(after[entity.key]), action: 'create', changes: changedFields(null, after, auditedFields), auth,
    }));
    await indexRecords(tx, entity, created, auditWrites(tx, audits));
    return created;
  };

  const updateChecked: RecordWriter['updateChecked'] = async (tx, auth, items, checks) => {
    const updated: Row[] = [];
    const audits: AuditEntry[] = [];
    const { prepare, afterWrite } = behaviour();
    for (const { values, before } of items) {
      const key = String(before[entity.key]);
      // What is being approved stays as it was submitted until the approval ends; a committed or
      // archived record, and the children of one, stay as they are.
      const held = readOnlyReason(entity, before);
      if (held) throw new ApiError(ResultCode.conflict, held);
      await assertParentWritable(tx, entity, before);
      const ctx: WriteContext = { tx, auth, input: values, row: storedFields(values), before };
      if (parentFields.some((f) => f in ctx.row && ctx.row[f] !== before[f])) {
        // Moving a child to another parent: that parent must be reachable too, and lends its department.
        const parent = await reachableParent(tx, auth, entity, { ...before, ...ctx.row }, listings);
        if (scoped) ctx.row[SCOPE_COLUMN] = inheritedDepartment(parent);
        copyFromParent(entity, parent, ctx.row);
      }
      applyFormulas(ctx.row, before);
      // A payload naming only one end of a period is checked against the stored other end.
      const [misordered] = dateOrderIssues(entity, { ...before, ...ctx.row });
      if (misordered) throw new ApiError(ResultCode.badRequest, misordered.message);
      await prepare?.(ctx);
      await assertRefsWithin(tx, entity, refsWithin, ctx.row, before);
      await assertReferrersStayWithin(tx, entity, referrersWithin, key, ctx.row, before);
      await assertTransition(tx, entity, before, ctx.row);
      stampTransition(entity, before, ctx.row);
      if (!checks.uniqueChecked || prepare) await assertUnique(tx, { ...before, ...ctx.row }, key, before);
      const [after] = (await tx.update(table)
        .set({ ...ctx.row, update_by: auth.userKey, update_time: new Date(), version: sql`${columns.version} + 1` })
        .where(and(eq(keyColumn, key), eq(columns.version!, before.version as number)))
        .returning()) as Row[];
      if (!after) throw new ApiError(ResultCode.conflict, 'validation.staleVersion');
      if (scoped && after[SCOPE_COLUMN] !== before[SCOPE_COLUMN]) await moveChildren(tx, entity, [key], (after[SCOPE_COLUMN] as string | null) ?? null);
      await afterWrite?.({ ...ctx, after });
      const parentKeyField = entity.parent?.foreignKey;
      if (parentKeyField) await refreshTotals(tx, entity, [before[parentKeyField], after[parentKeyField]]);
      audits.push({ entity: entity.name, recordKey: key, action: 'update', changes: changedFields(before, after, auditedFields), auth });
      updated.push(after);
    }
    await indexRecords(tx, entity, updated, auditWrites(tx, audits));
    return updated;
  };

  const save: RecordWriter['save'] = async (tx, auth, values) => {
    const key = values[entity.key] as string | null | undefined;
    if (!key) {
      await requireRight(tx, auth, 'create');
      const scopeKeys = scoped ? await scopeDepartKeys(tx, auth) : null;
      const [record] = await createChecked(tx, auth, [values], { scopeKeys, uniqueChecked: false });
      return { record: record!, created: true };
    }
    await requireRight(tx, auth, 'update');
    const before = await loadOwned(tx, auth, key, true);
    const basedOn = values.version as number | undefined;
    if (basedOn === undefined || basedOn !== before.version) throw new ApiError(ResultCode.conflict, 'validation.staleVersion');
    const [record] = await updateChecked(tx, auth, [{ values, before }], { uniqueChecked: false });
    return { record: record!, created: false };
  };

  return { entity, editable, holdsRight, requireRight, loadOwned, loadOwnedMany, assertUnique, save, createChecked, updateChecked };
}
