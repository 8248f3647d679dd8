// @database postgres: named statements within transactions.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Database } from '@/lib/backend/db/client';
import { executeNamed } from '@/lib/backend/db/named-statement';
import { openTestDatabase } from '../support/database-template';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase(inject('templateDb'));
});
afterAll(async () => database?.close());

describe('named statements', () => {
  it('answer what db.execute answers', async () => {
    const query = sql`select ${'浦江'}::text as word, ${3}::int + 1 as n`;
    const named = await executeNamed(database.db, query);
    const plain = (await database.db.execute(query)) as { rows: Record<string, unknown>[] };
    expect(named.rows).toEqual(plain.rows);
    expect(named.rows).toEqual([{ word: '浦江', n: 4 }]);
  });

  it('are prepared once on a PostgreSQL connection and then reuse its generic plan', async () => {
    // One transaction: one connection, whose prepared statements the server lists.
    const prepared = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      for (const word of ['one', 'two', 'three']) await executeNamed(tx, sql`select count(*) from sys_search_word where word = ${word}`);
      return (await tx.execute(sql`select generic_plans, custom_plans from pg_prepared_statements
        where statement = 'select count(*) from sys_search_word where word = $1'`)) as { rows: { generic_plans: string; custom_plans: string }[] };
    });
    // PGlite has no named statements: each call is parsed afresh.
    if (database.kind === 'pglite') return expect(prepared.rows).toEqual([]);
    expect(prepared.rows.map((row) => [Number(row.generic_plans), Number(row.custom_plans)])).toEqual([[3, 0]]);
  });
});
