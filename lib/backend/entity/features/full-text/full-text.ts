import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { CJK_CHARACTER_CLASS, keywordPhrases, tsQueryText, type FullTextDecl } from '@/lib/entity/features/full-text/full-text';
import type { EntityDef } from '@/lib/entity/types';

/**
 * The searched document of a record as SQL: its searched fields joined, rich text without its
 * tags, CJK characters split into words, as a 'simple' tsvector. Only immutable functions, so the
 * same expression serves as a GIN index (written into the entity's migration) that the condition uses.
 */
export function documentVector(entity: EntityDef, search: FullTextDecl, column: (name: string) => SQL): SQL {
  const parts = search.fields.map((name) => {
    const text = sql`coalesce(${column(name)}, '')`;
    return entity.fields[name]?.type === 'richText' ? sql`regexp_replace(${text}, '<[^>]*>', ' ', 'g')` : text;
  });
  const joined = sql.join(parts, sql` || ' ' || `);
  return sql`to_tsvector('simple'::regconfig, regexp_replace(${joined}, ${sql.raw(`'(${CJK_CHARACTER_CLASS})'`)}, ' \\1 ', 'g'))`;
}

/** The condition keeping records whose searched fields hold every word of the keyword; undefined for an empty one. */
export function fullTextCondition(entity: EntityDef, columns: Record<string, PgColumn>, keyword: string): SQL | undefined {
  if (!entity.search) return undefined;
  const phrases = keywordPhrases(keyword);
  if (phrases.length === 0) return undefined;
  const vector = documentVector(entity, entity.search, (name) => sql`${columns[name]!}`);
  return sql`${vector} @@ to_tsquery('simple'::regconfig, ${tsQueryText(phrases)})`;
}
