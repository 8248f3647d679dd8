import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { GlobalSearchGroup, GlobalSearchHit } from '@/lib/contract/global-search';
import { ENTITIES } from '@/lib/entities';
import type { EntityDef } from '@/lib/entity/types';
import type { AuthContext } from '../auth/context';
import { grantedPermissionKeys } from '../auth/grants';
import type { Db } from '../db/client';
import { sysPermission, sysSearchEntry } from '../db/schema';
import { listingOf } from '../entity/registry';
import { hrefColumns, recordHref } from './record-href';
import { searchedEntities, searchedFields } from './search-text';

/** Latin text long enough for trigram similarity to mean something: only this is matched with typos. */
const TYPO_TOLERANT = /^[a-z0-9][a-z0-9 .@_-]{3,}$/;

/** The text as a LIKE pattern matching it anywhere, its wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Whether the entry's haystack holds the text: a substring (Chinese, pinyin, phone), or, for Latin words, a close spelling. */
export function haystackMatches(text: string): SQL {
  const contains = sql`${sysSearchEntry.haystack} like ${containsPattern(text)}`;
  // %> is pg_trgm's word similarity (served by the trigram index): "shangahi" still finds "shanghai".
  return TYPO_TOLERANT.test(text) ? or(contains, sql`${sysSearchEntry.haystack} %> ${text}`)! : contains;
}

function hitOf(entity: EntityDef, row: Record<string, unknown>, text: string): GlobalSearchHit {
  const title = String(row[entity.titleField] ?? row[entity.key]);
  const hit: GlobalSearchHit = { key: String(row[entity.key]), title, href: recordHref(entity, row) };
  if (title.toLowerCase().includes(text)) return hit;
  const other = searchedFields(entity).map((name) => row[name]).find((value) => typeof value === 'string' && value.toLowerCase().includes(text));
  return typeof other === 'string' ? { ...hit, matched: other } : hit;
}

/** One kind's records matching the text, in the caller's read scope exactly as its list applies it. */
async function searchEntity(db: Db, auth: AuthContext, entity: EntityDef, text: string, limit: number): Promise<GlobalSearchHit[]> {
  const listing = listingOf(entity);
  const columns = listing.columns;
  const key = columns[entity.key]!;
  const fields = [...new Set([entity.titleField, ...searchedFields(entity), ...hrefColumns(entity)])];
  const selection: Record<string, PgColumn> = Object.fromEntries([entity.key, ...fields].map((name) => [name, columns[name]!]));
  const rows = await db.select(selection).from(listing.table)
    .innerJoin(sysSearchEntry, and(eq(sysSearchEntry.entity, entity.name), eq(sysSearchEntry.record_key, key)))
    .where(and(eq(columns.del_flag!, 0), haystackMatches(text), await listing.scopeCondition(db, auth)))
    // Shorter haystacks first: the text is more of what they hold.
    .orderBy(asc(sql`length(${sysSearchEntry.haystack})`), asc(key))
    .limit(limit);
  return rows.map((row) => hitOf(entity, row, text));
}

/** The kinds whose list the caller may open (holdsPermission's rule, asked once for all of them). */
async function readableKinds(db: Db, auth: AuthContext, entities: readonly EntityDef[]): Promise<EntityDef[]> {
  if (auth.isAdmin || entities.length === 0) return [...entities];
  const granted = await db.selectDistinct({ name: sysPermission.name }).from(sysPermission).where(and(
    inArray(sysPermission.name, entities.map((entity) => entity.rights.read)),
    eq(sysPermission.del_flag, 0),
    inArray(sysPermission.permission_key, grantedPermissionKeys(auth.userKey)),
  ));
  const names = new Set(granted.map((row) => row.name));
  return entities.filter((entity) => names.has(entity.rights.read));
}

/**
 * Every searched kind the caller may read, each with its first matching records; kinds without a
 * match are left out. A kind whose list the caller may not open answers nothing.
 */
export async function globalSearch(db: Db, auth: AuthContext, query: string, limit: number, entities: readonly EntityDef[] = ENTITIES): Promise<GlobalSearchGroup[]> {
  const text = query.trim().toLowerCase();
  const groups: GlobalSearchGroup[] = [];
  for (const entity of await readableKinds(db, auth, searchedEntities(entities))) {
    const hits = await searchEntity(db, auth, entity, text, limit);
    if (hits.length > 0) groups.push({ entity: entity.name, label: entity.label, hits });
  }
  return groups;
}
