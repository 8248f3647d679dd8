import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { fail, ok, ResultCode } from '@/lib/contract/envelope';
import { messageWith } from '@/lib/entity/messages';
import { SCOPE_COLUMN, type EntityDef } from '@/lib/entity/types';
import { recordInputSchema, editableFields } from '@/lib/entity/zod-schema';
import { holdsPermission } from '../auth/grants';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db/client';
import { ApiError, forbidden, notFound } from '../http/errors';
import { defineRoute, type RouteDef } from '../http/route';
import { changedFields, recordAudit } from './audit';
import { parseListQuery } from './filters';
import { scopeDepartKeys } from './scope';

type Row = Record<string, unknown>;

export function newRecordKey(): string {
  return randomUUID().replace(/-/g, '');
}

function columnsOf(table: PgTable): Record<string, PgColumn> {
  return table as unknown as Record<string, PgColumn>;
}

/**
 * The generic calls of one entity, in the specification's style: query, addOrUpdate, deleteById
 * (form-encoded id), deleteBatch, detail/{id}. Rights, department scope, optimistic versions and
 * the audit trail are enforced here for every entity alike.
 */
export function entityRouteSet(entity: EntityDef, table: PgTable) {
  const columns = columnsOf(table);
  const keyColumn = columns[entity.key]!;
  const live = eq(columns.del_flag!, 0);
  const scoped = entity.scope === 'department';
  const fieldNames = Object.keys(entity.fields);
  const tag = entity.name;

  async function scopeCondition(db: Db, auth: AuthContext): Promise<SQL | undefined> {
    if (!scoped) return undefined;
    const keys = await scopeDepartKeys(db, auth);
    return keys === null ? undefined : keys.length ? inArray(columns[SCOPE_COLUMN]!, keys) : sql`false`;
  }

  async function requireRight(db: Db, auth: AuthContext, right: string | undefined): Promise<void> {
    if (!(await holdsPermission(db, auth, right ?? entity.rights.read))) throw forbidden();
  }

  /** Loads a live record the user may touch: 404 when absent, 403 when another department's. */
  async function loadOwned(db: Db, auth: AuthContext, key: string, lock = false): Promise<Row> {
    const base = db.select().from(table).where(and(eq(keyColumn, key), live)).limit(1);
    const rows = (await (lock ? base.for('update') : base)) as Row[];
    const row = rows[0];
    if (!row) throw notFound('validation.recordNotFound');
    if (scoped) {
      const keys = await scopeDepartKeys(db, auth);
      if (keys !== null && !keys.includes(String(row[SCOPE_COLUMN]))) throw new ApiError(ResultCode.forbidden, 'validation.outOfScope');
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
      const parsed = parseListQuery(entity, columns, input);
      const where = and(live, await scopeCondition(db, auth), ...parsed.where);
      const selection = parsed.fields ? Object.fromEntries([entity.key, 'version', ...parsed.fields].map((f) => [f, columns[f]!])) : undefined;
      const [records, totals] = await Promise.all([
        (selection ? db.select(selection).from(table) : db.select().from(table))
          .where(where).orderBy(...parsed.orderBy).limit(parsed.pageSize).offset((parsed.pageNo - 1) * parsed.pageSize),
        db.select({ n: count() }).from(table).where(where),
      ]);
      return ok({ records, total: Number(totals[0]?.n ?? 0), current: parsed.pageNo, size: parsed.pageSize });
    },
  });

  const inputSchema = recordInputSchema(entity);
  const editable = editableFields(entity).map(([name]) => name);

  const addOrUpdate = defineRoute({
    method: 'POST',
    path: `${entity.apiBase}/addOrUpdate`,
    tag,
    summary: `Create a ${entity.name} (no key) or update one (key plus the version it was based on)`,
    permission: entity.rights.read,
    input: inputSchema.extend({ [SCOPE_COLUMN]: z.string().max(64).nullish() }),
    async handler({ db, auth, input }) {
      const values = input as Row;
      const key = values[entity.key] as string | null | undefined;
      const fields = Object.fromEntries(editable.filter((f) => f in values).map((f) => [f, values[f]]));
      return db.transaction(async (tx) => {
        if (!key) {
          await requireRight(tx, auth, entity.rights.create);
          await assertUnique(tx, fields, null);
          const recordKey = newRecordKey();
          const scopeKeys = scoped ? await scopeDepartKeys(tx, auth) : null;
          const wanted = values[SCOPE_COLUMN] as string | null | undefined;
          if (scoped && wanted && scopeKeys !== null && !scopeKeys.includes(wanted)) throw new ApiError(ResultCode.forbidden, 'validation.outOfScope');
          const row: Row = {
            ...fields,
            [entity.key]: recordKey,
            create_by: auth.userKey,
            update_by: auth.userKey,
            ...(scoped ? { [SCOPE_COLUMN]: wanted || auth.departKeys[0] || null } : {}),
          };
          const [created] = (await tx.insert(table).values(row).returning()) as Row[];
          await recordAudit(tx, { entity: entity.name, recordKey, action: 'create', changes: changedFields(null, created!, fieldNames), auth });
          return ok(created, 'crud.created');
        }
        await requireRight(tx, auth, entity.rights.update);
        const before = await loadOwned(tx, auth, key, true);
        const basedOn = values.version as number | undefined;
        if (basedOn === undefined || basedOn !== before.version) throw new ApiError(ResultCode.conflict, 'validation.staleVersion');
        await assertUnique(tx, fields, key);
        const [after] = (await tx.update(table)
          .set({ ...fields, update_by: auth.userKey, update_time: new Date(), version: sql`${columns.version} + 1` })
          .where(and(eq(keyColumn, key), eq(columns.version!, basedOn)))
          .returning()) as Row[];
        if (!after) throw new ApiError(ResultCode.conflict, 'validation.staleVersion');
        await recordAudit(tx, { entity: entity.name, recordKey: key, action: 'update', changes: changedFields(before, after, fieldNames), auth });
        return ok(after, 'crud.updated');
      });
    },
  });

  async function softDelete(db: Db, auth: AuthContext, keys: string[]): Promise<void> {
    await requireRight(db, auth, entity.rights.delete);
    for (const key of keys) {
      const before = await loadOwned(db, auth, key, true);
      await db.update(table).set({ del_flag: 1, update_by: auth.userKey, update_time: new Date(), version: sql`${columns.version} + 1` }).where(eq(keyColumn, key));
      await recordAudit(db, { entity: entity.name, recordKey: key, action: 'delete', changes: changedFields(before, null, fieldNames), auth });
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
    input: z.object({ ids: z.union([z.string(), z.array(z.string())]).transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean)) }),
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
      return ok(await loadOwned(db, auth, input.id));
    },
  });

  return { query, addOrUpdate, deleteById, deleteBatch, detail } as unknown as Record<'query' | 'addOrUpdate' | 'deleteById' | 'deleteBatch' | 'detail', RouteDef<never>>;
}

export function entityRoutes(entity: EntityDef, table: PgTable): RouteDef<never>[] {
  return Object.values(entityRouteSet(entity, table));
}

/** The same call under another path (the specification names several paths for one operation). */
export function aliasRoute(route: RouteDef<never>, method: RouteDef['method'], path: string): RouteDef<never> {
  return { ...route, method, path, summary: `${route.summary} (same as ${route.method} ${route.path})` };
}
