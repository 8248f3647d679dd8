import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { excelPaths } from '@/lib/contract/excel-paths';
import { workflowPaths } from '@/lib/contract/workflow';
import { WORKFLOW_TEST_CLOCK_PATH } from '@/lib/contract/workflow-test-clock';
import { apiPaths } from '@/lib/contract/api-paths';
import { messageCenterPaths } from '@/lib/contract/message-center';
import { DEMO_PASSWORD } from '@/lib/backend/seed/demo-data';
import { bandedPng } from '@/lib/backend/seed/demo-files';
import { databaseUrl, onServer } from './postgres-server';
import { startApp, stopAll, stopApp, type AppProcess } from './app-process';
import { Person } from './http-client';

/**
 * Two `next start` processes of the production build on one PostgreSQL database, as behind a load
 * balancer without sticky sessions: whatever one process started, the other can see and finish.
 * Prints its figures with the prefix [cluster].
 */

const [PORT_A, PORT_B] = (process.env.CLUSTER_PORTS ?? '3211,3212').split(',').map(Number) as [number, number];
const DATABASE = `fincrm_cluster_${process.pid}`;

type Progress = { total: number; done: number; succeeded: number; failed: number; finished: boolean; errorFileKey: string | null; stoppedBy: string | null };

const figure = (text: string) => console.log(`[cluster] ${text}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const ENV = {
  DATABASE_URL: databaseUrl(DATABASE),
  SESSION_SECRET: 'cluster-test-secret-0123456789abcdefghijkl',
  COOKIE_SECURE: 'false',
  LOGIN_LIMIT_PER_ACCOUNT: '50',
  LOGIN_LIMIT_PER_ADDRESS: '200',
  // The approval timers' test clock (lib/contract/workflow-test-clock.ts), to fire timers without waiting days.
  WORKFLOW_TEST_CLOCK: '1',
};

let a: AppProcess;
let b: AppProcess;
let db: pg.Pool;
const admin = new Person('admin');
const lina = new Person('lina');
const wangfang = new Person('wangfang');

async function positionsWorkbook(rows: number, prefix: string, badEvery = 0): Promise<FormData> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('data');
  sheet.addRow(['岗位编码*', '岗位名称*', '职级']);
  for (let i = 1; i <= rows; i += 1) sheet.addRow([`${prefix}${i}`, badEvery && i % badEvery === 0 ? null : `岗位${i}`, 1 + (i % 10)]);
  const form = new FormData();
  form.set('entity', 'position');
  form.set('file', new File([(await workbook.xlsx.writeBuffer())], `${prefix}.xlsx`));
  return form;
}

async function startImport(app: AppProcess, form: FormData): Promise<{ jobId: string; total: number }> {
  const checked = await admin.call<{ importKey: string }>(app.origin, 'POST', excelPaths.verify, { form });
  if (checked.body.code !== 0) throw new Error(checked.body.msg);
  const started = await admin.call<{ jobId: string; total: number }>(app.origin, 'POST', excelPaths.start, { json: { importKey: checked.body.data!.importKey } });
  if (started.body.code !== 0) throw new Error(started.body.msg);
  return started.body.data!;
}

async function progressOn(app: AppProcess, jobId: string): Promise<Progress> {
  const res = await admin.call<Progress>(app.origin, 'GET', excelPaths.progress(jobId));
  if (res.body.code !== 0) throw new Error(res.body.msg);
  return res.body.data!;
}

/** Live positions whose code starts so, counted in the table itself (a list's total stops at its count bound). */
async function positionCount(prefix: string): Promise<number> {
  const { rows } = await db.query<{ n: string }>('select count(*) as n from sys_position where del_flag = 0 and code like $1', [`${prefix}%`]);
  return Number(rows[0]!.n);
}

async function lastRunId(): Promise<number> {
  return (await db.query<{ id: number | null }>('select max(run_id) as id from sys_job_run')).rows[0]!.id ?? 0;
}

async function partsByWorker(after: number, jobName: string): Promise<Record<string, number>> {
  const { rows } = await db.query<{ worker: string; n: string }>('select worker, count(*) as n from sys_job_run where run_id > $1 and job_name = $2 group by worker', [after, jobName]);
  const named = (worker: string) => (worker === a.worker ? 'A' : worker === b.worker ? 'B' : worker);
  return Object.fromEntries(rows.map((r) => [named(r.worker), Number(r.n)]));
}

/** Starts an import of `rows` rows on `app` and waits until it is under way; names the process running its part. */
async function importUnderWay(app: AppProcess, rows: number, prefix: string): Promise<{ jobId: string; progress: Progress; runner: AppProcess; other: AppProcess }> {
  const { jobId } = await startImport(app, await positionsWorkbook(rows, prefix));
  let progress = await progressOn(app, jobId);
  while (progress.done < 1_500 && !progress.finished) {
    await sleep(100);
    progress = await progressOn(app, jobId);
  }
  expect(progress.finished).toBe(false);
  const { rows: running } = await db.query<{ worker: string }>("select worker from sys_job_run where job_name = 'excel-import' and outcome = 'running' order by run_id desc limit 1");
  const runner = running[0]?.worker === b.worker ? b : a;
  return { jobId, progress, runner, other: runner === a ? b : a };
}

/** Follows an import on `app` until it finishes (four minutes at most); says when it moved on past `doneAt`. */
async function followToTheEnd(app: AppProcess, jobId: string, from: Progress): Promise<{ progress: Progress; movedAfter: number | null; ms: number }> {
  const since = Date.now();
  let progress = from;
  let movedAfter: number | null = null;
  while (!progress.finished && Date.now() - since < 240_000) {
    await sleep(250);
    progress = await progressOn(app, jobId);
    if (movedAfter === null && progress.done > from.done + 500) movedAfter = Date.now() - since;
  }
  return { progress, movedAfter, ms: Date.now() - since };
}

const seconds = (ms: number | null) => (ms === null ? 'n/a' : `${(ms / 1000).toFixed(1)} s`);

describe('two app processes on one PostgreSQL database', () => {
  beforeAll(async () => {
    await onServer(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await onServer(`CREATE DATABASE ${DATABASE}`);
    const started = Date.now();
    // Started together, as a deployment would: migrations and seed must not trip over each other.
    [a, b] = await Promise.all([startApp('A', PORT_A, ENV), startApp('B', PORT_B, ENV)]);
    figure(`two processes up in ${Date.now() - started} ms (A ${a.worker}, B ${b.worker})`);
    db = new pg.Pool({ connectionString: databaseUrl(DATABASE), max: 2 });
    // The database is dropped WITH (FORCE) at the end, which terminates a connection still closing;
    // the pool reports that as an error event, which must not end the run as an uncaught exception.
    db.on('error', () => {});
    await admin.signIn(a.origin, DEMO_PASSWORD);
    await lina.signIn(b.origin, DEMO_PASSWORD);
    await wangfang.signIn(a.origin, DEMO_PASSWORD);
  });

  afterAll(async () => {
    await stopAll();
    await db?.end();
    await onServer(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`).catch(() => {});
  });

  it('accepts a session made on one process on the other', async () => {
    const onA = await admin.call<{ realname: string }>(a.origin, 'GET', apiPaths.userPermissionByToken);
    const onB = await admin.call<{ realname: string }>(b.origin, 'GET', apiPaths.userPermissionByToken);
    expect(onA.body.code).toBe(0);
    expect(onB.body.code).toBe(0);
    expect(onB.body.data).toEqual(onA.body.data);
    figure('session signed in on A: accepted on B');
  });

  it('serves a file uploaded through one process from the other, which has a data folder of its own', async () => {
    // Colours of its own, so these bytes exist nowhere before the upload.
    const png = bandedPng(40, 30, [randomBytes(3).toString('hex'), randomBytes(3).toString('hex')]);
    const form = new FormData();
    form.set('file', new File([new Uint8Array(png)], '两台机器.png', { type: 'image/png' }));
    const uploaded = await admin.call<{ url: string }>(a.origin, 'POST', apiPaths.fileUpload, { form });
    expect(uploaded.body.code).toBe(0);
    const url = uploaded.body.data!.url;
    const name = url.slice('/files/'.length);
    // Each process runs as on a machine of its own: A's data folder is not B's, and neither keeps the file.
    expect(a.dataDir).not.toBe(b.dataDir);
    for (const app of [a, b]) expect(existsSync(path.join(app.dataDir, 'uploads', name))).toBe(false);

    const fromB = await fetch(`${b.origin}${url}`);
    expect(fromB.status).toBe(200);
    const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
    expect(sha(new Uint8Array(await fromB.arrayBuffer()))).toBe(sha(png));
    figure(`file of ${png.byteLength} bytes uploaded through A: downloaded from B with the same bytes`);
  });

  it('reports an import started on one process, with its error file, on the other', async () => {
    const before = await lastRunId();
    const rows = 10_000;
    const form = await positionsWorkbook(rows, 'CLA-', 100);
    const started = Date.now();
    const { jobId, total } = await startImport(a, form);
    expect(total).toBe(rows);
    let progress = await progressOn(b, jobId);
    const seen = new Set<number>();
    while (!progress.finished) {
      seen.add(progress.done);
      await sleep(200);
      progress = await progressOn(seen.size % 2 ? a : b, jobId);
    }
    const seconds = (Date.now() - started) / 1000;
    expect(progress).toMatchObject({ total: rows, done: rows, succeeded: rows - 100, failed: 100, stoppedBy: null });
    expect(seen.size).toBeGreaterThan(1);
    const errors = await admin.call(b.origin, 'GET', excelPaths.errors(progress.errorFileKey!));
    expect(errors.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await errors.response.arrayBuffer());
    expect(workbook.worksheets[0]!.rowCount).toBe(101);
    expect(await positionCount('CLA-')).toBe(rows - 100);
    figure(`import of ${rows} rows started on A, followed on A and B: ${Math.round(rows / seconds)} rows/s (${seconds.toFixed(1)} s), ${seen.size} progress steps seen, error file of 100 rows fetched from B`);
    figure(`import parts run by process: ${JSON.stringify(await partsByWorker(before, 'excel-import'))}`);
  });

  it('lets exactly one of 20 simultaneous approvals of one task through, across both processes', async () => {
    const begun = await lina.call<{ tasks: { task_key: string }[] }>(b.origin, 'POST', workflowPaths.startProcess, {
      json: { processDefinitionKey: 'project_initiation', formData: { project_name: '并发审批', amount: 300000, reason: '两进程竞争' } },
    });
    expect(begun.body.code).toBe(0);
    const taskId = begun.body.data!.tasks[0]!.task_key;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) =>
      wangfang.call(i % 2 ? a.origin : b.origin, 'POST', workflowPaths.confirm, { json: { taskId, comment: `第${i + 1}次` } })));
    const winners = answers.filter((r) => r.body.code === 0).length;
    const refused = answers.filter((r) => r.body.code !== 0).length;
    figure(`20 approvals of one task over A and B: ${winners} winner / ${refused} refused`);
    expect(winners).toBe(1);
    expect(refused).toBe(19);
    const { rows } = await db.query<{ n: string }>("select count(*) as n from wf_comment where task_key = $1 and action = 'APPROVE'", [taskId]);
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it('fires each approval timer once while both processes scan the same instance at once', async () => {
    const begun = await lina.call<{ instance_key: string }>(b.origin, 'POST', workflowPaths.startProcess, {
      json: { processDefinitionKey: 'contract_approval', title: '两进程定时器', formData: { contract_name: '两进程定时器', amount: 50000 } },
    });
    expect(begun.body.code).toBe(0);
    const instanceKey = begun.body.data!.instance_key;
    // Past the two-day due date and the day after the reminder: each countersign task is reminded, then signed by the system.
    const asOf = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000 + 60 * 60 * 1000).toISOString();
    const scans = await Promise.all(Array.from({ length: 12 }, (_, i) =>
      admin.call<{ outcomes: string[] }>(i % 2 ? a.origin : b.origin, 'POST', WORKFLOW_TEST_CLOCK_PATH, { json: { instanceKey, asOf } })));
    expect(scans.every((r) => r.body.code === 0)).toBe(true);
    const { rows } = await db.query<{ action: string; n: string }>("select action, count(*) as n from wf_comment where instance_key = $1 group by action", [instanceKey]);
    const count = (action: string) => Number(rows.find((r) => r.action === action)?.n ?? 0);
    figure(`12 timer scans of one instance over A and B: ${count('REMIND')} reminders, ${count('TIMEOUT_APPROVE')} automatic approvals`);
    expect(count('REMIND')).toBe(2);
    expect(count('TIMEOUT_APPROVE')).toBe(2);
    expect(count('END')).toBe(1);
  });

  it('runs each queued job once, on one process or the other', async () => {
    const before = await lastRunId();
    const boss = new PgBoss({ connectionString: databaseUrl(DATABASE), schema: 'pgboss', migrate: false, supervise: false, schedule: false, max: 2 });
    await boss.start();
    const ids: string[] = [];
    try {
      for (let i = 0; i < 12; i += 1) ids.push((await boss.send('housekeeping', {}))!);
    } finally {
      await boss.stop({ graceful: false, close: true });
    }
    const deadline = Date.now() + 60_000;
    let completed = 0;
    while (completed < ids.length && Date.now() < deadline) {
      await sleep(500);
      completed = Number((await db.query<{ n: string }>("select count(*) as n from sys_job_run where job_id = any($1) and outcome = 'completed'", [ids])).rows[0]!.n);
    }
    await sleep(2_500);
    const { rows } = await db.query<{ job_id: string; runs: string }>('select job_id, count(*) as runs from sys_job_run where job_id = any($1) group by job_id', [ids]);
    expect(rows).toHaveLength(ids.length);
    expect(rows.every((r) => Number(r.runs) === 1)).toBe(true);
    const byWorker = await partsByWorker(before, 'housekeeping');
    figure(`${ids.length} queued jobs: ${rows.length} ran, each exactly once; by process ${JSON.stringify(byWorker)}`);
  });

  it('shows a news change made through one process on the cached news pages of the other on its next request', async () => {
    const title = `两个进程的新闻 ${Date.now()}`;
    const saved = await admin.call<{ news_key: string }>(a.origin, 'POST', messageCenterPaths.newsSave, { json: { title, news_category_key: 'news-company', priority: 'NORMAL', news_content: '<p>正文</p>' } });
    expect(saved.body.code).toBe(0);
    const article = `/article/${saved.body.data!.news_key}`;
    /** Asks B until it answers from its cache; answers that page. */
    const cachedOnB = async (path: string): Promise<string> => {
      for (let attempt = 1; attempt <= 3; attempt++) {
        const res = await fetch(`${b.origin}${path}`);
        const html = await res.text();
        if (res.headers.get('x-nextjs-cache') === 'HIT') return html;
      }
      throw new Error(`B did not serve ${path} from its cache`);
    };
    const onB = async (path: string) => {
      const res = await fetch(`${b.origin}${path}`);
      return { status: res.status, html: await res.text() };
    };
    expect(await cachedOnB('/news')).toContain(title);
    expect(await cachedOnB(article)).toContain(title);
    expect(await cachedOnB('/sitemap.xml')).toContain(article);

    const retracted = await admin.call(a.origin, 'POST', messageCenterPaths.newsRetract(saved.body.data!.news_key), { json: {} });
    expect(retracted.body.code).toBe(0);
    expect((await onB(article)).status).toBe(404);
    expect((await onB('/news')).html).not.toContain(title);
    expect((await onB('/sitemap.xml')).html).not.toContain(article);

    expect((await admin.call(a.origin, 'POST', messageCenterPaths.newsPublish(saved.body.data!.news_key), { json: {} })).body.code).toBe(0);
    expect((await onB(article)).html).toContain(title);
    expect((await onB('/news')).html).toContain(title);
    figure('news retracted and published again through A: the cached /news, article and sitemap.xml of B showed each change on the next request');
  });

  it('finishes (or closes) an import whose process is killed in the middle', async () => {
    const before = await lastRunId();
    const rows = 30_000;
    const { jobId, progress: atKill, runner: victim, other: survivor } = await importUnderWay(b, rows, 'CLK-');
    victim.child.kill('SIGKILL');
    const { progress, movedAfter, ms: finishedAfter } = await followToTheEnd(survivor, jobId, atKill);
    expect(progress.finished).toBe(true);
    expect(progress.succeeded + progress.failed).toBe(rows);
    // Nothing written twice: the rows in the table are exactly those reported as imported.
    expect(await positionCount('CLK-')).toBe(progress.succeeded);
    if (progress.stoppedBy) expect(progress.stoppedBy).toContain('导入中断');
    else expect(progress.succeeded).toBe(rows);
    figure(`SIGKILL of ${victim.name} at row ${atKill.done} of ${rows}: ${survivor.name} resumed after ${seconds(movedAfter)}, import ${progress.stoppedBy ? 'closed as interrupted' : 'finished'} ${seconds(finishedAfter)} after the kill (${progress.succeeded} imported, ${progress.failed} failed, no row twice)`);
    figure(`parts of the killed import by process: ${JSON.stringify(await partsByWorker(before, 'excel-import'))}`);
  });

  it('hands a running import part to the other process at once when its process gets SIGTERM', async () => {
    // The case before killed one process: a deployment's service manager starts it again.
    if (!a.alive()) a = await startApp('A', PORT_A, ENV);
    if (!b.alive()) b = await startApp('B', PORT_B, ENV);
    const rows = 30_000;
    const { jobId, progress: atStop, runner: stopped, other: survivor } = await importUnderWay(a, rows, 'CLT-');
    const exit = await stopApp(stopped, 'SIGTERM', 20_000);
    // It ended by itself, well before the part's own time was up, and did not need a SIGKILL.
    expect(exit?.signal).not.toBe('SIGKILL');
    const { rows: last } = await db.query<{ outcome: string; detail: string | null }>("select outcome, detail from sys_job_run where job_name = 'excel-import' and worker = $1 order by run_id desc limit 1", [stopped.worker]);
    expect(last[0]).toMatchObject({ outcome: 'completed' });
    expect(last[0]!.detail).toContain('continues');
    const { progress, movedAfter } = await followToTheEnd(survivor, jobId, atStop);
    expect(progress).toMatchObject({ finished: true, succeeded: rows, failed: 0, stoppedBy: null });
    expect(await positionCount('CLT-')).toBe(rows);
    figure(`SIGTERM to ${stopped.name} at row ${atStop.done} of ${rows}: exited in ${exit!.ms} ms (${exit!.signal ?? `code ${exit!.code}`}), its part ended as "${last[0]!.detail}", ${survivor.name} went on after ${seconds(movedAfter)}; every row imported once`);
  });
});
