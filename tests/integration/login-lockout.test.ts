// @database postgres: sign-in counters kept in the database.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase, type Database } from '@/lib/backend/db/client';
import { databaseCounterStore } from '@/lib/backend/db/counter-store';
import { processCounterStore } from '@/lib/gateway/process-counters';
import { resetServerEnvForTests } from '@/lib/config/env';
import { LOGIN_LIMITS_TABLE, loginLimiterIn } from '@/lib/gateway/login-rate-limit';
import { openTestDatabase } from '../support/database-template';
import { leftToLeg } from '../support/legs';

const LIMITS = { perAccount: 3, perAddress: 50, windowSeconds: 600 };
const folder = mkdtempSync(path.join(tmpdir(), 'fincrm-lockout-'));
const open: Database[] = [];

afterAll(async () => {
  for (const database of open.splice(0)) await database.close();
  rmSync(folder, { recursive: true, force: true });
});

async function limiterOn(database: Database) {
  return loginLimiterIn(databaseCounterStore(async () => database, LOGIN_LIMITS_TABLE), LIMITS);
}

describe('sign-in lockout counted in the database', () => {
  it.skipIf(leftToLeg('pglite'))('survives closing and reopening the PGlite data folder', async () => {
    const first = await openDatabase({ pgliteFolder: folder });
    open.push(first);
    const before = await limiterOn(first);
    for (let i = 0; i < LIMITS.perAccount; i += 1) await before.recordFailure('zhangwei', '192.0.2.10');
    expect((await before.check('zhangwei', '192.0.2.11')).allowed).toBe(false);
    await first.close();
    open.splice(open.indexOf(first), 1);

    const again = await openDatabase({ pgliteFolder: folder });
    open.push(again);
    const after = await limiterOn(again);
    const verdict = await after.check('zhangwei', '192.0.2.12');
    expect(verdict.allowed).toBe(false);
    expect(verdict.allowed === false && verdict.retryAfterSeconds).toBeGreaterThan(LIMITS.windowSeconds - 120);
    expect(await after.check('lina', '192.0.2.12')).toEqual({ allowed: true });
    // A sign-in that succeeds (once the lockout is over) clears the account's count for good.
    await after.recordSuccess('zhangwei');
    expect(await after.check('zhangwei', '192.0.2.12')).toEqual({ allowed: true });
  }, 120_000);

  it('is shared by every limiter on the same database, as app processes on one PostgreSQL are', async () => {
    const database = await openTestDatabase(inject('templateDb'));
    open.push(database);
    const [processA, processB] = [await limiterOn(database), await limiterOn(database)];
    await processA.recordFailure('wangfang', '192.0.2.20');
    await processB.recordFailure('wangfang', '192.0.2.21');
    expect(await processA.check('wangfang', '192.0.2.22')).toEqual({ allowed: true });
    await processA.recordFailure('wangfang', '192.0.2.22');
    expect((await processB.check('wangfang', '192.0.2.23')).allowed).toBe(false);
  });
});

describe('where a process keeps its counters', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    resetServerEnvForTests();
  });

  function storeWith(env: Record<string, string>) {
    vi.stubEnv('SESSION_SECRET', 'a-test-secret-of-at-least-thirty-two-chars');
    vi.stubEnv('DATA_DIR', folder);
    for (const name of ['DATABASE_URL', 'UPSTREAM_URL']) vi.stubEnv(name, env[name] ?? '');
    resetServerEnvForTests();
    return processCounterStore(LOGIN_LIMITS_TABLE).kind;
  }

  it('uses the embedded database on PGlite, PostgreSQL when it has one, memory only in front of an external backend', () => {
    expect(storeWith({})).toBe('sql');
    expect(storeWith({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres' })).toBe('postgres');
    expect(storeWith({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres', UPSTREAM_URL: 'http://backend.test' })).toBe('postgres');
    expect(storeWith({ UPSTREAM_URL: 'http://backend.test' })).toBe('memory');
  });
});
