// Approval engine throughput and per-step latency: 1,000 instances of a two-task process whose first
// task has a timeout (approved by the system an hour after it is due) are started; half of the first
// tasks are approved by a person, the other half by the due-timer scan run as of two hours later;
// then half of the second tasks get a signer added before their holder (加签), who approves first;
// then every second task is approved. Through the embedded API, on PGlite and (when it answers) PostgreSQL.
// Usage: npx tsx bench/workflow.ts   (BENCH_INSTANCES to change the count; TEST_DATABASE_URL for PostgreSQL)
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../lib/backend/db/client';
import { wfTask } from '../lib/backend/db/schema';
import { backendFrom, type Backend } from '../lib/backend/instance';
import { buildBpmn } from '../lib/backend/modules/workflow/model/bpmn-builder';
import { seedDemo } from '../lib/backend/seed/demo';
import { DEMO_PASSWORD } from '../lib/backend/seed/demo-data';
import { MemoryStorage } from '../lib/backend/storage/local-folder-storage';
import { measureOnBoth } from './support/both-databases';
import { workflowPaths as paths } from '../lib/contract/workflow';
import { fireDueTimers } from '../lib/backend/modules/workflow/jobs/timer-fire';

const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1_000);
/** Calls in flight at once: PGlite runs them one at a time, PostgreSQL in parallel. */
const CONCURRENCY = 8;
const ORIGIN = 'http://bench.local';

const MODEL = buildBpmn({
  id: 'bench_two_tasks',
  name: '两步审批',
  nodes: [
    { id: 'start', type: 'startEvent', at: [0, 0] },
    {
      id: 'leader', type: 'userTask', name: '负责人审批', at: [1, 0], attrs: { assignee: '${initiatorLeader}', dueDate: 'PT1H' },
      properties: { timeoutAction: 'approve' },
    },
    { id: 'finance', type: 'userTask', name: '财务审批', at: [2, 0], attrs: { candidateGroups: 'finance' } },
    { id: 'end', type: 'endEvent', at: [3, 0] },
  ],
  flows: [{ id: 'f1', from: 'start', to: 'leader' }, { id: 'f2', from: 'leader', to: 'finance' }, { id: 'f3', from: 'finance', to: 'end' }],
});

type Answer = { code: number; msg: string; data: { instance_key: string; status: string; tasks: { task_key: string }[] } };

async function post(backend: Backend, token: string, path: string, body: unknown): Promise<Answer> {
  const res = await backend.handle(new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { token, 'content-type': 'application/json' }, body: JSON.stringify(body) }));
  const answer = (await res.json()) as Answer;
  if (answer.code !== 0) throw new Error(`${path}: ${answer.msg}`);
  return answer;
}

async function login(backend: Backend, username: string): Promise<string> {
  const res = await backend.handle(new Request(`${ORIGIN}/api/app/base/app/sys/user/login`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `username=${username}&password=${encodeURIComponent(DEMO_PASSWORD)}`,
  }));
  return ((await res.json()) as { data: { token: string } }).data.token;
}

interface Timed<T> {
  results: T[];
  perSecond: number;
  /** Milliseconds each job took, in order. */
  latencies: number[];
}

/** Runs the jobs with a fixed number in flight; answers the results in order, the rate per second and each job's latency. */
async function timed<T>(jobs: (() => Promise<T>)[], inFlight = CONCURRENCY): Promise<Timed<T>> {
  const results: T[] = new Array(jobs.length);
  const latencies: number[] = new Array(jobs.length);
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: inFlight }, async () => {
    while (next < jobs.length) {
      const index = next++;
      const t0 = performance.now();
      results[index] = await jobs[index]!();
      latencies[index] = performance.now() - t0;
    }
  }));
  return { results, perSecond: (jobs.length / (performance.now() - started)) * 1000, latencies };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

const ms = (n: number) => `${n.toFixed(1).padStart(7)} ms`;

