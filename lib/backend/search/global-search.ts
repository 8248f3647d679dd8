import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { GlobalSearchGroup, GlobalSearchHit } from '@/lib/contract/global-search';
import { ENTITIES } from '@/lib/entities';
import { apartFieldsRead, searchedEntities, searchedFields } from '@/lib/entity/features/search-entries/searched-fields';
import { maskedFieldsOf, ownerFieldOf, sensitiveKindOf } from '@/lib/entity/features/sensitive/fields';
import type { EntityDef } from '@/lib/entity/types';
import type { AuthContext } from '../auth/context';
import { heldPermissionNames } from '../auth/grants';
import type { Db } from '../db/client';
import { executeNamed } from '../db/named-statement';
import { searchKindLiteral, sysSearchEntry } from '../db/schema';
import { listingOf } from '../entity/registry';
import { shapeOf } from '../entity/custom-fields/shapes';
import { narrowsBySensitive } from '../entity/features/sensitive/field-use';
import { hrefColumns, recordHref } from './record-href';
import { inKnownSpelling } from './known-spelling';
import { haystackMatch, type HaystackMatch } from './haystack-match';
import { APART_NAME_PATTERN, FIELD_APART, unreadApartPattern, VALUES_APART } from './search-text';

/**
 * The matches of one kind that are ranked for its first hits. A word most records hold (a city,
 * 有限公司) then costs what a rare one does: the search stops reading after this many, and the
 * person narrows the text rather than paging through thousands. Each match read costs a visit
 * to its record (scope, fields), so a few times the hits shown is enough to rank them.
 */
const RANKED_PER_KIND = 30;

type Row = Record<string, unknown>;

/**
 * The haystack holds the text: a substring (Chinese, pinyin, phone, part of a word). Two Chinese
 * characters are asked for as one of the haystack's character pairs, which the index serves. A
 * text the index narrows is asked for with its needle, always written, so that every such text
 * gives the statement the same shape (one named statement, one plan); any other as its pattern
 * alone (the needle adds nothing there), which the planner estimates as it always did.
 */
const contains = ({ indexed, needle, narrowed }: HaystackMatch, haystack: SQL): SQL =>
  narrowed ? sql`(${haystack} like ${indexed} and strpos(${haystack}, ${needle}) > 0)` : sql`${haystack} like ${indexed}`;

/** The searched fields the caller reads: a hit may name the one that matched. */
const readSearchedFields = (entity: EntityDef) => searchedFields(entity).filter((name) => !entity.fields[name]!.hidden);

/** The fields a kind's hit is built from: key, title, searched values the caller reads and what its link needs. */
function answeredFields(entity: EntityDef): string[] {
  return [...new Set([entity.key, entity.titleField, ...readSearchedFields(entity), ...hrefColumns(entity)])];
}

/** The entry with only the sections of the fields named: the names opening them turned into separators. */
function withSections(haystack: SQL, kept: readonly string[]): SQL {
  return sql`regexp_replace(regexp_replace(${haystack}, ${unreadApartPattern(kept)}, '', 'g'), ${APART_NAME_PATTERN}, ${VALUES_APART}, 'g')`;
}

/**
 * The entry as the caller may match it (./search-text.ts): its open part, and the sections of the
 * fields the caller reads (not one limited to other roles, nor one retired since the entry was
 * written); of those, a sensitive field's only for a caller who may narrow by sensitive values, or
 * on a record she owns (`limitedTo`: her key otherwise), whose values she reads whole. Otherwise a
 * search for a number's first digits would find the records whose masked numbers start so. An
 * entry without sections is itself.
 */
function readableHaystack(entity: EntityDef, haystack: SQL, limitedTo: string | null): SQL {
  const read = apartFieldsRead(entity);
  const unmasked = limitedTo === null ? read : read.filter((name) => !sensitiveKindOf(entity.fields[name]));
  let kept = withSections(haystack, read);
  if (unmasked.length < read.length) {
    const owner = listingOf(entity).columns[ownerFieldOf(entity)]!;
    kept = sql`(case when ${owner} = ${limitedTo} then ${kept} else ${withSections(haystack, unmasked)} end)`;
  }
  return sql`(case when strpos(${haystack}, ${FIELD_APART}) = 0 then ${haystack} else ${kept} end)`;
}

/**
 * One kind's matching records in the caller's read scope exactly as its list applies it, at most
 * RANKED_PER_KIND of them, each with the length of what the caller may match of its entry to rank
 * by (the length of a value the caller may not match orders nothing). The kind is written as a
 * literal so the planner picks the kind's own partial trigram index, which narrows the entries by
 * the whole entry; the needle then decides on what the caller may match of it.
 */
