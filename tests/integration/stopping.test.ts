// @database postgres: connections and transactions while the process stops.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/backend/db/client';
import type { Backend } from '@/lib/backend/instance';
import { call, createTestBackend, loginAs } from '../support/backend';
import { openSecondProcessDatabase, postgresUrlOf } from '../support/database-template';
import { leftToLeg } from '../support/legs';

/**
 * Stopping a process on PostgreSQL (a deploy, an upgrade, a rolling restart): a save under way is
 * finished, calls arriving meanwhile are refused with 503, and only then is the pool closed. And a
 * transaction's connection gets one statement at a time, even when the code starts several at once.
 */

const run = promisify(execFile);
const CUSTOMER = '/api/crm/customer';
const LINAS_CUSTOMER = 'cus-demo-01';

describe.skipIf(!process.env.TEST_DATABASE_URL)('stopping on PostgreSQL', () => {
  let backend: Backend;
  let other: Database;
  let lina: { token: string };
  /** Lets go of the lock (called by the test, or here after a failure, so the connections can close). */
  let release = () => {};

  beforeAll(async () => {
    backend = await createTestBackend();
    other = (await openSecondProcessDatabase(backend.database))!;
    lina = await loginAs(backend, 'lina');
  });
  afterAll(async () => {
    release();
    await other?.close();
    // Closed by the test already, unless it failed first; the copy is dropped either way.
    await backend?.database.close().catch(() => {});
  });

  /** Statements of this database waiting for a lock another connection holds. */
  async function waitingOnLocks(): Promise<number> {
    const result = await other.executeSql("select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'");
    return Number((result as { rows: { n: number }[] }).rows[0]!.n);
  }

  it('finishes the save under way, refuses new calls with 503 meanwhile, then closes the pool', async () => {
    const customer = (await call<{ customer_key: string; customer_name: string; version: number }>(backend, 'GET', `${CUSTOMER}/detail/${LINAS_CUSTOMER}`, { token: lina.token })).body.data!;
    // Another connection holds the tokens' table (as a long statement or a migration would): the
    // save waits at its first statement, reading its caller, and needs the pool again after it.
    const released = new Promise<void>((resolve) => { release = resolve; });
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => { locked = resolve; });
    const holder = other.db.transaction(async (tx) => {
      await tx.execute(sql`lock table sys_token in access exclusive mode`);
      locked();
      await released;
    });
    await isLocked;

    const happened: string[] = [];
    const save = call(backend, 'POST', `${CUSTOMER}/addOrUpdate`, { token: lina.token, json: { customer_key: customer.customer_key, version: customer.version, customer_name: customer.customer_name, star: 4 } });
    void save.then(() => happened.push('saved'));
    while ((await waitingOnLocks()) === 0) await new Promise((resolve) => setTimeout(resolve, 20));

    const stopped = backend.stop();
    void stopped.then(() => happened.push('stopped'), () => happened.push('stop failed'));

    const refused = await call(backend, 'GET', `${CUSTOMER}/detail/${LINAS_CUSTOMER}`, { token: lina.token });
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ code: 503, msg: '服务器正在停止，请稍后重试', data: null });
    const english = await call(backend, 'POST', '/api/app/base/app/sys/user/login', { form: { username: 'lina', password: 'x' }, headers: { 'accept-language': 'en-US' } });
    expect(english.body).toEqual({ code: 503, msg: 'The server is stopping; please try again in a moment', data: null });
    // The save still waits, so nothing has closed under it.
    expect(happened).toEqual([]);

    release();
    await holder;
    const saved = await save;
    expect(saved.body.code, saved.body.msg).toBe(0);
    expect(saved.body.data).toMatchObject({ customer_key: LINAS_CUSTOMER, star: 4 });
    await stopped;
    expect(happened).toEqual(['saved', 'stopped']);
    const afterwards = await backend.services.db.execute(sql`select 1`).then(() => null, (error: Error) => error);
    expect((afterwards?.cause as Error | undefined)?.message).toBe('Cannot use a pool after calling end on the pool');
  });
});

// The same door on the embedded database (PostgreSQL's run above holds a call under way as well).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL) || leftToLeg('pglite'))('stopping on PGlite', () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(async () => {
    await backend?.database.close().catch(() => {});
  });

  it('refuses every call from then on with 503 in the caller’s language, and closes the database', async () => {
    const { token } = await loginAs(backend, 'lina');
    await backend.stop();
    const refused = await call(backend, 'GET', `${CUSTOMER}/detail/${LINAS_CUSTOMER}`, { token, headers: { 'accept-language': 'en-US' } });
    expect(refused.status).toBe(503);
    expect(refused.response.headers.get('retry-after')).toBe('5');
    expect(refused.body).toEqual({ code: 503, msg: 'The server is stopping; please try again in a moment', data: null });
    await expect(backend.services.db.execute(sql`select 1`)).rejects.toThrow();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('one statement at a time on a connection', () => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await createTestBackend();
  });
  afterAll(async () => {
    await backend?.database.close();
  });

  it('dispatches a notice inside a transaction without node-postgres warning of statements queued on one client', async () => {
    // In a process of its own: the warning is given once per process, and this one may have given it already.
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'tests/support/notice-in-transaction.ts', postgresUrlOf(backend.database)!], { cwd: process.cwd() });
    expect(stdout).toContain('DISPATCHED');
    expect(stdout).not.toContain('already executing a query');
  });
});