async function measure(kind: string, database: Database): Promise<string[]> {
  await seedDemo(database.db, { appKey: 'fincrm' });
  const backend = backendFrom(database, { storage: new MemoryStorage(), uploadMaxBytes: 1, defaultAppKey: 'fincrm' });
  const [admin, lina, zhangwei, wangfang] = await Promise.all(['admin', 'lina', 'zhangwei', 'wangfang'].map((u) => login(backend, u)));
  const saved = await post(backend, admin!, paths.modelSave, { xml: MODEL });
  await post(backend, admin!, paths.modelDeploy, { model_key: (saved.data as unknown as { model_key: string }).model_key });

  const starts = await timed(Array.from({ length: INSTANCES }, (_, i) => () => post(backend, lina!, paths.startProcess, { processDefinitionKey: 'bench_two_tasks', businessKey: `B-${i}` })));
  const half = Math.floor(INSTANCES / 2);
  const byPerson = await timed(starts.results.slice(0, half).map((a) => () => post(backend, zhangwei!, paths.confirm, { taskId: a.data.tasks[0]!.task_key, comment: '同意' })));
  // The scan as the job runs it (one at a time, up to 200 timers a run), as of two hours later.
  const asOf = new Date(Date.now() + 2 * 60 * 60 * 1000);
  const fired: number[] = [];
  const scanStarted = performance.now();
  for (;;) {
    const t0 = performance.now();
    const outcomes = await fireDueTimers(database.db, asOf);
    if (outcomes.length === 0) break;
    if (outcomes.includes('FAILED')) throw new Error('a timer failed');
    const each = (performance.now() - t0) / outcomes.length;
    // The demo data's overdue request is reminded on the way; only the bench's decisions are counted.
    fired.push(...outcomes.filter((o) => o === 'TIMEOUT_APPROVE').map(() => each));
  }
  const timerRate = (fired.length / (performance.now() - scanStarted)) * 1000;
  if (fired.length !== INSTANCES - half) throw new Error(`${fired.length} timers fired, ${INSTANCES - half} expected`);
  const open = await database.db.select({ task_key: wfTask.task_key }).from(wfTask).where(and(eq(wfTask.status, 'PENDING'), eq(wfTask.node_id, 'finance')));
  if (open.length !== INSTANCES) throw new Error(`${open.length} finance tasks waiting, ${INSTANCES} expected`);
  // 加签: the holder of every second finance task asks 张伟 to sign before her; he approves, it comes back.
  const signed = open.filter((_, i) => i % 2 === 0);
  const addSign = await timed(signed.map((t) => () => post(backend, wangfang!, paths.addSign, { taskId: t.task_key, users: ['usr-leader'], position: 'BEFORE', comment: '请先会签' })));
  const signerTasks = await database.db.select({ task_key: wfTask.task_key }).from(wfTask).where(and(eq(wfTask.status, 'PENDING'), eq(wfTask.sign_kind, 'BEFORE'), inArray(wfTask.parent_task_key, signed.map((t) => t.task_key))));
  if (signerTasks.length !== signed.length) throw new Error(`${signerTasks.length} signer tasks waiting, ${signed.length} expected`);
  const signerApproves = await timed(signerTasks.map((t) => () => post(backend, zhangwei!, paths.confirm, { taskId: t.task_key, comment: '已会签' })));
  const second = await timed(open.map((t) => () => post(backend, wangfang!, paths.confirm, { taskId: t.task_key })));
  const approved = second.results.filter((a) => a.data.status === 'APPROVED').length;
  if (approved !== INSTANCES) throw new Error(`${approved} of ${INSTANCES} instances approved`);
  const rate = (n: number) => `${Math.round(n).toLocaleString('en').padStart(6)} /s`;
  const line = (label: string, perSecond: number, latencies: number[]) =>
    `  ${label.padEnd(50)} ${rate(perSecond)}   mean ${ms(latencies.reduce((a, b) => a + b, 0) / latencies.length)}   p95 ${ms(percentile(latencies, 95))}`;
  return [
    `${kind}: ${INSTANCES.toLocaleString('en')} instances with a timeout on the first task and signers added to half of the second, ${CONCURRENCY} calls in flight`,
    line('process start (task, timer and message written)', starts.perSecond, starts.latencies),
    line(`approval by a person (${half.toLocaleString('en')}, next task by group)`, byPerson.perSecond, byPerson.latencies),
    line(`timer fires: approved by the system (${fired.length.toLocaleString('en')})`, timerRate, fired),
    line(`signer added before the holder (${signed.length.toLocaleString('en')})`, addSign.perSecond, addSign.latencies),
    line('the added signer approves (back to its holder)', signerApproves.perSecond, signerApproves.latencies),
    line('approval of the last task (instance ends, told)', second.perSecond, second.latencies),
  ];
}

async function main(): Promise<void> {
  await measureOnBoth('Approval engine throughput and latency', 'fincrm_bench_workflow', measure);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
