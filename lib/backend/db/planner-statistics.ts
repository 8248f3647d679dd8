/**
 * PostgreSQL's autovacuum keeps the planner's statistics current; PGlite runs no background
 * workers, so without this its statistics never change after the first one. Without them the
 * planner guesses a 100,000-row table holds a few dozen rows and reads all of it through the wrong
 * index, where it should read ten rows from the list index. The rule is autovacuum's, measured in
 * pages because PGlite keeps no change counts: a table is analysed when it never was, or when it
 * grew or shrank by more than 10 pages plus a tenth since it last was. Building an index also
 * records a table's size, without the column statistics: a table with pages but none of those was
 * never analysed (a bulk load with its indexes built afterwards left the planner guessing that a
 * department held one row of 100,000, and a scoped search read them all).
 */
const STALE_TABLES = `
  select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
    and (c.reltuples < 0
      or (c.relpages > 0 and not exists (select 1 from pg_statistic s where s.starelid = c.oid))
      or abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages) > 10 + 0.1 * c.relpages)`;

/** How often a running PGlite checks its tables. */
export const STATISTICS_CHECK_MS = 5 * 60 * 1000;

export type RunSql = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** Analyses the tables whose statistics are missing or out of date; answers their names. */
export async function refreshStaleStatistics(run: RunSql): Promise<string[]> {
  const { rows } = await run(STALE_TABLES);
  const names = rows.map((r) => String(r.name));
  for (const name of names) await run(`analyze ${name}`);
  return names;
}

/** Checks now and then every `everyMs` until stopped; a failed check is reported and tried again next time. */
export function keepStatisticsFresh(run: RunSql, everyMs = STATISTICS_CHECK_MS): () => void {
  const timer = setInterval(() => {
    refreshStaleStatistics(run).catch((error: unknown) => console.warn(`[database] statistics refresh failed: ${error instanceof Error ? error.message : String(error)}`));
  }, everyMs);
  // Never the reason a process stays alive.
  timer.unref();
  return () => clearInterval(timer);
}
