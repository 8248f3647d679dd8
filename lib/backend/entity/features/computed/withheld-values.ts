import { and, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { entityByName } from '@/lib/entities';
import type { RollupDecl } from '@/lib/entity/features/computed/declaration';
import { countingFields, WITHHELD_FIELDS } from '@/lib/entity/features/computed/withheld';
import type { EntityDef } from '@/lib/entity/types';
import type { AuthContext } from '../../../auth/context';
import { holdsPermission } from '../../../auth/grants';
import type { Db } from '../../../db/client';
import type { Row } from '../../behaviour';
import type { ShownValues } from '../../advanced-filter';
import type { ListingLookup } from '../../listing';
import { tableOf } from '../../tables';
import { shapeOf } from '../../custom-fields/shapes';
import { countedChildren, ownedByParentRow } from '../family/family-writes';

/**
 * Whether the caller reads every child a roll-up of the row counts: none of them lies outside the
 * caller's read scope of the child kind (its own rule, `scopeCondition`, so it follows that rule
 * wherever it changes), nor, when the figure counted is itself worked out from the child's own
 * children, is withheld from the caller on that child. Undefined: the caller reads every child
 * of that kind (administrators). A caller without the child kind's read right reads none.
 */
async function rollupShown(db: Db, auth: AuthContext, parent: EntityDef, rollup: RollupDecl, listings: ListingLookup): Promise<SQL | undefined> {
  const declared = entityByName(rollup.child);
  const link = declared?.parent;
  if (!declared || !link || !('entity' in link)) return sql`false`;
  const child = shapeOf(declared);
  const listing = listings(child);
  const reach = (await holdsPermission(db, auth, child.rights.read)) ? await listing.scopeCondition(db, auth) : sql`false`;
  const through = rollup.field ? (await shownConditions(db, auth, child, listings))?.get(rollup.field) : undefined;
  if (reach === undefined && through === undefined) return undefined;
  // A kind counting its own records cannot tell the row read from its children by the table's
  // name: withheld from every reader of a narrower reach.
  if (child.table === parent.table) return sql`false`;
  const unread = or(
    reach === undefined ? undefined : sql`not coalesce((${reach}), false)`,
    through === undefined ? undefined : sql`not coalesce((${through}), false)`,
  );
  const counted = countedChildren(rollup, child, ownedByParentRow(parent, child, link.foreignKey));
  return sql`not exists (select 1 from ${tableOf(child)} where ${counted} and (${unread}))`;
}

/**
 * For each field of the kind that counts other records (its roll-ups and the formulas reading
 * them), the condition under which the caller is shown its value on a row: every roll-up it counts
 * through counts only children the caller reads. Undefined when the caller is shown them all on
 * every row.
 */
export async function shownConditions(db: Db, auth: AuthContext, entity: EntityDef, listings: ListingLookup): Promise<ShownValues | undefined> {
  const counting = countingFields(entity);
  if (counting.size === 0) return undefined;
  const byRollup = new Map<string, SQL | undefined>();
  for (const name of new Set([...counting.values()].flat())) {
    const computed = entity.fields[name]!.computed!;
    byRollup.set(name, 'rollup' in computed ? await rollupShown(db, auth, entity, computed.rollup, listings) : undefined);
  }
  const shown = new Map<string, SQL>();
  for (const [name, reads] of counting) {
    const parts = reads.map((rollup) => byRollup.get(rollup)).filter((part): part is SQL => part !== undefined);
    if (parts.length > 0) shown.set(name, and(...parts)!);
  }
  return shown.size > 0 ? shown : undefined;
}

/**
 * The rows as the caller may see them: each field counting a record the caller may not read
 * emptied, and named under WITHHELD_FIELDS (the pages show 含您无权查看的记录 there). One query for
 * the rows, by key, when the caller's reach is narrower than some counted kind's.
 */
export async function withholdValues(db: Db, auth: AuthContext, entity: EntityDef, rows: readonly Row[], listings: ListingLookup): Promise<Row[]> {
  if (rows.length === 0) return [...rows];
  const shown = await shownConditions(db, auth, entity, listings);
  const present = shown ? [...shown.keys()].filter((name) => rows.some((row) => name in row)) : [];
  if (!shown || present.length === 0) return [...rows];
  const columns = tableOf(entity) as unknown as Record<string, PgColumn>;
  const key = columns[entity.key]!;
  const selection = { key, ...Object.fromEntries(present.map((name) => [name, sql<boolean>`coalesce((${shown.get(name)!}), false)`])) };
  const found = (await db.select(selection).from(tableOf(entity)).where(inArray(key, [...new Set(rows.map((row) => String(row[entity.key])))]))) as Row[];
  const byKey = new Map(found.map((row) => [String(row.key), row]));
  return rows.map((row) => {
    const seen = byKey.get(String(row[entity.key]));
    const withheld = present.filter((name) => name in row && seen?.[name] !== true);
    if (withheld.length === 0) return row;
    return { ...row, ...Object.fromEntries(withheld.map((name) => [name, null])), [WITHHELD_FIELDS]: withheld };
  });
}
