// From a decision to the e-mail at the SMTP server: 张伟 approves a payment request, so its next
// task is assigned, and the time until the next approver's e-mail reaches a real SMTP server
// (smtp-server, in this process) is measured, with the job queue's own polling and the wake after
// the decision's commit. Prints median, p95 and max over BENCH_DECISIONS (50) decisions, through
// the embedded API, on PGlite and (when it answers) PostgreSQL.
// Usage: npx tsx bench/notification-latency.ts   (BENCH_DECISIONS to change the count)
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Database } from '../lib/backend/db/client';
import { backendFrom, type Backend } from '../lib/backend/instance';
import { channelSettings, generalSettings } from '../lib/backend/modules/notifications/channel-settings';
import { seedDemo } from '../lib/backend/seed/demo';
import { DEMO_PASSWORD } from '../lib/backend/seed/demo-data';
import { MemoryStorage } from '../lib/backend/storage/local-folder-storage';
import { defaultNotifyPreferences, notifyPreferencePaths } from '../lib/contract/notify-preferences';
import { workflowPaths as paths } from '../lib/contract/workflow';
import { measureOnBoth } from './support/both-databases';

const DECISIONS = Number(process.env.BENCH_DECISIONS ?? 50);
const ORIGIN = 'http://bench.local';
const WAIT_MS = 120_000;

/** When each subject arrived at the SMTP server. */
const arrivals = new Map<string, number>();

async function smtpServer(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          arrivals.set(mail.subject ?? '', performance.now());
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function call<T>(backend: Backend, path: string, token: string | null, body: unknown): Promise<T> {
  const res = await backend.handle(new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { ...(token ? { token } : {}), 'content-type': 'application/json', origin: ORIGIN }, body: JSON.stringify(body) }));
  const answer = (await res.json()) as { code: number; msg: string; data: T };
  if (answer.code !== 0) throw new Error(`${path} refused: ${answer.msg}`);
  return answer.data;
}

async function login(backend: Backend, username: string): Promise<string> {
  const res = await backend.handle(new Request(`${ORIGIN}/api/app/base/app/sys/user/login`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `username=${username}&password=${encodeURIComponent(DEMO_PASSWORD)}`,
  }));
  return ((await res.json()) as { data: { token: string } }).data.token;
}

async function arrivalOf(subjectPart: string): Promise<number> {
  const until = performance.now() + WAIT_MS;
  while (performance.now() < until) {
    for (const [subject, at] of arrivals) if (subject.includes(subjectPart)) return at;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no e-mail about ${subjectPart} within ${WAIT_MS / 1000} s`);
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
const ms = (n: number) => `${n.toFixed(0).padStart(6)} ms`;

async function measure(kind: string, database: Database): Promise<string[]> {
  await seedDemo(database.db, { appKey: 'fincrm' });
  const backend = backendFrom(database, { storage: new MemoryStorage(), uploadMaxBytes: 1, defaultAppKey: 'fincrm' });
  const smtp = await smtpServer();
  try {
    const actor = { userKey: 'usr-admin', realname: '系统管理员' };
    await generalSettings.write(database.db, { site_origin: ORIGIN, allowed_hosts: ['127.0.0.1'] }, actor);
    await channelSettings.email.write(database.db, { enabled: true, host: '127.0.0.1', port: smtp.port, security: 'none', user: '', password: '', from_address: 'crm@example.com', from_name: 'CRM' }, actor);
    await backend.jobs.start();
    const [lina, zhangwei] = [await login(backend, 'lina'), await login(backend, 'zhangwei')];
    // 张伟's own new task stays in the app, so only the next approver's e-mail is waited for.
    await call(backend, notifyPreferencePaths.save, zhangwei, { ...defaultNotifyPreferences(), modes: { taskAssigned: { email: 'off' } } });
    const latencies: number[] = [];
    for (let i = 0; i < DECISIONS; i += 1) {
      const title = `付款时延${i}-${Date.now().toString(36)}`;
      const started = await call<{ tasks: { task_key: string }[] }>(backend, paths.startProcess, lina, { processDefinitionKey: 'payment_approval', title, formData: { payee: title, amount: 150000, purpose: '采购办公设备' } });
      const t0 = performance.now();
      const next = await call<{ tasks: { assignee: string | null }[] }>(backend, paths.confirm, zhangwei, { taskId: started.tasks[0]!.task_key });
      if (!next.tasks.length) throw new Error('the payment request ended at the first step: no next task to tell');
      latencies.push((await arrivalOf(title)) - t0);
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    return [`${kind}: ${DECISIONS} approvals, each assigning the next task; decision → e-mail at the SMTP server`, `  median ${ms(quantile(sorted, 0.5))}   p95 ${ms(quantile(sorted, 0.95))}   max ${ms(sorted.at(-1)!)}`];
  } finally {
    await backend.jobs.stop();
    await smtp.close();
  }
}

async function main(): Promise<void> {
  await measureOnBoth('Notification latency', 'fincrm_bench_notify_latency', measure);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
