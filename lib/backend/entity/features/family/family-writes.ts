import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ResultCode } from '@/lib/contract/envelope';
import { ENTITIES, entityByName } from '@/lib/entities';
import { childLinksOf, parentLinkOf, type ChildLink } from '@/lib/entity/features/family/family';
import { messageWith } from '@/lib/entity/messages';
import { SCOPE_COLUMN, type EntityDef } from '@/lib/entity/types';
import type { ParentLink } from '@/lib/entity/features/family/declaration';
import { readOnlyReason } from '@/lib/entity/features/read-only/read-only';
import { formulaFields, formulaInputs, withFormulas } from '@/lib/entity/features/formulas/formula';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { ApiError } from '../../../http/errors';
import { changedFields, recordAudits } from '../../audit';
import type { Row } from '../../behaviour';
import { outOfScopeMessage, parentPurpose } from './parent-scope';
import type { ListingLookup } from '../../listing';
import { tableOf } from '../../tables';
import type { RollupDecl } from '@/lib/entity/features/computed/declaration';
import { expressionFields, rollupsOver, withExpressions } from '../computed/computed-fields';
import { shapeOf } from '../../custom-fields/shapes';

const columnsOf = (entity: EntityDef) => tableOf(entity) as unknown as Record<string, PgColumn>;

/**
 * The parent a child record is being attached to, as the caller may reach it: a missing parent
 * names the parent kind, one outside the caller's scope is refused like the parent itself would be.
 * `values` are the child's: its key field, and its kind field when several kinds may own it.
 */
export async function reachableParent(db: Db, auth: AuthContext, child: EntityDef, values: Row, listings: ListingLookup): Promise<Row> {
  const link = parentLinkOf(child, values);
  const parent = link ? entityByName(link.entity) : undefined;
  if (!link || !parent) throw new ApiError(ResultCode.badRequest, 'validation.recordNotFound');
  const columns = columnsOf(parent);
  const parentKey = values[link.foreignKey];
  const key = typeof parentKey === 'string' ? parentKey : '';
  const [row] = key
    ? ((await db.select().from(tableOf(parent)).where(and(eq(columns[parent.key]!, key), eq(columns.del_flag!, 0))).limit(1)) as Row[])
    : [];
  if (!row) throw new ApiError(ResultCode.badRequest, messageWith('validation.parentNotFound', { label: parent.label }));
  // A record reached as its parent is may be attached by whoever may change such records (a
  // project's tasks: every member); others need to change the parent.
  const scope = await listings(parent).scopeCondition(db, auth, parentPurpose(child, 'write'));
  if (scope) {
    const inScope = await db.select({ n: count() }).from(tableOf(parent)).where(and(eq(columns[parent.key]!, key), scope));
    if (Number(inScope[0]?.n ?? 0) === 0) throw new ApiError(ResultCode.forbidden, outOfScopeMessage(parent, (label) => messageWith('validation.notAMember', { label })));
  }
  const held = readOnlyReason(parent, row, child.name);
  if (held) throw new ApiError(ResultCode.conflict, held);
  return row;
}

/**
 * A child of a read-only record (the lines of a committed quote) is not changed or deleted either:
 * refused with the parent's own reason.
 */
export async function assertParentWritable(db: Db, child: EntityDef, row: Row): Promise<void> {
  const link = parentLinkOf(child, row);
  const parent = link ? entityByName(link.entity) : undefined;
  if (!link || !parent || (!parent.readOnlyWhile && !parent.approval)) return;
  const columns = columnsOf(parent);
  const key = row[link.foreignKey];
  if (typeof key !== 'string' || !key) return;
  const [stored] = (await db.select().from(tableOf(parent)).where(eq(columns[parent.key]!, key)).limit(1)) as Row[];
  const held = readOnlyReason(parent, stored, child.name);
  if (held) throw new ApiError(ResultCode.conflict, held);
}

/** The fields a child copies from its parent (`parent.copies`), set on the row being written. */
export function copyFromParent(child: EntityDef, parent: Row, row: Row): void {
  const link = child.parent;
  if (!link || !('entity' in link) || !link.copies) return;
  for (const [childField, parentField] of Object.entries(link.copies)) row[childField] = parent[parentField] ?? null;
}

/** The department a child takes from its parent (a parent without one leaves the child without one). */
export function inheritedDepartment(parent: Row): string | null {
  return (parent[SCOPE_COLUMN] as string | null | undefined) ?? null;
}

