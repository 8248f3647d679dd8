// A company's day on one server: 50 connections, each a signed-in person going from the customer
// list to a customer's detail to saving it, in a loop, as three users of different reach (admin:
// everything; zhangwei: the leader; lina: her sales group). Against a production build on the
// embedded PGlite, fresh data folder. Prints req/s, latency p50/p95/p99, errors, the server's CPU
// time per call (and how much of it the thread serving requests spent; the rest is the database
// thread with PGLITE_THREAD, GC and I/O) and its memory (RSS) at the start, the end and the highest seen.
// Usage (after `npm run build`): npx tsx bench/signed-in-load.ts
//   BENCH_SECONDS=120 (default 60)  BENCH_CONNECTIONS=50  BENCH_PORT=3221
//   BENCH_URL=http://localhost:3000  load a running app instead of starting one (no CPU or RSS then)
//   PGLITE_THREAD=false              the app's PGlite on the serving thread (the default puts it on a thread of its own)
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../lib/backend/seed/demo-data';
import { startApp } from './support/servers';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3221);
const USERS = ['admin', 'zhangwei', 'lina'] as const;
/** Customers made per user before the run, so that no two connections ever save the same one. */
const OWN_RECORDS = Math.ceil(CONNECTIONS / USERS.length) + 5;
const WARM_UP_SECONDS = 10;

type Session = { user: string; cookie: string; records: string[] };

function procStat(pid: number): { cpuMs: number; rssMb: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return { cpuMs: (Number(stat[11]) + Number(stat[12])) * 10, rssMb: rssKb / 1024 };
}

/** CPU time of the thread that serves requests (the process's first), the rest being the database thread (PGLITE_THREAD), GC and I/O. */
function servingThreadCpuMs(pid: number): number {
  const ticks = (tid: string) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(stat[11]) + Number(stat[12])) * 10;
  };
  return readdirSync(`/proc/${pid}/task`).includes(String(pid)) ? ticks(String(pid)) : 0;
}

async function signIn(base: string, user: string): Promise<string> {
  const res = await fetch(`${base}/api/app/base/app/sys/user/login`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: user, password: DEMO_PASSWORD }),
  });
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!res.ok || !cookie) throw new Error(`${user} could not sign in: ${res.status}`);
  return cookie;
}

async function api<T>(base: string, cookie: string, method: string, path: string, json?: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { origin: base, cookie, ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = (await res.json()) as { code: number; msg?: string; data: T };
  if (body.code !== 0) throw new Error(`${method} ${path}: ${body.msg}`);
  return body.data;
}

/** Each user's own customers, made through the app so that each lies in its maker's reach. */
async function prepare(base: string): Promise<Session[]> {
  const sessions: Session[] = [];
  for (const user of USERS) {
    const cookie = await signIn(base, user);
    const records: string[] = [];
    for (let i = 0; i < OWN_RECORDS; i += 1) {
      const made = await api<{ customer_key: string }>(base, cookie, 'POST', '/api/crm/customer/addOrUpdate', { customer_name: `压测客户${user}${i}`, status: 'potential' });
      records.push(made.customer_key);
    }
    sessions.push({ user, cookie, records });
  }
  return sessions;
}

/**
 * The loop each connection runs: list, detail, save. A connection leases one free customer of
 * its user at the list and gives it back once saved, so saves never meet on one record.
 */
function dayOfWork(base: string, sessions: Session[]) {
  const free = new Map(sessions.map((s) => [s.user, [...s.records]]));
  let nextUser = 0;
  type Context = { session?: Session; key?: string; detail?: Record<string, unknown> };
  const headersOf = (session: Session, json: boolean) => ({ origin: base, cookie: session.cookie, ...(json ? { 'content-type': 'application/json' } : {}) });
  return [
    {
      method: 'POST' as const,
      path: '/api/crm/customer/query',
      setupRequest: (request: Record<string, unknown>, context: Context) => {
        const session = sessions[nextUser++ % sessions.length]!;
        const key = free.get(session.user)!.pop();
        if (!key) return { ...request, headers: headersOf(session, true), body: JSON.stringify({ pageNo: 1, pageSize: 20 }) };
        context.session = session;
        context.key = key;
        return { ...request, headers: headersOf(session, true), body: JSON.stringify({ pageNo: 1, pageSize: 20 }) };
      },
    },
    {
      method: 'GET' as const,
      setupRequest: (request: Record<string, unknown>, context: Context) => {
        if (!context.session || !context.key) return null;
        return { ...request, path: `/api/crm/customer/detail/${context.key}`, headers: headersOf(context.session, false) };
      },
      onResponse: (_status: number, body: string, context: Context) => {
        context.detail = (JSON.parse(body) as { data?: Record<string, unknown> }).data;
      },
    },
    {
      method: 'POST' as const,
      path: '/api/crm/customer/addOrUpdate',
      setupRequest: (request: Record<string, unknown>, context: Context) => {
        const { session, key, detail } = context;
        if (!session || !key || !detail) return null;
        const saved = { customer_key: key, version: detail.version, customer_name: detail.customer_name, status: detail.status, remark: `第${Date.now()}次保存` };
        return { ...request, headers: headersOf(session, true), body: JSON.stringify(saved) };
      },
      onResponse: (_status: number, body: string, context: Context) => {
        if (context.session && context.key) free.get(context.session.user)!.push(context.key);
        savesDone += 1;
        if ((JSON.parse(body) as { code: number }).code !== 0) refusedSaves += 1;
      },
    },
  ];
}

let refusedSaves = 0;
let savesDone = 0;

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)] ?? 0;
}

