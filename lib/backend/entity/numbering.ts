import { like, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ok } from '@/lib/contract/envelope';
import { followingNumbers, numberingDayPrefix } from '@/lib/entity/numbering';
import type { EntityDef } from '@/lib/entity/types';
import type { Db } from '../db/client';
import { defineRoute, type RouteDef } from '../http/route';
import { tableOf } from './tables';

/**
 * The next numbers of an entity's numbering rule. Inside a transaction that saves them, the rule is
 * held by a transaction-scoped advisory lock first, so two saves at once number one after the
 * other instead of both taking the same sequence (deleted records keep theirs: none is reused).
 */
export async function nextNumbers(db: Db, entity: EntityDef, count: number, hold: boolean, now = new Date()): Promise<string[]> {
  const rule = entity.numbering;
  if (!rule || count === 0) return [];
  if (hold) await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`numbering:${entity.table}`}))`);
  const column = (tableOf(entity) as unknown as Record<string, PgColumn>)[rule.field]!;
  const dayPrefix = numberingDayPrefix(rule, now);
  const taken = (await db.select({ code: column }).from(tableOf(entity)).where(like(column, `${dayPrefix}%`))) as { code: string | null }[];
  return followingNumbers(rule, dayPrefix, taken.map((t) => t.code ?? ''), count);
}

/** `GET {apiBase}/code`: the number the next record would get now (in msg and data.code, as the project code call). */
export function numberingRoute(entity: EntityDef): RouteDef<never> {
  return defineRoute({
    method: 'GET',
    path: `${entity.apiBase}/code`,
    tag: entity.name,
    summary: `The next ${entity.name} number by its numbering rule (${entity.numbering?.prefix}-YYYYMMDD-sequence), answered in msg and data.code; given for real when the record is first saved`,
    permission: entity.rights.read,
    input: z.object({}),
    async handler({ db }) {
      const [code] = await nextNumbers(db, entity, 1, false);
      return ok({ code }, code);
    },
  }) as unknown as RouteDef<never>;
}