/** The live rows of a child kind owned by the given parents (of this parent kind, for a shared link). */
function ownedBy(link: ChildLink, parentKeys: string[]) {
  const columns = columnsOf(link.child);
  return and(inArray(columns[link.foreignKey]!, parentKeys), link.kind ? eq(columns[link.kind.field]!, link.kind.value) : undefined, eq(columns.del_flag!, 0));
}

/** Children (and theirs, down the tree) follow a parent that moved to another department. */
export async function moveChildren(tx: Db, parent: EntityDef, parentKeys: string[], department: string | null): Promise<void> {
  if (parentKeys.length === 0) return;
  for (const link of childLinksOf(parent, ENTITIES)) {
    const { child } = link;
    const columns = columnsOf(child);
    if (!columns[SCOPE_COLUMN]) continue;
    const moved = (await tx.update(tableOf(child))
      .set({ [SCOPE_COLUMN]: department })
      .where(ownedBy(link, parentKeys))
      .returning({ key: columns[child.key]! })) as { key: string }[];
    await moveChildren(tx, child, moved.map((m) => m.key), department);
  }
}

/**
 * Records of other kinds that name this one in a listed child tab and say what its delete does to
 * them (`children[].onDelete`), beside the children that belong to it.
 */
function namingLinksOf(parent: EntityDef): ChildLink[] {
  const owned = new Set(childLinksOf(parent, ENTITIES).map((link) => `${link.child.name}.${link.foreignKey}`));
  return (parent.children ?? []).flatMap((entry) => {
    const child = entityByName(entry.entity);
    if (!child || !entry.onDelete || owned.has(`${entry.entity}.${entry.foreignKey}`)) return [];
    return [{ child, foreignKey: entry.foreignKey, onDelete: entry.onDelete }];
  });
}

/**
 * Before a parent is deleted: children declared 'cascade' are deleted with it (and audited);
 * any other live child refuses the delete, naming its kind. Records that only name it follow their
 * declared `onDelete` the same way.
 */
export async function releaseChildren(tx: Db, auth: AuthContext, parent: EntityDef, parentKey: string): Promise<void> {
  for (const link of [...childLinksOf(parent, ENTITIES), ...namingLinksOf(parent)]) {
    const { child, onDelete } = link;
    const columns = columnsOf(child);
    const owned = ownedBy(link, [parentKey]);
    if (onDelete === 'refuse') {
      const [live] = await tx.select({ n: count() }).from(tableOf(child)).where(owned);
      if (Number(live?.n ?? 0) > 0) throw new ApiError(ResultCode.conflict, messageWith('validation.hasChildren', { label: child.label }));
      continue;
    }
    const rows = (await tx.select().from(tableOf(child)).where(owned)) as Row[];
    const fields = Object.keys(child.fields).filter((f) => !child.fields[f]!.hidden && child.fields[f]!.stored !== false);
    for (const row of rows) await releaseChildren(tx, auth, child, String(row[child.key]));
    if (rows.length === 0) continue;
    await tx.update(tableOf(child))
      .set({ del_flag: 1, update_by: auth.userKey, update_time: new Date(), version: sql`${columns.version} + 1` })
      .where(owned);
    await recordAudits(tx, rows.map((row) => ({ entity: child.name, recordKey: String(row[child.key]), action: 'delete' as const, changes: changedFields(row, null, fields), auth })));
  }
}

/**
 * The parent's worked-out fields that read a kept field (what is left of a plan once its payments
 * are summed) follow it in the same transaction.
 */
async function refreshParentFormulas(tx: Db, parent: EntityDef, rows: Row[], kept: ReadonlySet<string>): Promise<Row[]> {
  const following = formulaFields(parent).filter(([, field]) => formulaInputs(field.formula!).some((input) => kept.has(input)));
  // Formula fields administrators added follow too, whatever they read (they may read each other).
  const expressions = expressionFields(parent);
  if (following.length === 0 && expressions.length === 0) return rows;
  const columns = columnsOf(parent);
  const out: Row[] = [];
  for (const row of rows) {
    const worked = withExpressions(parent, withFormulas(parent, row));
    const values = Object.fromEntries([...following, ...expressions].map(([name]) => [name, worked[name]]));
    const [after] = (await tx.update(tableOf(parent)).set(values).where(eq(columns[parent.key]!, String(row[parent.key]))).returning()) as Row[];
    out.push(after ?? row);
  }
  return out;
}

/**
 * The live children of the parent row a statement reads (updates, lists), by the child's link to
 * the parent kind. The parent is spelt out with its table: a bare column name inside a subquery
 * over the child would be read as the child's.
 */
