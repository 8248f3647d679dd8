// @database postgres: the job queue's tables and locks.
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bizMessage, bizMessageAcceptor, excelImport, sysJobRun } from '@/lib/backend/db/schema';
import type { Backend } from '@/lib/backend/instance';
import { housekeepingJob } from '@/lib/backend/jobs/housekeeping';
import { excelImportJob } from '@/lib/backend/modules/excel/import-job';
import { takePending } from '@/lib/backend/modules/excel/import-store';
import { overdueReminderJob } from '@/lib/backend/modules/workflow/jobs/overdue-reminder-job';
import { excelPaths } from '@/lib/contract/excel-paths';
import { call, createTestBackend, loginAs } from '../support/backend';
import { chain, workflowClient } from '../support/workflow';

let backend: Backend;
let admin: { token: string; userKey: string };

beforeAll(async () => {
  backend = await createTestBackend();
  admin = await loginAs(backend, 'admin');
});
afterAll(async () => backend?.database.close());

const db = () => backend.database.db;
type Progress = { total: number; done: number; succeeded: number; failed: number; finished: boolean; errorFileKey: string | null; stoppedBy: string | null };

async function checkedUpload(prefix: string, rows: number): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('data');
  sheet.addRow(['岗位编码*', '岗位名称*']);
  for (let i = 1; i <= rows; i += 1) sheet.addRow([`${prefix}${i}`, `岗位${i}`]);
  const form = new FormData();
  form.set('entity', 'position');
  form.set('file', new File([(await workbook.xlsx.writeBuffer())], 'p.xlsx'));
  const res = await call<{ importKey: string }>(backend, 'POST', excelPaths.verify, { token: admin.token, body: form });
  expect(res.body.code).toBe(0);
  return res.body.data!.importKey;
}

async function progress(jobId: string): Promise<Progress> {
  return (await call<Progress>(backend, 'GET', excelPaths.progress(jobId), { token: admin.token })).body.data!;
}

async function positionCount(prefix: string): Promise<number> {
  const res = await call<{ total: number }>(backend, 'POST', '/api/app/base/sys/position/query', { token: admin.token, json: { code: `${prefix}*`, pageSize: 1 } });
  return res.body.data!.total;
}

async function runsOf(jobId: string) {
  return db().select().from(sysJobRun).where(eq(sysJobRun.job_id, jobId));
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 300; i += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('condition not reached');
}

describe('background jobs', () => {
  it('runs a queued job once and writes it in the run log', async () => {
    const jobId = (await backend.jobs.enqueue(housekeepingJob, {}))!;
    const runs = await until(() => runsOf(jobId), (rows) => rows.some((r) => r.outcome !== 'running'));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ job_name: 'housekeeping', outcome: 'completed', worker: backend.jobs.worker });
    expect(runs[0]!.detail).toContain('imports dropped');
  });

  it('closes a running import whose work was lost, listing every row not imported', async () => {
    const key = await checkedUpload('LOST-', 30);
    // Started, but its part never reached the queue (the process died in between) and nothing moved since.
    expect(await takePending(db(), key, admin.userKey, 'zh-CN')).not.toBeNull();
    await db().update(excelImport).set({ update_time: sql`now() - interval '10 minutes'` }).where(eq(excelImport.import_key, key));
    expect((await progress(key)).finished).toBe(false);
    const jobId = (await backend.jobs.enqueue(housekeepingJob, {}))!;
    const [run] = await until(() => runsOf(jobId), (rows) => rows.some((r) => r.outcome !== 'running'));
    expect(run!.detail).toContain('interrupted 1');
    const closed = await progress(key);
    expect(closed).toMatchObject({ finished: true, done: 30, succeeded: 0, failed: 30, stoppedBy: '导入中断：处理导入的服务进程已停止，该行未导入' });
    const errors = await call(backend, 'GET', excelPaths.errors(closed.errorFileKey!), { token: admin.token });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await errors.response.arrayBuffer());
    expect(workbook.worksheets[0]!.rowCount).toBe(31);
  });

  it('writes each row once when two runs of the same import part overlap', async () => {
    const key = await checkedUpload('TWICE-', 1_200);
    await takePending(db(), key, admin.userKey, 'zh-CN');
    // Two processes holding the same part (one thought lost, still running): the progress fence lets one write each batch.
    const context = (jobId: string) => ({ db: db(), enqueue: async () => null, publicContent: backend.services.publicContent, storage: backend.services.storage, jobId, worker: jobId, retryCount: 0, stopping: new AbortController().signal });
    const answers = await Promise.all([excelImportJob.handler(context('first'), { importKey: key }), excelImportJob.handler(context('second'), { importKey: key })]);
    let state = await progress(key);
    while (!state.finished) {
      await excelImportJob.handler(context('next'), { importKey: key });
      state = await progress(key);
    }
    expect(answers.join(' ')).toMatch(/rows 0-/);
    expect(state).toMatchObject({ done: 1_200, succeeded: 1_200, failed: 0, stoppedBy: null });
    expect(await positionCount('TWICE-')).toBe(1_200);
  });

  it('reminds the approvers of overdue tasks from the scheduled job, as 审批提醒', async () => {
    const wf = workflowClient(backend);
    const lina = await loginAs(backend, 'lina');
    await wf.deploy(admin, chain('job_overdue', [{ id: 'a', name: '逾期审核', attrs: { assignee: 'usr-finance', dueDate: '${deadline}' } }]));
    await wf.start(lina, 'job_overdue', { variables: { deadline: '2020-01-01T00:00:00Z' } });
    const jobId = (await backend.jobs.enqueue(overdueReminderJob, {}))!;
    const [run] = await until(() => runsOf(jobId), (rows) => rows.some((r) => r.outcome !== 'running'));
    // The demo's own overdue approvals (the to-do reminders' examples) are reminded in the same run.
    expect(run).toMatchObject({ outcome: 'completed', detail: expect.stringMatching(/^[1-9]\d* tasks reminded$/) });
    const sent = await db()
      .select({ publisher: bizMessage.publisher, name: bizMessage.publisher_name })
      .from(bizMessage)
      .innerJoin(bizMessageAcceptor, eq(bizMessageAcceptor.message_key, bizMessage.message_key))
      .where(and(eq(bizMessageAcceptor.ref_key, 'usr-finance'), eq(bizMessage.title, '催办：逾期审核')));
    expect(sent).toEqual([{ publisher: null, name: '审批提醒' }]);
  });
});
