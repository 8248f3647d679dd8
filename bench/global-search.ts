// Global search latency (POST /api/app/base/search/global) with BENCH_ROWS records (default
// 100,000) of every searched kind, on in-memory PGlite and (when it answers) PostgreSQL. Records
// are cloned in SQL from a demo record of each kind, with generated names; their search entries
// are written in SQL in the shape search-text.ts gives them (values, then pinyin initials and full
// pinyin, then the pairs of neighbouring Chinese characters), so filling does not take the write path's time. Searched as admin (every record) and
// as lina (her department's), for a Chinese substring, pinyin initials, a number and a misspelt
// Latin word: p50 and p95 of 40 searches of each text after five unmeasured ones, and the first
// search apart. Usage: npx tsx bench/global-search.ts   (TEST_DATABASE_URL for PostgreSQL; BENCH_ONLY=pglite|postgres; BENCH_REUSE=1)
import { ENTITIES } from '../lib/entities';
import { SCOPE_COLUMN } from '../lib/entity/types';
import type { Database } from '../lib/backend/db/client';
import { backendFrom, type Backend } from '../lib/backend/instance';
import { syncSearchIndex } from '../lib/backend/search/search-index';
import { cjkPairs, pinyinForms } from '../lib/backend/search/search-text';
import { searchedEntities, searchedFields } from '../lib/entity/features/search-entries/searched-fields';
import { seedDemo } from '../lib/backend/seed/demo';
import { DEMO_PASSWORD } from '../lib/backend/seed/demo-data';
import { MemoryStorage } from '../lib/backend/storage/local-folder-storage';
import { measureOnBoth, reuse, settleStatistics } from './support/both-databases';

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const RUNS = 40;
/**
 * Searches of each text before the measured ones: a process's first search on a pooled connection
 * prepares and plans its named statement there (printed apart, as the first search), which each
 * connection does once in its life.
 */
const WARM_UP = 5;
const ORIGIN = 'http://bench.local';
const WORDS = ['浦江信托', '钱塘财富', '金鸡湖创投', '紫金证券', '港城保险', '前海跨境', '珠江银行', '松山湖科金', 'Everbright', 'Harbour Capital'];
const QUERIES = ['浦江', 'pjxt', '4242', 'everbrigt'];

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const wordArray = (words: readonly string[]) => `(array[${words.map(literal).join(', ')}])[1 + g % ${words.length}]`;

type SqlRows = { rows: Record<string, unknown>[] };

/**
 * Runs the writes with the table's secondary indexes dropped and then built again, as a bulk load
 * would: building an index once is far quicker than growing it a row at a time, and the table
 * ends with the same indexes it had.
 */
async function withIndexesRebuilt(database: Database, table: string, write: () => Promise<void>): Promise<void> {
  const { rows } = (await database.executeSql(`select indexname, indexdef from pg_indexes i where tablename = $1
    and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`, [table])) as SqlRows;
  for (const row of rows) await database.executeSql(`drop index "${String(row.indexname)}"`);
  await write();
  for (const row of rows) await database.executeSql(String(row.indexdef));
}

