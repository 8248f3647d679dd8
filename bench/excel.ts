// Excel import throughput and export time of the generic entity calls on an in-memory PGlite.
// Usage: npx tsx bench/excel.ts   (BENCH_ROWS to change the size, default 10,000)
import ExcelJS from 'exceljs';
import { openDatabase } from '../lib/backend/db/client';
import { backendFrom, type Backend } from '../lib/backend/instance';
import { seedDemo } from '../lib/backend/seed/demo';
import { DEMO_PASSWORD } from '../lib/backend/seed/demo-data';
import { MemoryStorage } from '../lib/backend/storage/local-folder-storage';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const ORIGIN = 'http://bench.local';

async function callJson<T>(backend: Backend, path: string, init: { token?: string; json?: unknown; body?: BodyInit; method?: string } = {}): Promise<T> {
  const headers = new Headers();
  if (init.token) headers.set('token', init.token);
  if (init.json !== undefined) headers.set('content-type', 'application/json');
  const res = await backend.handle(new Request(`${ORIGIN}${path}`, {
    method: init.method ?? (init.json === undefined && init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
  }));
  const answer = (await res.json()) as { code: number; msg: string; data: T };
  if (answer.code !== 0) throw new Error(`${path}: ${answer.msg}`);
  return answer.data;
}

async function positionsWorkbook(rows: number): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('岗位');
  sheet.addRow(['岗位编码*', '岗位名称*', '职级', '岗位说明']);
  for (let i = 0; i < rows; i += 1) sheet.addRow([`BENCH-${i}`, `${['财务', '销售', '风控', '投研'][i % 4]}岗位${i}`, (i % 99) + 1, `第 ${i} 行`]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

async function main(): Promise<void> {
  const database = await openDatabase({});
  await seedDemo(database.db, { appKey: 'fincrm' });
  const backend = backendFrom(database, { storage: new MemoryStorage(), uploadMaxBytes: 1, defaultAppKey: 'fincrm' });
  const login = await backend.handle(new Request(`${ORIGIN}/api/app/base/app/sys/user/login`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `username=admin&password=${encodeURIComponent(DEMO_PASSWORD)}`,
  }));
  const token = ((await login.json()) as { data: { token: string } }).data.token;

  const bytes = await positionsWorkbook(ROWS);
  const form = new FormData();
  form.set('entity', 'position');
  form.set('file', new File([bytes as BlobPart], 'positions.xlsx'));
  let started = performance.now();
  const checked = await callJson<{ importKey: string; total: number }>(backend, '/api/eis/restful/import/verify', { token, body: form });
  const verifyMs = performance.now() - started;

  started = performance.now();
  const { jobId } = await callJson<{ jobId: string }>(backend, '/api/eis/restful/import/start', { token, json: { importKey: checked.importKey } });
  let progress = { finished: false, succeeded: 0, failed: 0 };
  while (!progress.finished) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    progress = await callJson(backend, `/api/eis/restful/import/progress/${jobId}`, { token });
  }
  const importMs = performance.now() - started;
  if (progress.succeeded !== ROWS) throw new Error(`imported ${progress.succeeded} of ${ROWS} (failed ${progress.failed})`);

  started = performance.now();
  const res = await backend.handle(new Request(`${ORIGIN}/api/app/base/sys/position/exportXls`, {
    method: 'POST', headers: { token, 'content-type': 'application/json' }, body: JSON.stringify({ code: 'BENCH-*' }),
  }));
  const exported = new Uint8Array(await res.arrayBuffer());
  const exportMs = performance.now() - started;

  console.log(`\nExcel import and export, PGlite in memory, ${ROWS.toLocaleString('en')} positions (${new Date().toISOString()})`);
  console.log(`  verify (parse + check):  ${verifyMs.toFixed(0).padStart(6)} ms   (${(bytes.byteLength / 1024).toFixed(0)} KB file)`);
  console.log(`  import (background job): ${importMs.toFixed(0).padStart(6)} ms   ${Math.round(ROWS / (importMs / 1000)).toLocaleString('en')} rows/s`);
  console.log(`  export (all rows):       ${exportMs.toFixed(0).padStart(6)} ms   (${(exported.byteLength / 1024).toFixed(0)} KB file)`);
  // Stops the job queue's workers before the database.
  await backend.database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
