import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@/lib/contract/api-paths';
import { DEMO_PASSWORD } from '@/lib/backend/seed/demo-data';
import { databaseUrl, onServer } from './postgres-server';
import { startApp, stopAll, type AppProcess } from './app-process';
import { Person } from './http-client';

/**
 * `npm start` with WEB_CONCURRENCY=2 on PostgreSQL: two processes on one port, both answering,
 * and a stop signal to the launcher alone ends them all. On the embedded database it refuses.
 */

const PORT = Number(process.env.CLUSTER_PORTS?.split(',')[0] ?? 3211) + 10;
const DATABASE = `fincrm_start_${process.pid}`;

/** The pids of a process's children (the cluster's processes). */
function childrenOf(pid: number): number[] {
  const listed = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' }).stdout;
  return listed.split('\n').map((line) => Number(line.trim())).filter((n) => n > 0);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

let app: AppProcess;

describe('npm start with WEB_CONCURRENCY', () => {
  beforeAll(async () => {
    await onServer(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await onServer(`CREATE DATABASE ${DATABASE}`);
    app = await startApp('cluster', PORT, {
      DATABASE_URL: databaseUrl(DATABASE),
      SESSION_SECRET: 'start-script-secret-0123456789abcdefghijkl',
      COOKIE_SECURE: 'false',
      WEB_CONCURRENCY: '2',
    }, { viaStartScript: true });
  });
  afterAll(async () => {
    await stopAll();
    await onServer(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  });

  it('runs two processes on the one port, each answering signed-in calls', async () => {
    const workers = () => new Set(app.output.map((line) => /\[jobs\] worker (\S+) started/.exec(line)?.[1]).filter(Boolean));
    const deadline = Date.now() + 60_000;
    while (workers().size < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(workers().size).toBe(2);
    expect(childrenOf(app.child.pid!)).toHaveLength(2);
    const lina = new Person('lina');
    await lina.signIn(app.origin, DEMO_PASSWORD);
    const answers = await Promise.all(Array.from({ length: 12 }, () => lina.call<{ records: unknown[] }>(app.origin, 'POST', '/api/crm/customer/query', { json: { pageSize: 5 } })));
    for (const answer of answers) expect(answer.body.code, answer.body.msg).toBe(0);
    expect((await lina.call(app.origin, 'GET', apiPaths.userRoles)).body.code).toBe(0);
  });

  it('seeds the demo once though both processes started on the empty database together', async () => {
    const client = new pg.Client({ connectionString: databaseUrl(DATABASE) });
    await client.connect();
    try {
      // A second seeding would deploy every demo model again (version 2) and start its requests twice.
      const redeployed = await client.query('select process_key from wf_definition where version > 1');
      expect(redeployed.rows).toEqual([]);
      const requests = await client.query('select title, count(*)::int as n from wf_instance group by title having count(*) > 1');
      expect(requests.rows).toEqual([]);
    } finally {
      await client.end();
    }
  });

  it('ends every process when the launcher alone is told to stop', async () => {
    const processes = childrenOf(app.child.pid!);
    const exited = new Promise<number | null>((resolve) => app.child.once('exit', (code) => resolve(code)));
    process.kill(app.child.pid!, 'SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of processes) expect(alive(pid)).toBe(false);
  });

  it('refuses more than one process on the embedded database, saying why', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, WEB_CONCURRENCY: '2' };
    delete env.DATABASE_URL;
    delete env.UPSTREAM_URL;
    const run = spawnSync(process.execPath, ['scripts/start.mjs'], { env, encoding: 'utf8', timeout: 30_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('WEB_CONCURRENCY above 1 needs DATABASE_URL');
    const bad = spawnSync(process.execPath, ['scripts/start.mjs'], { env: { ...env, WEB_CONCURRENCY: 'two' }, encoding: 'utf8', timeout: 30_000 });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('WEB_CONCURRENCY must be a whole number');
  });
});
