import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ok } from '@/lib/contract/envelope';
import { comparable, FULL_WIDTH, HALF_WIDTH, LOWER, SAME_LEGAL_FORMS, UPPER, type DuplicateAnswer, type DuplicateMatch } from '@/lib/entity/duplicates';
import type { EntityDef } from '@/lib/entity/types';
import { defineRoute, type RouteDef } from '../http/route';
import { hrefColumns, recordHref } from '../search/record-href';
import type { EntityListing } from './listing';
import { tableOf } from './tables';

/** Existing records named at most, per field. */
const HITS = 5;

/** The stored column in the form lib/entity/duplicates.ts compares values in, step for step. */
export function comparableSql(match: DuplicateMatch, column: PgColumn | SQL): SQL {
  if (match === 'phone') {
    const digits = sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;
    return sql`(case when length(${digits}) = 13 and left(${digits}, 2) = '86' then substr(${digits}, 3) else ${digits} end)`;
  }
  if (match === 'companyName') {
    let name = sql`regexp_replace(translate(translate(${column}, ${FULL_WIDTH}::text, ${HALF_WIDTH}::text), ${UPPER}::text, ${LOWER}::text), ${'[ \t\r\n()]'}::text, '', 'g')`;
    for (const [form, same] of SAME_LEGAL_FORMS) name = sql`replace(${name}, ${form}::text, ${same}::text)`;
    return name;
  }
  return sql`btrim(${column})`;
}

/**
 * `{apiBase}/duplicates`: which declared fields of a record being written match records already
 * stored (the record itself left out when editing). Records the caller may read are named and
 * linked; others are only counted, so the warning tells without showing what is not theirs.
 */
export function duplicatesRoute(entity: EntityDef, listingOf: (entity: EntityDef) => EntityListing): RouteDef<never> {
  const checks = entity.duplicates ?? [];
  return defineRoute({
    method: 'POST',
    path: `${entity.apiBase}/duplicates`,
    tag: entity.name,
    summary: `Existing ${entity.name} records the values (${checks.map((c) => c.field).join(', ')}) would likely duplicate; key: the record being edited, left out`,
    permission: entity.rights.read,
    input: z.object({ values: z.record(z.string(), z.unknown()), key: z.string().max(64).optional() }),
    async handler({ db, auth, input }) {
      const listing = listingOf(entity);
      const columns = listing.columns;
      const table = tableOf(entity);
      const scope = await listing.scopeCondition(db, auth);
      const answer: DuplicateAnswer = [];
      for (const { field, match } of checks) {
        const value = comparable(match, input.values[field]);
        if (value === null) continue;
        const rows = (await db
          .select({
            key: columns[entity.key]!,
            title: columns[entity.titleField]!,
            visible: scope ? sql<boolean>`coalesce((${scope}), false)` : sql<boolean>`true`,
            ...Object.fromEntries(hrefColumns(entity).map((name) => [name, columns[name]!])),
          })
          .from(table)
          .where(and(eq(columns.del_flag!, 0), sql`${comparableSql(match, columns[field]!)} = ${value}`, input.key ? ne(columns[entity.key]!, input.key) : undefined))
          .limit(50)) as Record<string, unknown>[];
        if (rows.length === 0) continue;
        const seen = rows.filter((r) => r.visible === true);
        answer.push({
          field,
          hits: seen.slice(0, HITS).map((r) => ({ key: String(r.key), title: String(r.title ?? ''), href: recordHref(entity, { ...r, [entity.key]: r.key, [entity.titleField]: r.title }) })),
          hidden: rows.length - seen.length,
        });
      }
      return ok(answer);
    },
  }) as unknown as RouteDef<never>;
}
