import { and, eq, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ENTITIES } from '@/lib/entities';
import type { EntityDef } from '@/lib/entity/types';
import type { Db } from '../db/client';
import { withParts } from '../db/statement-parts';
import { sysSearchEntry, sysSearchWord } from '../db/schema';
import { tableOf } from '../entity/tables';
import { withStoredDefinitions } from '../entity/custom-fields/definitions';
import { shapeOf } from '../entity/custom-fields/shapes';
import { apartFields, searchedEntities, searchedFields } from '@/lib/entity/features/search-entries/searched-fields';
import { FIELD_APART, haystackOf, openPart, sectionHead, spellingWords, unreadApartPattern } from './search-text';

type Row = Record<string, unknown>;

/** Rows indexed per statement when catching up. */
const BATCH = 500;

/** The record's update_time as stored: a Date from a write, its exact text (microseconds kept) when catching up. */
function sourceTime(value: unknown): Date | SQL | null {
  if (value instanceof Date) return value;
  return typeof value === 'string' ? sql`${value}::timestamptz` : null;
}

function entryOf(entity: EntityDef, row: Row) {
  const updated = sourceTime(row.update_time);
  return { entity: entity.name, record_key: String(row[entity.key]), haystack: haystackOf(entity, row), source_time: updated };
}

/**
 * Keeps the search entries of written records, and adds their words to the spellings, in one
 * statement per batch: called by the generic write path with the rows as stored. Kinds without
 * searched fields cost nothing. Other writes of the same change (its audit entries) may come
 * along in the first statement, saving their own round trip.
 */
export async function indexRecords(db: Db, entity: EntityDef, rows: readonly Row[], alongside: readonly SQLWrapper[] = []): Promise<void> {
  if (rows.length === 0 || searchedFields(entity).length === 0) {
    if (alongside.length > 0) await db.execute(withParts(alongside, sql`select 1`));
    return;
  }
  for (let at = 0; at < rows.length; at += BATCH) {
    const entries = rows.slice(at, at + BATCH).map((row) => entryOf(entity, row));
    const upsert = db.insert(sysSearchEntry).values(entries)
      .onConflictDoUpdate({
        target: [sysSearchEntry.entity, sysSearchEntry.record_key],
        set: { haystack: sql`excluded.haystack`, source_time: sql`excluded.source_time` },
      });
    // A section's words are no one's spelling: the correction would lead to text only some readers match.
    const words = [...new Set(entries.flatMap((entry) => spellingWords(openPart(entry.haystack))))];
    const values = sql.join(words.map((word) => sql`(${word})`), sql`, `);
    const addWords = words.length > 0 ? sql`insert into ${sysSearchWord} (word) values ${values} on conflict do nothing` : sql`select 1`;
    await db.execute(withParts(at === 0 ? [...alongside, upsert] : [upsert], addWords));
  }
}

/**
 * Indexes every record without an entry or changed since its entry was made: demo data inserted
 * directly, a data folder from before the search, writes that bypass the generic path. Run at
 * start-up; a second run finds nothing to do.
 */
export function syncSearchIndex(db: Db, entities: readonly EntityDef[] = ENTITIES): Promise<number> {
  // With the fields administrators added: a searchable one's text is part of each entry.
  return withStoredDefinitions(db, () => syncShapedIndex(db, entities.map((entity) => shapeOf(entity))));
}

/**
 * An entry whose sections are not the kind's due ones: one missing (an entry from before it, a field
 * that became limited to roles or sensitive) or one left over (a field retired, or again open to
 * every reader). Each field kept apart has its section in every entry, empty or not.
 */
function sectionsNotDue(entity: EntityDef, haystack: SQL): SQL {
  const due = apartFields(entity);
  if (due.length === 0) return sql`strpos(${haystack}, ${FIELD_APART}) > 0`;
  return or(...due.map((name) => sql`strpos(${haystack}, ${sectionHead(name)}) = 0`), sql`${haystack} ~ ${unreadApartPattern(due)}`)!;
}

async function syncShapedIndex(db: Db, entities: readonly EntityDef[]): Promise<number> {
  let indexed = 0;
  for (const entity of searchedEntities(entities)) {
    const table = tableOf(entity);
    const columns = table as unknown as Record<string, PgColumn>;
    const selection = {
      ...Object.fromEntries([entity.key, ...searchedFields(entity)].map((name) => [name, columns[name]!])),
      update_time: sql<string | null>`${columns.update_time!}::text`,
    };
    const stale = or(
      isNull(sysSearchEntry.record_key),
      sql`${sysSearchEntry.source_time} is distinct from ${columns.update_time!}`,
      sectionsNotDue(entity, sql`${sysSearchEntry.haystack}`),
    );
    for (;;) {
      const rows = (await db.select(selection).from(table)
        .leftJoin(sysSearchEntry, and(eq(sysSearchEntry.entity, entity.name), eq(sysSearchEntry.record_key, columns[entity.key]!)))
        .where(stale).limit(BATCH)) as Row[];
      if (rows.length === 0) break;
      await indexRecords(db, entity, rows);
      indexed += rows.length;
      if (rows.length < BATCH) break;
    }
  }
  return indexed;
}

/** Every record of a kind indexed again (a field of it became searchable), in batches like the start-up sync. */
export async function reindexKind(db: Db, entity: EntityDef): Promise<number> {
  await db.update(sysSearchEntry).set({ source_time: null }).where(eq(sysSearchEntry.entity, entity.name));
  return syncSearchIndex(db, [entity]);
}
