// @database pglite: PGlite on a thread of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@/lib/backend/db/client';
import { sysAccessVersion } from '@/lib/backend/db/schema';
import { leftToLeg } from '../support/legs';

/*
 * The server runs PGlite on a thread of its own. Through it the app must see what it sees of an
 * in-thread PGlite: answers, database errors with their codes, transactions that commit or roll
 * back, notices before the committing statement's answer, backups, and its data after a restart.
 */

const folder = mkdtempSync(path.join(tmpdir(), 'fincrm-thread-'));
let database: Database | undefined;

// A new folder is made and migrated on the thread first: on a busy machine that alone can take
// longer than a test's 30 s, so it is the setup's, with the setup's time.
beforeAll(async () => {
  if (leftToLeg('pglite')) return;
  database = await openDatabase({ pgliteFolder: folder, pgliteThread: true });
}, 180_000);

afterAll(async () => {
  await database?.close();
  rmSync(folder, { recursive: true, force: true });
});

const version = async (db: Database) => Number((await db.db.select().from(sysAccessVersion))[0]!.version);

describe.skipIf(leftToLeg('pglite'))('PGlite on its own thread', () => {
  it('answers, commits, rolls back and reports database errors with their codes', async () => {
    const { db } = database!;
    expect(database!.kind).toBe('pglite');
    await db.transaction(async (tx) => {
      await tx.update(sysAccessVersion).set({ version: sql`${sysAccessVersion.version} + 1` });
    });
    expect(await version(database!)).toBe(1);
    await expect(db.transaction(async (tx) => {
      await tx.update(sysAccessVersion).set({ version: 50 });
      throw new Error('changed my mind');
    })).rejects.toThrow('changed my mind');
    expect(await version(database!)).toBe(1);
    const duplicate = await db.insert(sysAccessVersion).values({ id: 1, version: 0 }).catch((error: unknown) => error);
    const codeOf = (error: unknown): unknown => (error as { code?: unknown; cause?: unknown }).code ?? codeOf((error as { cause?: unknown }).cause ?? {});
    expect(codeOf(duplicate)).toBe('23505');
  });

  it('hands a notice over before the answer of the statement whose commit sent it', async () => {
    const seen: string[] = [];
    await database!.listen!('sys_session_changed', () => seen.push('notice'));
    await database!.db.transaction(async (tx) => {
      await tx.execute(sql`update sys_user set realname = realname where false`);
    });
    seen.push('committed');
    expect(seen).toEqual(['notice', 'committed']);
  });

  it('runs transactions side by side with single statements, one at a time, and loses no write', async () => {
    const { db } = database!;
    const start = await version(database!);
    const pause = () => new Promise((resolve) => setTimeout(resolve, 2));
    // Each transaction reads, waits on the event loop (as a request's work may), then writes what it read plus one.
    const transactions = Array.from({ length: 12 }, () => db.transaction(async (tx) => {
      const [row] = await tx.select().from(sysAccessVersion);
      await pause();
      await tx.update(sysAccessVersion).set({ version: Number(row!.version) + 1 });
    }));
    const reads = Array.from({ length: 12 }, () => version(database!));
    await Promise.all([...transactions, ...reads]);
    expect(await version(database!)).toBe(start + 12);
  });

  it('backs up its folder, and keeps its data after a restart', async () => {
    const backup = await database!.dumpDataDir!();
    expect(backup.size).toBeGreaterThan(100_000);
    await database!.close();
    database = await openDatabase({ pgliteFolder: folder, pgliteThread: true });
    expect(await version(database)).toBe(13);
  });
});