async function run(base: string, sessions: Session[], seconds: number) {
  const latencies: number[] = [];
  // Without a callback autocannon answers its tracker, which emits each response and is also awaitable.
  const instance = autocannon({ url: base, connections: CONNECTIONS, duration: seconds, requests: dayOfWork(base, sessions) as never }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  // on() answers the tracker itself, which is awaited on the next line.
  void instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return { result, latencies };
}

async function main(): Promise<void> {
  const external = process.env.BENCH_URL;
  const app = external ? null : await startApp(PORT, { DATA_DIR: '.tmp/bench-signed-in-load' });
  const base = external ?? app!.url;
  try {
    const sessions = await prepare(base);
    await run(base, sessions, WARM_UP_SECONDS);
    refusedSaves = 0;
    savesDone = 0;
    const pid = app?.child.pid;
    const before = pid ? procStat(pid) : null;
    const servingBefore = pid ? servingThreadCpuMs(pid) : 0;
    let highestRss = before?.rssMb ?? 0;
    const sampler = pid ? setInterval(() => { highestRss = Math.max(highestRss, procStat(pid).rssMb); }, 1000) : null;
    const { result, latencies } = await run(base, sessions, SECONDS);
    if (sampler) clearInterval(sampler);
    const after = pid ? procStat(pid) : null;
    const servingAfter = pid ? servingThreadCpuMs(pid) : 0;
    const total = result.requests.total;
    const errors = result.errors + result.non2xx + result.timeouts + refusedSaves;
    console.log(`\nSigned-in load (${new Date().toISOString()}): ${CONNECTIONS} connections as ${USERS.join(', ')}, list -> detail -> save, ${SECONDS} s after ${WARM_UP_SECONDS} s of warm-up`);
      const ms = (q: number) => `${percentile(latencies, q).toFixed(0)} ms`;
    console.log(`  ${(total / SECONDS).toFixed(0)} req/s   p50 ${ms(0.5)}   p95 ${ms(0.95)}   p99 ${ms(0.99)}   errors ${errors} (connection ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}, refused saves ${refusedSaves}) of ${total} calls, ${savesDone} saves`);
    if (before && after) {
      const perCall = (ms: number) => (ms / Math.max(1, total)).toFixed(2);
      const serving = servingAfter - servingBefore;
      console.log(`  server CPU ${perCall(after.cpuMs - before.cpuMs)} ms per call (serving thread ${perCall(serving)}, other threads ${perCall(after.cpuMs - before.cpuMs - serving)})   RSS ${before.rssMb.toFixed(0)} -> ${after.rssMb.toFixed(0)} MB (highest ${highestRss.toFixed(0)} MB)`);
    }
  } finally {
    app?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
