import { and, eq, like, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ok } from '@/lib/contract/envelope';
import { nextNumberSchema } from '@/lib/contract/next-number';
import { NUMBERING_DATE_PATTERNS, defaultNumberingRule, followingNumbers, numberingDayPrefix, type NumberingDatePattern, type NumberingDef, type NumberingRule } from '@/lib/entity/features/numbering/numbering';
import type { EntityDef } from '@/lib/entity/types';
import type { Db } from '../../../db/client';
import { sysNumberingRule } from '../../../db/schema';
import { defineRoute, type RouteDef } from '../../../http/route';
import { tableOf } from '../../tables';

/**
 * The rule an entity numbers by now: the one an administrator stored for its kind (编号规则), else
 * its declaration's.
 */
export async function numberingRuleOf(db: Db, entity: Pick<EntityDef, 'name' | 'numbering'>): Promise<NumberingRule | null> {
  if (!entity.numbering) return null;
  const fallback = defaultNumberingRule(entity.numbering);
  const [stored] = await db.select({ prefix: sysNumberingRule.prefix, date_pattern: sysNumberingRule.date_pattern, digits: sysNumberingRule.digits })
    .from(sysNumberingRule).where(and(eq(sysNumberingRule.kind, entity.name), eq(sysNumberingRule.del_flag, 0))).limit(1);
  if (!stored) return fallback;
  const pattern = NUMBERING_DATE_PATTERNS.includes(stored.date_pattern as NumberingDatePattern) ? (stored.date_pattern as NumberingDatePattern) : fallback.datePattern;
  return { prefix: stored.prefix || fallback.prefix, datePattern: pattern, digits: Number(stored.digits) || fallback.digits };
}

/**
 * The next numbers of an entity's numbering rule. Inside a transaction that saves them, the kind
 * is held by a transaction-scoped advisory lock first (before the rule is read), so two saves at
 * once number one after the other instead of both taking the same sequence (deleted records keep
 * theirs: none is reused).
 */
export async function nextNumbers(db: Db, entity: EntityDef, count: number, hold: boolean, now = new Date()): Promise<string[]> {
  if (!entity.numbering) return [];
  const column = (tableOf(entity) as unknown as Record<string, PgColumn>)[entity.numbering.field]!;
  return nextNumbersIn(db, { name: entity.name, numbering: entity.numbering, table: tableOf(entity), column, lock: entity.table }, count, hold, now);
}

/**
 * A numbered kind that is no entity (an approval request): its rule's kind name and declaration,
 * and the column of its table that holds the numbers.
 */
export interface NumberedColumn {
  name: string;
  numbering: NumberingDef;
  table: PgTable;
  column: PgColumn;
  /** What the advisory lock is named after: one name per table. */
  lock: string;
}

/** The next numbers of a kind's rule in its column, held as `nextNumbers` says. */
export async function nextNumbersIn(db: Db, kind: NumberedColumn, count: number, hold: boolean, now = new Date()): Promise<string[]> {
  if (count === 0) return [];
  if (hold) await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`numbering:${kind.lock}`}))`);
  const rule = (await numberingRuleOf(db, kind))!;
  const dayPrefix = numberingDayPrefix(rule, now);
  const taken = (await db.select({ code: kind.column }).from(kind.table).where(like(kind.column, `${dayPrefix}%`))) as { code: string | null }[];
  return followingNumbers(rule, dayPrefix, taken.map((t) => t.code ?? ''), count);
}

/** `GET {apiBase}/code`: the number the next record would get now (in msg and data.code, as the project code call). */
export function numberingRoute(entity: EntityDef): RouteDef<never> {
  return defineRoute({
    method: 'GET',
    path: `${entity.apiBase}/code`,
    tag: entity.name,
    summary: `The next ${entity.name} number by its numbering rule (as configured under /api/eis/restful/code, by default ${entity.numbering?.prefix}-YYYYMMDD-sequence), answered in msg and data.code; given for real when the record is first saved`,
    permission: entity.rights.read,
    input: z.object({}),
    output: nextNumberSchema,
    async handler({ db }) {
      // Built only for a numbered entity, whose rule always gives the next number.
      const [code] = (await nextNumbers(db, entity, 1, false)) as [string];
      return ok({ code }, code);
    },
  }) as unknown as RouteDef<never>;
}
