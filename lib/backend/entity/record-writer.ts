import { randomUUID } from 'node:crypto';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ResultCode } from '@/lib/contract/envelope';
import type { EntityDef } from '@/lib/entity/types';
import { editableFields } from '@/lib/entity/zod-schema';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import { recordAccess, type RecordAccess } from './access';
import type { BehaviourSource, Row } from './behaviour';
import { writeStepsOf } from './features';
import { uniqueCheck, type UniqueCheck } from './features/unique/unique-values';
import type { EntityListing, ListingLookup } from './listing';
import { scopeDepartKeys } from './scope';
import { writeStatements } from './write-statements';
import { runAfterAll, runAfterWrite, runPhase, runShapeAll, type StepContext, type WriteBatch, type WrittenContext } from './write-step';

export function newRecordKey(): string {
  return randomUUID().replace(/-/g, '');
}

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
 * Creating, updating and deleting records of one entity, shared by addOrUpdate (one record), the
 * deletes and the Excel import (many): every write runs the features' steps in their one order
 * (./features/index.ts); who may write is ./access.ts.
 */
export interface RecordWriter extends RecordAccess {
  entity: EntityDef;
  /** Names of the columns a validated addOrUpdate payload may set. */
  editable: string[];
  assertUnique: UniqueCheck;
  /** addOrUpdate: creates without a key, else updates when the given version is the current one. */
  save(tx: Db, auth: AuthContext, values: Row): Promise<{ record: Row; created: boolean }>;
  /** Creates records from validated payloads; rights were checked by the caller. */
  createChecked(tx: Db, auth: AuthContext, inputs: Row[], checks: BatchChecks): Promise<Row[]>;
  /** Updates loaded records from validated payloads; rights and scope were checked by the caller. */
  updateChecked(tx: Db, auth: AuthContext, items: CheckedUpdate[], checks: Pick<BatchChecks, 'uniqueChecked'>): Promise<Row[]>;
  /** Soft-deletes records (all or nothing), checking the delete right and each record's scope. */
  remove(tx: Db, auth: AuthContext, keys: readonly string[]): Promise<void>;
}

export function recordWriter(entity: EntityDef, table: PgTable, listing: EntityListing, behaviour: BehaviourSource, listings: ListingLookup): RecordWriter {
  const columns = table as unknown as Record<string, PgColumn>;
  const access = recordAccess(entity, table, listing);
  const steps = writeStepsOf({ entity, table, columns, behaviour, listings });
  // Unstored inputs reach the behaviour through ctx.input, never the table.
  const editable = editableFields(entity).filter(([, f]) => f.stored !== false).map(([name]) => name);
  const statements = writeStatements(entity, table, editable);
  const rowByRow = () => steps.some((s) => s.rowByRow?.());
  const reshaped = () => steps.some((s) => s.reshapes?.());

  /** An empty value of a field with a default keeps the default (or, on update, the old value). */
  function storedFields(values: Row): Row {
    return Object.fromEntries(editable
      .filter((f) => f in values && !(values[f] === null && entity.fields[f]!.defaultValue !== undefined))
      .map((f) => [f, values[f]]));
  }

  const batchOf = (tx: Db, auth: AuthContext, scopeKeys: string[] | null, uniqueSettled: boolean): WriteBatch =>
    ({ tx, auth, scopeKeys, uniqueSettled, parents: new Map(), alongside: [] });

  const createChecked: RecordWriter['createChecked'] = async (tx, auth, inputs, checks) => {
    const oneByOne = rowByRow();
    const batch = batchOf(tx, auth, checks.scopeKeys, checks.uniqueChecked && !oneByOne);
    const ctxs: StepContext[] = inputs.map((input) => {
      const key = newRecordKey();
      return { tx, auth, input, batch, key, before: null, row: { ...storedFields(input), [entity.key]: key, create_by: auth.userKey, update_by: auth.userKey } };
    });
    await runPhase(steps, 'create', 'shape', ctxs);
    await runShapeAll(steps, 'create', ctxs, batch);
    const written: WrittenContext[] = [];
    if (oneByOne) {
      for (const ctx of ctxs) {
        await runPhase(steps, 'create', 'check', [ctx]);
        const done = { ...ctx, after: await statements.insertOne(tx, ctx.row) };
        await runAfterWrite(steps, 'create', done);
        written.push(done);
      }
    } else if (ctxs.length > 0) {
      await runPhase(steps, 'create', 'check', ctxs);
      const inserted = await statements.insertMany(tx, ctxs.map((c) => c.row));
      written.push(...ctxs.map((c, i) => ({ ...c, after: inserted[i]! })));
    }
    await runAfterAll(steps, 'create', written, batch);
    return written.map((w) => w.after);
  };

  const updateChecked: RecordWriter['updateChecked'] = async (tx, auth, items, checks) => {
    const batch = batchOf(tx, auth, null, checks.uniqueChecked && !reshaped());
    const written: WrittenContext[] = [];
    for (const { values, before } of items) {
      const key = String(before[entity.key]);
      const ctx: StepContext = { tx, auth, input: values, row: storedFields(values), before, batch, key };
      for (const phase of ['guard', 'shape', 'check'] as const) await runPhase(steps, 'update', phase, [ctx]);
      const done = { ...ctx, after: await statements.updateVersioned(tx, auth, key, before.version as number, ctx.row) };
      await runAfterWrite(steps, 'update', done);
      written.push(done);
    }
    await runAfterAll(steps, 'update', written, batch);
    return written.map((w) => w.after);
  };

  const remove: RecordWriter['remove'] = async (tx, auth, keys) => {
    await access.requireRight(tx, auth, 'delete');
    const batch = batchOf(tx, auth, null, true);
    const written: WrittenContext[] = [];
    for (const key of keys) {
      const before = await access.loadOwned(tx, auth, key, true);
      const ctx: StepContext = { tx, auth, input: {}, row: {}, before, batch, key };
      for (const phase of ['guard', 'check'] as const) await runPhase(steps, 'delete', phase, [ctx]);
      const done = { ...ctx, after: await statements.markDeleted(tx, auth, key) };
      await runAfterWrite(steps, 'delete', done);
      written.push(done);
    }
    await runAfterAll(steps, 'delete', written, batch);
  };

  const save: RecordWriter['save'] = async (tx, auth, values) => {
    const key = values[entity.key] as string | null | undefined;
    if (!key) {
      await access.requireRight(tx, auth, 'create');
      const scopeKeys = entity.scope === 'department' ? await scopeDepartKeys(tx, auth) : null;
      const [record] = await createChecked(tx, auth, [values], { scopeKeys, uniqueChecked: false });
      return { record: record!, created: true };
    }
    await access.requireRight(tx, auth, 'update');
    const before = await access.loadOwned(tx, auth, key, true);
    const basedOn = values.version as number | undefined;
    if (basedOn === undefined || basedOn !== before.version) throw new ApiError(ResultCode.conflict, 'validation.staleVersion');
    const [record] = await updateChecked(tx, auth, [{ values, before }], { uniqueChecked: false });
    return { record: record!, created: false };
  };

  return { entity, editable, ...access, assertUnique: uniqueCheck(entity, table), save, createChecked, updateChecked, remove };
}
