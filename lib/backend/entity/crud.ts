import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { fail, ok, ResultCode } from '@/lib/contract/envelope';
import { messageWith } from '@/lib/entity/messages';
import { SCOPE_COLUMN, type EntityDef } from '@/lib/entity/types';
import { editableFields, recordInputSchema } from '@/lib/entity/zod-schema';
import { holdsPermission } from '../auth/grants';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db/client';
import { ApiError, forbidden, notFound } from '../http/errors';
import { keyListInput } from '../http/inputs';
import { defineRoute, type RouteDef } from '../http/route';
import { changedFields, recordAudit } from './audit';
import type { EntityBehaviour, Row } from './behaviour';
import { entityListing } from './listing';
import { scopeDepartKeys } from './scope';

export function newRecordKey(): string {
  return randomUUID().replace(/-/g, '');
}

export type EntityOperation = 'query' | 'addOrUpdate' | 'deleteById' | 'deleteBatch' | 'detail';

/**
 * The generic calls of one entity, in the specification's style: query, addOrUpdate, deleteById
 * (form-encoded id), deleteBatch, detail/{id}. Rights, row scope, optimistic versions, unique
 * values and the audit trail are enforced here for every entity alike.
 */
export function entityRouteSet(entity: EntityDef, table: PgTable, behaviour: EntityBehaviour = {}): Record<EntityOperation, RouteDef<never>> {
  const listing = entityListing(entity, table, behaviour);
  const { columns, scopeCondition, answer } = listing;
  const keyColumn = columns[entity.key]!;
  const live = eq(columns.del_flag!, 0);
  const scoped = entity.scope === 'department';
  const fieldNames = Object.keys(entity.fields).filter((f) => !entity.fields[f]!.hidden && entity.fields[f]!.stored !== false);
  const tag = entity.name;

  async function requireRight(db: Db, auth: AuthContext, right: string | undefined): Promise<void> {
    if (!(await holdsPermission(db, auth, right ?? entity.rights.read))) throw forbidden();
  }

  /** Loads a live record the user may touch: 404 when absent, 403 when outside the user's scope. */
  async function loadOwned(db: Db, auth: AuthContext, key: string, lock = false): Promise<Row> {
    const base = db.select().from(table).where(and(eq(keyColumn, key), live)).limit(1);
    const row = ((await (lock ? base.for('update') : base)) as Row[])[0];
    if (!row) throw notFound('validation.recordNotFound');
    const condition = await scopeCondition(db, auth);
    if (condition) {
      const inScope = await db.select({ n: count() }).from(table).where(and(eq(keyColumn, key), condition));
      if (Number(inScope[0]?.n ?? 0) === 0) throw new ApiError(ResultCode.forbidden, 'validation.outOfScope');
    }
    return row;
  }

  async function assertUnique(db: Db, values: Row, exceptKey: string | null): Promise<void> {
    for (const [name, field] of Object.entries(entity.fields)) {
      if (!field.unique || values[name] === null || values[name] === undefined) continue;
      const within = field.uniqueWithin ? eq(columns[field.uniqueWithin]!, values[field.uniqueWithin] ?? null) : undefined;
      const clash = await db.select({ n: count() }).from(table)
        .where(and(eq(columns[name]!, values[name]), within, live, exceptKey ? ne(keyColumn, exceptKey) : undefined));
      if (Number(clash[0]?.n ?? 0) > 0) throw new ApiError(ResultCode.conflict, messageWith('validation.unique', { label: field.label }));
    }
  }

  const query = defineRoute({
    method: 'POST',
    path: `${entity.apiBase}/query`,
    tag,
    summary: `List ${entity.name} records: filters (*x* contains, !x not, >=x, <=x, a,b any), {field}_begin/_end ranges, column, order, pageNo, pageSize, field`,
    permission: entity.rights.read,
    input: z.record(z.string(), z.unknown()),
    async handler({ db, auth, input }) {
      const list = await listing.prepare(db, auth, input);
      const [records, totals] = await Promise.all([
        db.select(list.selection).from(table).where(list.where).orderBy(...list.orderBy).limit(list.pageSize).offset((list.pageNo - 1) * list.pageSize),
        db.select({ n: count() }).from(table).where(list.where),
      ]);
      return ok({ records: await answer(db, records as Row[]), total: Number(totals[0]?.n ?? 0), current: list.pageNo, size: list.pageSize });
    },
  });

  // Unstored inputs reach the behaviour through ctx.input, never the table.
  const editable = editableFields(entity).filter(([, f]) => f.stored !== false).map(([name]) => name);

  const addOrUpdate = defineRoute({
    method: 'POST',
    path: `${entity.apiBase}/addOrUpdate`,
    tag,
    summary: `Create a ${entity.name} (no key) or update one (key plus the version it was based on)`,
    permission: entity.rights.read,
    input: recordInputSchema(entity).extend({ [SCOPE_COLUMN]: z.string().max(64).nullish(), ...behaviour.extraInput }),
    async handler({ db, auth, input }) {
      const values = input as Row;
      const key = values[entity.key] as string | null | undefined;
      // An empty value of a field with a default keeps the default (or, on update, the old value).
      const fields: Row = Object.fromEntries(editable
        .filter((f) => f in values && !(values[f] === null && entity.fields[f]!.defaultValue !== undefined))
        .map((f) => [f, values[f]]));
      return db.transaction(async (tx) => {
        if (!key) {
          await requireRight(tx, auth, entity.rights.create);
          const recordKey = newRecordKey();
          const row: Row = { ...fields, [entity.key]: recordKey, create_by: auth.userKey, update_by: auth.userKey };
          if (scoped) {
            const scopeKeys = await scopeDepartKeys(tx, auth);
            const wanted = values[SCOPE_COLUMN] as string | null | undefined;
            if (wanted && scopeKeys !== null && !scopeKeys.includes(wanted)) throw new ApiError(ResultCode.forbidden, 'validation.outOfScope');
            row[SCOPE_COLUMN] = wanted || auth.departKeys[0] || null;
          }
          const ctx = { tx, auth, input: values, row, before: null };
          await behaviour.prepare?.(ctx);
          await assertUnique(tx, row, null);
          const [created] = (await tx.insert(table).values(row).returning()) as Row[];
          await behaviour.afterWrite?.({ ...ctx, after: created! });
          await recordAudit(tx, { entity: entity.name, recordKey, action: 'create', changes: changedFields(null, created!, fieldNames), auth });
          return ok((await answer(tx, [created!]))[0], 'crud.created');
        }
        await requireRight(tx, auth, entity.rights.update);
        const before = await loadOwned(tx, auth, key, true);
        const basedOn = values.version as number | undefined;
        if (basedOn === undefined || basedOn !== before.version) throw new ApiError(ResultCode.conflict, 'validation.staleVersion');
        const row: Row = { ...fields };
        const ctx = { tx, auth, input: values, row, before };
        await behaviour.prepare?.(ctx);
        await assertUnique(tx, { ...before, ...row }, key);
        const [after] = (await tx.update(table)
          .set({ ...row, update_by: auth.userKey, update_time: new Date(), version: sql`${columns.version} + 1` })
          .where(and(eq(keyColumn, key), eq(columns.version!, basedOn)))
          .returning()) as Row[];
        if (!after) throw new ApiError(ResultCode.conflict, 'validation.staleVersion');
        await behaviour.afterWrite?.({ ...ctx, after });
        await recordAudit(tx, { entity: entity.name, recordKey: key, action: 'update', changes: changedFields(before, after, fieldNames), auth });
        return ok((await answer(tx, [after]))[0], 'crud.updated');
      });
    },
  });

  async function softDelete(tx: Db, auth: AuthContext, keys: string[]): Promise<void> {
    await requireRight(tx, auth, entity.rights.delete);
    for (const key of keys) {
      const before = await loadOwned(tx, auth, key, true);
      await behaviour.beforeDelete?.({ tx, auth, row: before });
      await tx.update(table).set({ del_flag: 1, update_by: auth.userKey, update_time: new Date(), version: sql`${columns.version} + 1` }).where(eq(keyColumn, key));
      await recordAudit(tx, { entity: entity.name, recordKey: key, action: 'delete', changes: changedFields(before, null, fieldNames), auth });
    }
  }

  const deleteById = defineRoute({
    method: 'POST',
    path: `${entity.apiBase}/deleteById`,
    tag,
    summary: `Delete one ${entity.name} (form-encoded id)`,
    permission: entity.rights.read,
    input: z.object({ id: z.string().min(1).max(64) }),
    async handler({ db, auth, input }) {
      await db.transaction((tx) => softDelete(tx, auth, [input.id]));
      return ok(null, 'crud.deleted');
    },
  });

  const deleteBatch = defineRoute({
    method: 'POST',
    path: `${entity.apiBase}/deleteBatch`,
    tag,
    summary: `Delete several ${entity.name} records at once (ids, comma-separated); all or nothing`,
    permission: entity.rights.read,
    input: z.object({ ids: keyListInput }),
    async handler({ db, auth, input }) {
      if (input.ids.length === 0) return fail(ResultCode.badRequest, 'validation.selectRecord');
      await db.transaction((tx) => softDelete(tx, auth, [...new Set(input.ids)]));
      return ok(null, 'crud.deleted');
    },
  });

  const detail = defineRoute({
    method: 'GET',
    path: `${entity.apiBase}/detail/:id`,
    tag,
    summary: `One ${entity.name} by key`,
    permission: entity.rights.read,
    input: z.object({ id: z.string().min(1).max(64) }),
    async handler({ db, auth, input }) {
      return ok((await answer(db, [await loadOwned(db, auth, input.id)]))[0]);
    },
  });

  return { query, addOrUpdate, deleteById, deleteBatch, detail } as unknown as Record<EntityOperation, RouteDef<never>>;
}

/** The same call under another path (the specification names several paths for one operation). */
export function aliasRoute(route: RouteDef<never>, method: RouteDef['method'], path: string): RouteDef<never> {
  return { ...route, method, path, summary: `${route.summary} (same as ${route.method} ${route.path})` };
}
