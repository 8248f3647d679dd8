import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Distinct statement texts given a name, per process. Each name is prepared once on every pooled
 * PostgreSQL connection that runs it and kept there, with its cached plan, for the connection's
 * life; past this many texts (scopes of unusual shapes) a statement runs unnamed, as any other.
 */
const MOST_NAMES = 32;

const dialect = new PgDialect();
const named = new Set<string>();

/** A short name standing for the text: the same text is the same statement on every connection. */
function nameOf(text: string): string | undefined {
  const name = `n_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  if (named.has(name)) return name;
  if (named.size >= MOST_NAMES) return undefined;
  named.add(name);
  return name;
}

/**
 * Runs a statement as a named prepared statement: PostgreSQL parses it once per connection and
 * keeps its plans, so that a generic plan (plan_cache_mode) is planned once rather than on every
 * call. Answers what db.execute answers. PGlite has no named statements and runs it as db.execute.
 */
export async function executeNamed<Row extends Record<string, unknown>>(db: Db, query: SQL): Promise<{ rows: Row[] }> {
  const built = dialect.sqlToQuery(query);
  const prepared = db._.session.prepareQuery(built, undefined, nameOf(built.sql), false);
  return (await prepared.execute()) as { rows: Row[] };
}
