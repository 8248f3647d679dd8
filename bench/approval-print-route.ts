// Printing approvals through the server: one request of the demo expense form with 50 detail lines
// and an 8-step path (a handwritten signature on every other step) printed 500 times by its
// applicant through the print call (read rights, the request, its path and signatures from the
// file store, layout, font subset, QR code, hash, the issued record); prints the time per PDF
// (median, p95, max) and the process's resident memory every 100 PDFs, to show it stays flat.
// Usage: node --expose-gc --import tsx bench/approval-print-route.ts   (BENCH_PDFS to change the count)
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../lib/backend/db/client';
import { backendFrom, type Backend } from '../lib/backend/instance';
import { buildBpmn, type BuildProcess } from '../lib/backend/modules/workflow/model/bpmn-builder';
import { EXPENSE_CLAIM_FORM } from '../lib/backend/modules/workflow/model/demo-forms';
import { seedDemo } from '../lib/backend/seed/demo';
import { DEMO_PASSWORD } from '../lib/backend/seed/demo-data';
import { bandedPng } from '../lib/backend/seed/demo-files';
import { MemoryStorage } from '../lib/backend/storage/local-folder-storage';
import { workflowPaths as paths } from '../lib/contract/workflow';
import { printPaths } from '../lib/contract/workflow-print';

const COUNT = Number(process.env.BENCH_PDFS ?? 500);
const LINES = 50;
const STEPS = 8;
const ORIGIN = 'http://bench.local';
const SIGNATURE = bandedPng(120, 40, ['1f2328', 'ffffff', '1f2328']);

type Answer<T> = { code: number; msg: string; data: T };

async function send<T>(backend: Backend, path: string, token: string | null, body: unknown): Promise<{ res: Response; answer: () => Promise<Answer<T>> }> {
  const headers: Record<string, string> = token ? { token } : {};
  const init: RequestInit = body instanceof FormData ? { method: 'POST', headers, body } : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) };
  const res = await backend.handle(new Request(`${ORIGIN}${path}`, init));
  return { res, answer: async () => (await res.json()) as Answer<T> };
}

async function call<T>(backend: Backend, path: string, token: string, body: unknown): Promise<T> {
  const answer = await (await send<T>(backend, path, token, body)).answer();
  if (answer.code !== 0) throw new Error(`${path} refused: ${answer.msg}`);
  return answer.data;
}

async function login(backend: Backend, username: string): Promise<{ token: string; userKey: string }> {
  const res = await backend.handle(new Request(`${ORIGIN}/api/app/base/app/sys/user/login`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `username=${username}&password=${encodeURIComponent(DEMO_PASSWORD)}`,
  }));
  const data = ((await res.json()) as Answer<{ token: string; target_key: string }>).data;
  return { token: data.token, userKey: data.target_key };
}

/** Eight steps, each by one of the approvers in turn. */
function eightSteps(approvers: string[]): BuildProcess {
  const names = ['部门负责人审批', '财务初审', '财务经理审批', '法务审查', '分管副总审批', '总经理审批', '出纳复核', '归档'];
  const ids = ['start', ...names.map((_, i) => `step${i + 1}`), 'end'];
  return {
    id: 'bench_print', name: '费用报销（八级审批）',
    nodes: [
      { id: 'start', type: 'startEvent', name: '提交', at: [0, 0] },
      ...names.map((name, i) => ({ id: `step${i + 1}`, type: 'userTask' as const, name, at: [i + 1, 0] as [number, number], attrs: { assignee: approvers[i % approvers.length]! } })),
      { id: 'end', type: 'endEvent', name: '结束', at: [STEPS + 1, 0] },
    ],
    flows: ids.slice(1).map((to, i) => ({ id: `f${i}`, from: ids[i]!, to })),
  };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main(): Promise<void> {
  const database = await openDatabase({});
  await seedDemo(database.db, { appKey: 'fincrm' });
  const backend = backendFrom(database, { storage: new MemoryStorage(), uploadMaxBytes: 10 * 1024 * 1024, defaultAppKey: 'fincrm' });
  const [admin, lina, zhangwei, wangfang] = await Promise.all(['admin', 'lina', 'zhangwei', 'wangfang'].map((u) => login(backend, u)));
  const people = [zhangwei!, wangfang!];
  const saved = await call<{ model_key: string }>(backend, paths.modelSave, admin!.token, { xml: buildBpmn(eightSteps(people.map((p) => p.userKey))) });
  await call(backend, paths.modelFormSave, admin!.token, { model_key: saved.model_key, design: EXPENSE_CLAIM_FORM });
  await call(backend, paths.modelDeploy, admin!.token, { model_key: saved.model_key });
  const lines = Array.from({ length: LINES }, (_, n) => ({ day: `2026-11-${String((n % 28) + 1).padStart(2, '0')}`, item: n % 2 ? `高铁 上海—杭州 第${n + 1}程` : `酒店住宿 第${n + 1}晚（含早餐）`, qty: 1, price: 700 + (n % 5) * 10 }));
  let answer = await call<{ instance_key: string; tasks: { task_key: string; assignee: string }[] }>(backend, paths.startProcess, lina!.token, {
    processDefinitionKey: 'bench_print', title: '费用报销：华东区客户季度拜访差旅', formData: { reason: '华东区客户季度拜访', expenseType: 'travel', payWay: 'cash', lines },
  });
  for (let step = 0; answer.tasks.length; step += 1) {
    const task = answer.tasks[0]!;
    const who = people.find((p) => p.userKey === task.assignee)!;
    let signature: string | undefined;
    if (step % 2 === 0) {
      const form = new FormData();
      form.append('file', new File([SIGNATURE as BlobPart], 'signature.png', { type: 'image/png' }));
      form.append('taskId', task.task_key);
      signature = (await call<{ file_key: string }>(backend, paths.signatureUpload, who.token, form)).file_key;
    }
    answer = await call(backend, paths.confirm, who.token, { taskId: task.task_key, comment: step % 3 === 0 ? '金额与合同一致，预算内，同意。请按约定节点付款，并留存发票复印件。' : '同意', ...(signature ? { signature } : {}) });
  }
  const times: number[] = [];
  const memory: string[] = [];
  let bytes = 0;
  const rssBefore = process.memoryUsage().rss;
  for (let i = 1; i <= COUNT; i += 1) {
    const t0 = performance.now();
    const { res } = await send(backend, printPaths.print, lina!.token, { id: answer.instance_key });
    if (res.status !== 200) throw new Error(`print refused: ${res.status} ${await res.text()}`);
    bytes = (await res.arrayBuffer()).byteLength;
    times.push(performance.now() - t0);
    if (i % 100 === 0) {
      // With --expose-gc the heap is measured after a collection: what is still held, not what awaits one.
      (globalThis as { gc?: () => void }).gc?.();
      memory.push(`${i}: RSS ${mb(process.memoryUsage().rss)}, heap ${mb(process.memoryUsage().heapUsed)}`);
    }
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`${COUNT} prints through the server of a request with ${LINES} detail lines and ${STEPS} steps (4 signed), ${bytes} bytes each, PGlite in memory`);
  console.log(`per PDF: median ${quantile(sorted, 0.5).toFixed(1)} ms, p95 ${quantile(sorted, 0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms (target ≤ 1000 ms)`);
  console.log(`RSS before ${mb(rssBefore)}; after every 100 PDFs:`);
  for (const line of memory) console.log(`  ${line}`);
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