async function fill(database: Database): Promise<void> {
  const entries: (() => Promise<void>)[] = [];
  for (const entity of searchedEntities(ENTITIES)) {
    const name = `${wordArray(WORDS)} || ' ' || g`;
    const overrides = [`'${entity.key}', 'bench-' || g`];
    // Department-scoped kinds spread over the departments their demo records use, as a company's would.
    if (entity.scope === 'department') overrides.push(`'${SCOPE_COLUMN}', d.keys[1 + (g / ${WORDS.length}) % array_length(d.keys, 1)]`);
    for (const [field, def] of Object.entries(entity.fields)) {
      if (!(def.search || def.unique) || def.stored === false) continue;
      const value = def.type === 'phone' ? `'139' || lpad(g::text, 8, '0')` : def.type === 'email' ? `'u' || g || '@example.com'` : field.includes('code') ? `lpad(g::text, 16, '0')` : name;
      overrides.push(`'${field}', ${value}`);
    }
    const departments = entity.scope === 'department' ? `, (select array_agg(distinct ${SCOPE_COLUMN}) keys from ${entity.table} where ${SCOPE_COLUMN} is not null) d` : '';
    await withIndexesRebuilt(database, entity.table, () => database.executeSql(`insert into ${entity.table}
      select (jsonb_populate_record(null::${entity.table}, to_jsonb(s) || jsonb_build_object(${overrides.join(', ')}))).*
      from (select * from ${entity.table} where del_flag = 0 limit 1) s, generate_series(1, ${ROWS}) g${departments}`).then(() => undefined));
    const values = searchedFields(entity).map((field) => {
      const def = entity.fields[field]!;
      return def.type === 'phone' ? `'139' || lpad(g::text, 8, '0')` : def.type === 'email' ? `'u' || g || '@example.com'` : field.includes('code') ? `lpad(g::text, 16, '0')` : `lower(${name})`;
    });
    const forms = wordArray(WORDS.map((w) => pinyinForms(w)));
    const pairs = wordArray(WORDS.map((w) => cjkPairs([w])));
    entries.push(() => database.executeSql(`insert into sys_search_entry (entity, record_key, haystack, source_time)
      select '${entity.name}', 'bench-' || g, concat_ws(chr(1), ${values.join(', ')}, nullif(${forms}, ''), nullif(${pairs}, '')), r.update_time
      from generate_series(1, ${ROWS}) g join ${entity.table} r on r.${entity.key} = 'bench-' || g
      on conflict (entity, record_key) do nothing`).then(() => undefined));
  }
  await withIndexesRebuilt(database, 'sys_search_entry', async () => {
    for (const write of entries) await write();
  });
  // The spellings, split as migration 0039 splits older entries.
  await database.executeSql(`insert into sys_search_word (word) select distinct w from sys_search_entry, regexp_split_to_table(haystack, '[^a-z]+') w
    where length(w) between 4 and 1000 on conflict do nothing`);
}

/** Whether the database already holds this bench's records (BENCH_REUSE=1 then skips the fill). */
async function filled(database: Database): Promise<boolean> {
  const last = searchedEntities(ENTITIES).at(-1)!;
  const { rows } = (await database.executeSql(`select count(*)::int n from ${last.table} where ${last.key} like 'bench-%'`)) as SqlRows;
  return Number(rows[0]?.n) >= ROWS;
}

async function login(backend: Backend, username: string): Promise<string> {
  const res = await backend.handle(new Request(`${ORIGIN}/api/app/base/app/sys/user/login`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `username=${username}&password=${encodeURIComponent(DEMO_PASSWORD)}`,
  }));
  return ((await res.json()) as { data: { token: string } }).data.token;
}

function p95(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)]!;
  return `p50 ${at(0.5).toFixed(1).padStart(7)}  p95 ${at(0.95).toFixed(1).padStart(7)} ms`;
}

async function measure(label: string, database: Database): Promise<string[]> {
  const lines: string[] = [];
  // Each figure is printed as soon as it is known too: a long fill should not hide the ones already taken.
  const note = (line: string) => { lines.push(line); console.log(line); };
  if (reuse && (await filled(database))) {
    note(`${label}: ${ROWS.toLocaleString('en')} records per kind, kept from an earlier run`);
  } else {
    await seedDemo(database.db, { appKey: 'fincrm' });
    const started = performance.now();
    await fill(database);
    await settleStatistics(database);
    note(`${label}: ${ROWS.toLocaleString('en')} records per kind, filled in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  await syncSearchIndex(database.db);
  const syncStarted = performance.now();
  const redone = await syncSearchIndex(database.db);
  note(`  start-up catch-up with the index current: ${(performance.now() - syncStarted).toFixed(0)} ms (${redone} entries redone)`);
  const backend = backendFrom(database, { storage: new MemoryStorage(), uploadMaxBytes: 1, defaultAppKey: 'fincrm' });
  for (const user of ['admin', 'lina']) {
    const token = await login(backend, user);
    for (const q of QUERIES) {
      const times: number[] = [];
      let found = 0;
      for (let run = 0; run < WARM_UP + RUNS; run++) {
        const begun = performance.now();
        const res = await backend.handle(new Request(`${ORIGIN}/api/app/base/search/global`, { method: 'POST', headers: { token, 'content-type': 'application/json' }, body: JSON.stringify({ q }) }));
        const answer = (await res.json()) as { code: number; data: { groups: { hits: unknown[] }[] } };
        if (answer.code !== 0) throw new Error(JSON.stringify(answer));
        times.push(performance.now() - begun);
        found = answer.data.groups.reduce((n, g) => n + g.hits.length, 0);
      }
      note(`  ${user.padEnd(6)} ${q.padEnd(10)} ${p95(times.slice(WARM_UP))}  first ${times[0]!.toFixed(1).padStart(6)} ms  (${found} hits)`);
    }
  }
  return lines;
}

measureOnBoth('Global search', 'bench_global_search', measure).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
