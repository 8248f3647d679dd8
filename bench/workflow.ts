// Approval engine throughput: 1,000 instances of a two-task process started, then each task
// approved, through the embedded API, on PGlite and (when it answers) PostgreSQL.
// Usage: npx tsx bench/workflow.ts   (BENCH_INSTANCES to change the count; TEST_DATABASE_URL for PostgreSQL)
import type { Database } from '../lib/backend/db/client';
import { backendFrom, type Backend } from '../lib/backend/instance';
import { buildBpmn } from '../lib/backend/modules/workflow/bpmn-builder';
import { seedDemo } from '../lib/backend/seed/demo';
import { DEMO_PASSWORD } from '../lib/backend/seed/demo-data';
import { MemoryStorage } from '../lib/backend/storage/local-folder-storage';
import { measureOnBoth } from './support/both-databases';
import { workflowPaths as paths } from '../lib/contract/workflow';

const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1_000);
/** Calls in flight at once: PGlite runs them one at a time, PostgreSQL in parallel. */
const CONCURRENCY = 8;
const ORIGIN = 'http://bench.local';

const MODEL = buildBpmn({
  id: 'bench_two_tasks',
  name: '两步审批',
  nodes: [
    { id: 'start', type: 'startEvent', at: [0, 0] },
    { id: 'leader', type: 'userTask', name: '负责人审批', at: [1, 0], attrs: { assignee: '${initiatorLeader}' } },
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

/** Runs the jobs with a fixed number in flight; answers the results in order and the rate per second. */
async function timed<T>(jobs: (() => Promise<T>)[]): Promise<{ results: T[]; perSecond: number }> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await jobs[index]!();
    }
  }));
  return { results, perSecond: (jobs.length / (performance.now() - started)) * 1000 };
}

async function measure(kind: string, database: Database): Promise<string[]> {
  await seedDemo(database.db, { appKey: 'fincrm' });
  const backend = backendFrom(database, { storage: new MemoryStorage(), uploadMaxBytes: 1, defaultAppKey: 'fincrm' });
  const [admin, lina, zhangwei, wangfang] = await Promise.all(['admin', 'lina', 'zhangwei', 'wangfang'].map((u) => login(backend, u)));
  const saved = await post(backend, admin!, paths.modelSave, { xml: MODEL });
  await post(backend, admin!, paths.modelDeploy, { model_key: (saved.data as unknown as { model_key: string }).model_key });

  const starts = await timed(Array.from({ length: INSTANCES }, (_, i) => () => post(backend, lina!, paths.startProcess, { processDefinitionKey: 'bench_two_tasks', businessKey: `B-${i}` })));
  const first = await timed(starts.results.map((a) => () => post(backend, zhangwei!, paths.confirm, { taskId: a.data.tasks[0]!.task_key, comment: '同意' })));
  const second = await timed(first.results.map((a) => () => post(backend, wangfang!, paths.confirm, { taskId: a.data.tasks[0]!.task_key })));
  const approved = second.results.filter((a) => a.data.status === 'APPROVED').length;
  if (approved !== INSTANCES) throw new Error(`${approved} of ${INSTANCES} instances approved`);
  const rate = (n: number) => `${Math.round(n).toLocaleString('en').padStart(6)} /s`;
  return [
    `${kind}: ${INSTANCES.toLocaleString('en')} instances, ${CONCURRENCY} calls in flight`,
    `  process start (first task assigned, message sent)   ${rate(starts.perSecond)}`,
    `  task completion (next task by candidate group)      ${rate(first.perSecond)}`,
    `  task completion (instance ends, initiator told)     ${rate(second.perSecond)}`,
  ];
}

async function main(): Promise<void> {
  await measureOnBoth('Approval engine throughput', 'fincrm_bench_workflow', measure);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
