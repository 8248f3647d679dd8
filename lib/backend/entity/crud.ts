import type { PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { fail, ok, ResultCode } from '@/lib/contract/envelope';
import { entityRecordSchema, noDataSchema, recordPageSchema } from '@/lib/contract/entity-answers';
import { entityCalls } from '@/lib/contract/entity-calls';
import { GROUP_BY_PARAM } from '@/lib/contract/list-view-paths';
import { ENTITIES } from '@/lib/entities';
import { FIRST_CHILDREN_INPUT, firstChildrenInputSchema } from '@/lib/entity/features/first-children/first-children';
import { SCOPE_COLUMN, type EntityDef } from '@/lib/entity/types';
import { recordInputSchema } from '@/lib/entity/zod-schema';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db/client';
import { keyListInput } from '../http/inputs';
import { defineCallRoute, type RouteDef } from '../http/route';
import type { BehaviourSource, EntityBehaviour, Row } from './behaviour';
import { createFirstChildren, type WriterLookup } from './features/first-children/first-children';
import { loadFollowingMerges } from './features/merge/record-redirects';
import { entityListing, type ListingLookup } from './listing';
import { listGroups } from './list-groups';
import { listSums } from './list-sums';
import { countOf, DEFAULT_LIST_COUNT_LIMIT, listTotal, totalFromCount } from './list-total';
import { recordWriter } from './record-writer';
import { refLabelColumns } from './ref-labels';

export { newRecordKey } from './record-writer';

/** The page's own statement carries the list's count under this name (no entity has such a field). */
const COUNT_COLUMN = '__list_count';

export type EntityOperation = 'query' | 'addOrUpdate' | 'deleteById' | 'deleteBatch' | 'detail';

/**
 * The generic calls of one entity: query, addOrUpdate, deleteById
 * (form-encoded id), deleteBatch, detail/{id}. Rights, row scope, optimistic versions, unique
 * values and the audit trail are enforced here for every entity alike.
 */
export function entityRouteSet(entity: EntityDef, table: PgTable, behaviour: BehaviourSource, listings: ListingLookup, writers: WriterLookup): Record<EntityOperation, RouteDef<never>> {
  const listing = entityListing(entity, table, behaviour, listings);
  const writer = recordWriter(entity, table, listing, behaviour, listings);
  const { answer } = listing;
  /** One record as the calls answer it (answer maps each row to one). */
  const answerOne = async (db: Db, row: Row, auth: AuthContext): Promise<Row> => (await answer(db, [row], auth))[0]!;
  const tag = entity.name;
  const calls = entityCalls(entity.apiBase);

  const query = defineCallRoute(calls.query, {
    tag,
    summary: `List ${entity.name} records: filters (*x* contains, !x not, >=x, <=x, a,b any), {field}_begin/_end ranges, column, order, pageNo, pageSize, field; ${GROUP_BY_PARAM} (a choice, person, department or yes/no field) orders by its groups and answers each group's count`,
    permission: entity.rights.read,
    input: z.record(z.string(), z.unknown()),
    output: recordPageSchema,
    async handler({ db, auth, input, services }) {
      const list = await listing.prepare(db, auth, input);
      const countLimit = services.listCountLimit === undefined ? DEFAULT_LIST_COUNT_LIMIT : services.listCountLimit;
      const question = { table, where: list.where, pageNo: list.pageNo, pageSize: list.pageSize, countLimit };
      // The page, its references' labels and its total in one statement; the count rides along as a column of every row.
      const selection = { ...list.selection, ...refLabelColumns(entity, table, list.selection), [COUNT_COLUMN]: countOf(db, question) };
      const page = await db.select(selection).from(table).where(list.where)
        .orderBy(...list.orderBy).limit(list.pageSize).offset((list.pageNo - 1) * list.pageSize);
      const records = page.map(({ [COUNT_COLUMN]: _counted, ...record }) => record);
      const counted = page[0]?.[COUNT_COLUMN];
      const total = counted === undefined
        ? await listTotal(db, { ...question, pageRows: 0 })
        : totalFromCount({ ...question, pageRows: records.length }, Number(counted));
      const totals = await listSums(db, entity, table, list.where);
      const groups = list.grouping ? await listGroups(db, table, list.where, list.grouping) : undefined;
      return ok({ records: await answer(db, records as Row[], auth), ...total, ...(totals ? { totals } : {}), ...(groups ? { groups } : {}), current: list.pageNo, size: list.pageSize });
    },
  });

  const addOrUpdate = defineCallRoute(calls.addOrUpdate, {
    tag,
    publicContent: entity.publicContent,
    summary: entity.firstChildren?.length
      ? `Create a ${entity.name} (no key) or update one (key plus the version it was based on); a new one may bring its first children under ${FIRST_CHILDREN_INPUT}, by child kind (${entity.firstChildren.map((c) => c.entity).join(', ')}), created with it or not at all`
      : `Create a ${entity.name} (no key) or update one (key plus the version it was based on)`,
    permission: entity.rights.read,
    input: lazyPayloadSchema(entity, behaviour),
    output: entityRecordSchema,
    async handler({ db, auth, input }) {
      return db.transaction(async (tx) => {
        const { record, created } = await writer.save(tx, auth, input);
        if (created) await createFirstChildren(tx, auth, entity, record, (input)[FIRST_CHILDREN_INPUT], writers);
        return ok(await answerOne(tx, record, auth), created ? 'crud.created' : 'crud.updated');
      });
    },
  });

  const deleteById = defineCallRoute(calls.deleteById, {
    tag,
    publicContent: entity.publicContent,
    summary: `Delete one ${entity.name} (form-encoded id)`,
    permission: entity.rights.read,
    input: z.object({ id: z.string().min(1).max(64) }),
    output: noDataSchema,
    async handler({ db, auth, input }) {
      await db.transaction((tx) => writer.remove(tx, auth, [input.id]));
      return ok(null, 'crud.deleted');
    },
  });

  const deleteBatch = defineCallRoute(calls.deleteBatch, {
    tag,
    publicContent: entity.publicContent,
    summary: `Delete several ${entity.name} records at once (ids, comma-separated); all or nothing`,
    permission: entity.rights.read,
    input: z.object({ ids: keyListInput }),
    output: noDataSchema,
    async handler({ db, auth, input }) {
      if (input.ids.length === 0) return fail(ResultCode.badRequest, 'validation.selectRecord');
      await db.transaction((tx) => writer.remove(tx, auth, [...new Set(input.ids)]));
      return ok(null, 'crud.deleted');
    },
  });

  const detail = defineCallRoute(calls.detail, {
    tag,
    summary: entity.merge ? `One ${entity.name} by key (a key merged into another record answers that record)` : `One ${entity.name} by key`,
    permission: entity.rights.read,
    input: z.object({ id: z.string().min(1).max(64) }),
    output: entityRecordSchema,
    async handler({ db, auth, input }) {
      const row = await loadFollowingMerges(db, entity, input.id, (key) => writer.loadOwned(db, auth, key));
      const { onDetail } = behaviour();
      return ok(await answerOne(db, onDetail ? await onDetail({ db, auth, row }) : row, auth));
    },
  });

  return { query, addOrUpdate, deleteById, deleteBatch, detail } as unknown as Record<EntityOperation, RouteDef<never>>;
}

/** What addOrUpdate (and the calls built on it) accept: the record's fields, in the wire shape the behaviour maps. */
export function recordPayloadSchema(entity: EntityDef, behaviour: EntityBehaviour) {
  const firstChildren = entity.firstChildren?.length ? { [FIRST_CHILDREN_INPUT]: firstChildrenInputSchema(entity, ENTITIES) } : {};
  const schema = recordInputSchema(entity).extend({ [SCOPE_COLUMN]: z.string().max(64).nullish(), ...firstChildren, ...behaviour.extraInput });
  const wire = behaviour.wireInput;
  return wire ? z.preprocess((raw) => wire(raw), schema) : schema;
}

/**
 * The payload schema of a call built before the areas are plugged in: made on its first use, from
 * the behaviour then plugged (its extra inputs, its wire shape).
 */
export function lazyPayloadSchema(entity: EntityDef, behaviour: BehaviourSource) {
  let schema: ReturnType<typeof recordPayloadSchema> | undefined;
  return z.lazy(() => (schema ??= recordPayloadSchema(entity, behaviour())));
}

/** The same call under another path (some operations answer under several: docs/architecture.md, "Call paths"). */
export function aliasRoute(route: RouteDef<never>, method: RouteDef['method'], path: string): RouteDef<never> {
  return withInputOf(route, { ...route, method, path, summary: `${route.summary} (same as ${route.method} ${route.path})` }, (input) => input);
}

/**
 * A route made from another keeps reading that route's input when a call comes (a kind's payload
 * follows the fields administrators added: ./custom-fields/shaped-routes.ts), not the input it had
 * when the route table was built.
 */
function withInputOf(source: RouteDef<never>, made: RouteDef<never>, derive: (input: RouteDef<never>['input']) => RouteDef<never>['input']): RouteDef<never> {
  Object.defineProperty(made, 'input', { enumerable: true, configurable: true, get: () => derive(source.input) });
  return made;
}

export interface VariantOptions {
  summary: string;
  /** The right the variant needs instead of the call's own (the lead pool's). */
  permission?: string;
  /** Renames or adds inputs before the call's own schema checks them (a subject's key as the follow-up's). */
  input?: (raw: Row) => Row;
  /** Values the variant fixes after the check, whatever was sent (the pool's in_pool, the caller as follower). */
  given?: (auth: AuthContext) => Row;
  /** Reshapes the answer's data (adds back the names the variant's callers use). */
  answer?: (data: unknown) => unknown;
}

/**
 * A generic call under another path with some of its inputs fixed or named otherwise: a view with
 * a call of its own (the lead pool, my leads, a customer's follow log; docs/architecture.md, "Call paths").
 */
export function variantRoute(route: RouteDef<never>, method: RouteDef['method'], path: string, options: VariantOptions): RouteDef<never> {
  const { input: rename, given, answer } = options;
  const variant: RouteDef<never> = {
    ...route,
    method,
    path,
    summary: `${options.summary} (${route.method} ${route.path} with fixed inputs)`,
    permission: options.permission ?? route.permission,
    async handler(ctx) {
      const fixed = given ? ({ ...(ctx.input as Row), ...given(ctx.auth) } as never) : ctx.input;
      const result = await route.handler({ ...ctx, input: fixed });
      if (!answer || result instanceof Response || result.data === null) return result;
      return { ...result, data: answer(result.data) };
    },
  };
  return withInputOf(route, variant, (input) => (rename && input ? z.preprocess((raw) => (raw && typeof raw === 'object' ? rename(raw as Row) : raw), input) : input));
}
