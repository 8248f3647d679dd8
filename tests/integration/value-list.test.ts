// @database postgres: lookups of many values, and the trigram index left unread.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '@/lib/backend/db/client';
import { inValues } from '@/lib/backend/db/value-list';
import { openTestDatabase } from '../support/database-template';

/** A list table as entities have them: a partial unique b-tree and a trigram index on the same code. */
const codes = pgTable('value_list_probe', { code: varchar('code', { length: 32 }).notNull(), del_flag: smallint('del_flag').notNull().default(0) });

let database: Database;
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

beforeAll(async () => {
  database = await openTestDatabase(inject('templateDb'));
  const { db } = database;
  await db.execute(sql`create table value_list_probe (code varchar(32) not null, del_flag smallint not null default 0)`);
  await db.execute(sql`create unique index value_list_probe_code_uq on value_list_probe (code) where del_flag = 0`);
  await db.execute(sql`create index value_list_probe_code_trgm_idx on value_list_probe using gin (code gin_trgm_ops)`);
  await db.insert(codes).values([{ code: 'A,1' }, { code: `B'2` }, { code: '浦江"3' }]);
  await db.execute(sql`analyze value_list_probe`);
  // A table grown since its statistics were taken, its new rows still in GIN's pending list: where an import is.
  await db.execute(sql`insert into value_list_probe (code) select 'CLK-' || g from generate_series(1, 15000) g`);
  await db.execute(sql`analyze value_list_probe`);
});
afterAll(async () => database?.close());

describe('a lookup of many values (inValues)', () => {
  it('matches each value as it is, commas and quotes included, and nothing for an empty list', async () => {
    const { db } = database;
    const found = await db.select({ code: codes.code }).from(codes).where(inValues(codes.code, ['A,1', `B'2`, '浦江"3', 'A', '1', 'CLK-7']));
    expect(found.map((r) => r.code).sort()).toEqual(['A,1', `B'2`, 'CLK-7', '浦江"3'].sort());
    expect(await db.select({ code: codes.code }).from(codes).where(inValues(codes.code, []))).toEqual([]);
  });

  it('does not read the trigram index for 500 codes, where an in (...) of parameters may', async () => {
    const { db } = database;
    const wanted = Array.from({ length: 500 }, (_, i) => `CLK-${1000 + i * 7}`);
    const plan = async (condition: ReturnType<typeof inValues>) => JSON.stringify(rows<Record<string, unknown>>(await db.execute(
      sql`explain (format json) ${db.select({ code: codes.code }).from(codes).where(and(eq(codes.del_flag, 0), condition)).getSQL()}`)));
    expect(await plan(inValues(codes.code, wanted))).not.toContain('value_list_probe_code_trgm_idx');
    const found = await db.select({ code: codes.code }).from(codes).where(and(eq(codes.del_flag, 0), inValues(codes.code, wanted)));
    expect(found).toHaveLength(500);
    // What it replaces, for the record: the planner's choice for the same lookup as parameters.
    console.log(`[value-list] ${database.kind}: in (...) of 500 parameters ${(await plan(inArray(codes.code, wanted))).includes('value_list_probe_code_trgm_idx') ? 'reads' : 'does not read'} the trigram index`);
  });
});