export function ownedByParentRow(parent: EntityDef, child: EntityDef, foreignKey: string): SQL {
  const childColumns = columnsOf(child);
  const outerKey = sql`${sql.identifier(parent.table)}.${sql.identifier(parent.key)}`;
  return sql`${childColumns[foreignKey]!} = ${outerKey} and ${childColumns.del_flag!} = 0`;
}

/** Those of the owned children a roll-up counts: all, or those whose field holds its value. */
export function countedChildren(rollup: RollupDecl, child: EntityDef, owned: SQL): SQL {
  const childColumns = columnsOf(child);
  return rollup.where ? sql`${owned} and ${childColumns[rollup.where.field]!} = ${rollup.where.value}` : owned;
}

/** A roll-up of the live children of the parent row being updated, as the database works it out. */
export function rollupValue(rollup: RollupDecl, child: EntityDef, owned: SQL): SQL {
  const childColumns = columnsOf(child);
  const value = rollup.field ? childColumns[rollup.field]! : sql`1`;
  const worked = {
    sum: sql`coalesce(sum(${value}), 0)`,
    count: sql`count(*)`,
    min: sql`min(${value})`,
    max: sql`max(${value})`,
    avg: sql`round(avg(${value})::numeric, 6)`,
  }[rollup.aggregate];
  return sql`(select ${worked} from ${tableOf(child)} where ${countedChildren(rollup, child, owned)})`;
}

/** Whether a child kind keeps fields of its parent (totals, averages, latest values). */
function keepsParentFields(link: ParentLink): boolean {
  return Boolean(link.totals || link.averages || link.latest);
}

/**
 * The parent fields a child kind keeps (`parent.totals`, `averages`, `latest`), worked out again
 * by the database from the live children of the given parents. The parents are locked first, in
 * key order: a second writer of the same parent waits, then works them out with the first one's
 * rows counted. When the parent in turn keeps fields of its own parent (a key result's progress
 * rolls up into its objective's), those follow in the same transaction.
 */
export async function refreshTotals(tx: Db, child: EntityDef, parentKeys: Iterable<unknown>): Promise<void> {
  const link = child.parent;
  // Kept fields are declared on a single-kind parent link only.
  if (!link || !('entity' in link)) return;
  // The parent as the call sees it: with the roll-ups administrators added over this kind.
  const parent = shapeOf(entityByName(link.entity)!);
  const rollups = rollupsOver(parent, child.name);
  if (!keepsParentFields(link) && rollups.length === 0) return;
  const keys = [...new Set([...parentKeys].filter((k): k is string => typeof k === 'string' && k !== ''))].sort();
  if (keys.length === 0) return;
  const parentColumns = columnsOf(parent);
  const parentKey = parentColumns[parent.key]!;
  const childColumns = columnsOf(child);
  await tx.select({ key: parentKey }).from(tableOf(parent)).where(inArray(parentKey, keys)).orderBy(asc(parentKey)).for('update');
  const owned = ownedByParentRow(parent, child, link.foreignKey);
  const set: Record<string, SQL> = {};
  for (const [childField, parentField] of Object.entries(link.totals ?? {})) {
    set[parentField] = sql`(select coalesce(sum(${childColumns[childField]!}), 0) from ${tableOf(child)} where ${owned})`;
  }
  for (const [childField, { into, weight, scale = 0 }] of Object.entries(link.averages ?? {})) {
    const value = childColumns[childField]!;
    const w = weight ? sql`coalesce(${childColumns[weight]!}, 0)` : sql`1`;
    // Divided as numeric: integer scores would otherwise be divided as integers (9 / 2 = 4).
    set[into] = sql`(select coalesce(round(sum(coalesce(${value}, 0) * ${w})::numeric / nullif(sum(${w}), 0), ${sql.raw(String(Math.trunc(scale)))}), 0) from ${tableOf(child)} where ${owned})`;
  }
  for (const [childField, parentField] of Object.entries(link.latest ?? {})) {
    const latest = sql`(select ${childColumns[childField]!} from ${tableOf(child)} where ${owned} order by ${childColumns.create_time!} desc, ${childColumns[child.key]!} desc limit 1)`;
    set[parentField] = sql`coalesce(${latest}, ${parentColumns[parentField]!})`;
  }
  for (const [name, rollup] of rollups) set[name] = rollupValue(rollup, child, owned);
  let moved = (await tx.update(tableOf(parent)).set(set).where(inArray(parentKey, keys)).returning()) as Row[];
  moved = await refreshParentFormulas(tx, parent, moved, new Set(Object.keys(set)));
  const up = parent.parent;
  if (up && 'entity' in up) await refreshTotals(tx, parent, moved.map((row) => row[up.foreignKey]));
}