function kindMatches(entity: EntityDef, scope: SQL | undefined, match: HaystackMatch, limitedTo: string | null): SQL {
  const { table, columns } = listingOf(entity);
  const kind = sql.raw(searchKindLiteral(entity.name));
  const fields = sql.join(answeredFields(entity).map((name) => sql`${name}::text, ${columns[name]!}`), sql`, `);
  const seen = readableHaystack(entity, sql`${sysSearchEntry.haystack}`, limitedTo);
  const where = and(eq(columns.del_flag!, 0), sql`${sysSearchEntry.entity} = ${kind}`, contains(match, sql`${sysSearchEntry.haystack}`), sql`strpos(${seen}, ${match.needle}) > 0`, scope);
  return sql`(select ${kind}::text as kind, ${columns[entity.key]!}::text as key, json_build_object(${fields}) as fields, length(${seen}) as rank
    from ${table} join ${sysSearchEntry} on ${sysSearchEntry.entity} = ${kind} and ${sysSearchEntry.record_key} = ${columns[entity.key]!}
    where ${where} limit ${sql.raw(String(RANKED_PER_KIND))})`;
}

/**
 * The first hits of every kind in one statement: each kind's matches ranked by the length of
 * what the caller may match of their entry (the text is more of what a shorter one holds), then by key.
 */
async function firstMatches(db: Db, kinds: readonly { entity: EntityDef; scope: SQL | undefined }[], match: HaystackMatch, limit: number, limitedTo: string | null): Promise<{ kind: string; fields: Row }[]> {
  const branches = sql.join(kinds.map(({ entity, scope }) => kindMatches(entity, scope, match, limitedTo)), sql` union all `);
  const statement = sql<{ kind: string; fields: Row | string }>`select kind, fields from (
      select kind, fields, row_number() over (partition by kind order by rank, key) as place from (${branches}) m
    ) ranked where place <= ${limit} order by kind, place`;
  const answer = await db.transaction(async (tx) => {
    // Each branch reads its kind's trigram index. Given a LIMIT and a text most entries hold, the
    // planner would rather read the table from its start, expecting the first matches at once;
    // but a kind's entries lie together, behind the other kinds', and that read took seconds.
    if (!match.narrowed) {
      // A text the index cannot narrow is planned for itself: the planner then reads another way.
      await tx.execute(sql`set local enable_seqscan = off`);
      return (await tx.execute(statement)) as { rows: { kind: string; fields: Row | string }[] };
    }
    // Planning the statement (nine kinds, their scopes) took a third of its time on PostgreSQL:
    // it is planned once per connection for any text, as a named statement with a generic plan.
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('plan_cache_mode', 'force_generic_plan', true)`);
    return executeNamed<{ kind: string; fields: Row | string }>(tx, statement);
  });
  return answer.rows
    .map((row) => ({ kind: row.kind, fields: typeof row.fields === 'string' ? (JSON.parse(row.fields) as Row) : row.fields }));
}

/**
 * A hit read from the stored values, answered in the values the caller may see (`shown`: sensitive
 * ones masked). The value named as matched is one the match may have been found in: never one of a
 * field the caller does not read, nor, for a caller who may not narrow by sensitive values, one she
 * reads masked.
 */
function hitOf(entity: EntityDef, row: Row, shown: Row, text: string, limited: boolean): GlobalSearchHit {
  const title = String(row[entity.titleField] ?? row[entity.key]);
  const hit: GlobalSearchHit = { key: String(row[entity.key]), title: String(shown[entity.titleField] ?? row[entity.key]), href: recordHref(entity, row) };
  if (title.toLowerCase().includes(text)) return hit;
  const masked = limited ? maskedFieldsOf(shown) : [];
  const other = readSearchedFields(entity).find((name) => !masked.includes(name) && typeof row[name] === 'string' && row[name].toLowerCase().includes(text));
  return other ? { ...hit, matched: String(shown[other]) } : hit;
}

/** The kinds whose list the caller may open (holdsPermission's rule). */
async function readableKinds(db: Db, auth: AuthContext, entities: readonly EntityDef[]): Promise<EntityDef[]> {
  if (auth.isAdmin || entities.length === 0) return [...entities];
  const held = await heldPermissionNames(db, auth);
  return entities.filter((entity) => held.has(entity.rights.read));
}

/**
 * Every searched kind the caller may read, each with its first matching records; kinds without a
 * match are left out. A kind whose list the caller may not open answers nothing. A misspelt Latin
 * word is searched as the known spelling most like it.
 */
export async function globalSearch(db: Db, auth: AuthContext, query: string, limit: number, entities: readonly EntityDef[] = ENTITIES): Promise<GlobalSearchGroup[]> {
  const text = query.trim().toLowerCase();
  // Each kind as the caller's shape has it: the added fields it reads, and those it does not.
  const readable = await readableKinds(db, auth, searchedEntities(entities).map((entity) => shapeOf(entity)));
  if (readable.length === 0) return [];
  const kinds = await Promise.all(readable.map(async (entity) => ({ entity, scope: await listingOf(entity).scopeCondition(db, auth) })));
  const searched = await inKnownSpelling(db, text);
  const limited = !(await narrowsBySensitive(db, auth));
  const rows = await firstMatches(db, kinds, haystackMatch(searched), limit, limited ? auth.userKey : null);
  const groups = await Promise.all(readable.map(async (entity) => {
    const found = rows.filter((row) => row.kind === entity.name).map((row) => row.fields);
    const shown = await listingOf(entity).shown(db, found, auth);
    const hits = found.map((row, i) => hitOf(entity, row, shown[i]!, searched, limited));
    return hits.length > 0 ? [{ entity: entity.name, label: entity.label, hits }] : [];
  }));
  return groups.flat();
}
