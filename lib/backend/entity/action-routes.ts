import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ok, ResultCode } from '@/lib/contract/envelope';
import { actionCountSchema } from '@/lib/contract/entity-answers';
import { entityCalls } from '@/lib/contract/entity-calls';
import { fromConditions, type ActionDef, type ActionValue } from '@/lib/entity/actions';
import { messageWith } from '@/lib/entity/messages';
import { SCOPE_COLUMN, type EntityDef } from '@/lib/entity/types';
import { actionInputSchema } from '@/lib/entity/zod-schema';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db/client';
import { sysUserDepart } from '../db/schema';
import { ApiError } from '../http/errors';
import { keyListInput } from '../http/inputs';
import { defineCallRoute, type RouteDef } from '../http/route';
import { changedFields, recordAudits } from './audit';
import type { BehaviourSource, Row } from './behaviour';
import { moveChildren } from './features/family/family-writes';
import type { RecordWriter } from './record-writer';
import { assertTransition } from './features/transitions/transitions';
import { stampTransitionSql } from './features/transitions/transition-stamps';
import { indexRecords } from '../search/search-index';

/** At most this many records per run of an action. */
const MAX_ACTION_RECORDS = 500;

async function firstDepartmentOf(db: Db, userKey: string): Promise<string | null> {
  const [row] = await db.select({ key: sysUserDepart.depart_key }).from(sysUserDepart).where(eq(sysUserDepart.user_key, userKey)).orderBy(sysUserDepart.depart_key).limit(1);
  return row?.key ?? null;
}

/** What one declared value becomes for this run. */
async function resolve(db: Db, auth: AuthContext, value: ActionValue, input: Row): Promise<unknown> {
  if ('value' in value) return value.value;
  if ('input' in value) return input[value.input] ?? null;
  if ('now' in value) return new Date();
  if ('caller' in value) return auth.userKey;
  if ('callerDepartment' in value) return auth.departKeys[0] ?? null;
  const userKey = input[value.departmentOfUser];
  return typeof userKey === 'string' && userKey ? firstDepartmentOf(db, userKey) : null;
}

function actionRoute(entity: EntityDef, name: string, action: ActionDef, table: PgTable, writer: RecordWriter, behaviour: BehaviourSource): RouteDef<never> {
  const columns = table as unknown as Record<string, PgColumn>;
  const keyColumn = columns[entity.key]!;
  const audited = Object.keys(entity.fields).filter((f) => !entity.fields[f]!.hidden && entity.fields[f]!.stored !== false);
  const right = action.right ?? entity.rights.update ?? entity.rights.read;

  return defineCallRoute(entityCalls(entity.apiBase).action(name), {
    tag: entity.name,
    publicContent: entity.publicContent,
    summary: `${name} on ${entity.name} records (ids, comma-separated${Object.keys(action.inputs).length ? `; ${Object.keys(action.inputs).join(', ')}` : ''}): a declared action, all or nothing`,
    permission: right,
    input: actionInputSchema(action).extend({ ids: keyListInput }),
    output: actionCountSchema,
    async handler({ db, auth, input }) {
      const { ids, ...given } = input as { ids: string[] } & Row;
      const keys = [...new Set(ids)];
      if (keys.length === 0) throw new ApiError(ResultCode.badRequest, 'validation.selectRecord');
      if (keys.length > MAX_ACTION_RECORDS) throw new ApiError(ResultCode.badRequest, messageWith('validation.tooManyRecords', { n: MAX_ACTION_RECORDS }));
      return db.transaction(async (tx) => {
        // An action runs on records the caller may see (a pool customer is claimed by someone of
        // another department); its right and its from-values decide whether it may run. Records
        // that belong to people are acted on by those who may change them (a participant may
        // read a project, its manager closes it).
        const rows = await writer.loadOwnedMany(tx, auth, keys, true, typeof entity.scope === 'object' ? 'write' : 'read');
        for (const { field, values } of fromConditions(action)) {
          if (rows.some((row) => !values.includes(row[field] as string | boolean))) throw new ApiError(ResultCode.conflict, messageWith('validation.actionNotAllowed', { label: action.label }));
        }
        await behaviour().beforeAction?.({ tx, auth, action: name, rows, input: given });
        const values: Row = {};
        for (const [field, value] of Object.entries(action.set)) values[field] = await resolve(tx, auth, value, given);
        for (const before of rows) await assertTransition(tx, entity, before, values);
        // Every record gets the same values: one statement for all of them.
        const updated = (await tx.update(table)
          .set({ ...values, ...stampTransitionSql(entity, columns, values), update_by: auth.userKey, update_time: new Date(), version: sql`${columns.version} + 1` })
          .where(and(inArray(keyColumn, keys), eq(columns.del_flag!, 0)))
          .returning()) as Row[];
        const after = new Map(updated.map((row) => [String(row[entity.key]), row]));
        if (Object.keys(values).some((field) => entity.fields[field]?.search)) await indexRecords(tx, entity, updated);
        if (SCOPE_COLUMN in values) {
          const moved = rows.filter((before) => before[SCOPE_COLUMN] !== values[SCOPE_COLUMN]).map((before) => String(before[entity.key]));
          await moveChildren(tx, entity, moved, (values[SCOPE_COLUMN] as string | null) ?? null);
        }
        const audits = rows.map((before) => {
          const key = String(before[entity.key]);
          return { entity: entity.name, recordKey: key, action: name, changes: changedFields(before, after.get(key) ?? null, audited), auth };
        });
        await recordAudits(tx, audits);
        const result = await behaviour().afterAction?.({ tx, auth, action: name, before: rows, after: rows.map((before) => after.get(String(before[entity.key])) ?? before), input: given });
        return ok({ count: rows.length, ...result }, action.done);
      });
    },
  }) as unknown as RouteDef<never>;
}

/** The calls of an entity's declared actions by action name: POST {apiBase}/{action} each. */
export function declaredActionRoutes(entity: EntityDef, table: PgTable, writer: RecordWriter, behaviour: BehaviourSource): Record<string, RouteDef<never>> {
  return Object.fromEntries(Object.entries(entity.actions ?? {}).map(([name, action]) => [name, actionRoute(entity, name, action, table, writer, behaviour)]));
}

