import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** One `next start` of the production build, as an operator would run it behind a balancer. */
export interface AppProcess {
  name: string;
  port: number;
  origin: string;
  /** Its DATA_DIR: one of its own, as on a machine of its own, unless the caller names one. */
  dataDir: string;
  /** host:pid, as the job run log names the process. */
  worker: string;
  output: string[];
  child: ChildProcess;
  alive: () => boolean;
}

/** Every process started, so a failed start-up still stops them all. */
const started: AppProcess[] = [];

export interface StartOptions {
  /** The process's data folder; by default one of its own per port, emptied first. */
  dataDir?: string;
  /** Keep what the data folder holds (a second start on a used folder). */
  keepData?: boolean;
  /** `next start` of the production build (default), or `next dev` as the README's start command runs it. */
  mode?: 'start' | 'dev';
  /** What must answer 200 before the process counts as up (by default the login page). */
  readyPath?: string;
  /** Started as `npm start` starts it (scripts/start.mjs), not as `next start` itself. */
  viaStartScript?: boolean;
}

export async function startApp(name: string, port: number, env: Record<string, string>, options: StartOptions = {}): Promise<AppProcess> {
  const dataDir = path.resolve(options.dataDir ?? `.tmp/cluster-${port}`);
  if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const mode = options.mode ?? 'start';
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: mode === 'dev' ? 'development' : 'production' };
  delete childEnv.UPSTREAM_URL;
  // A process group of its own, signalled as a whole as a terminal or a service manager does
  // (`next dev` runs the server in a child process).
  const command = options.viaStartScript ? ['scripts/start.mjs', '-p', String(port)] : ['node_modules/next/dist/bin/next', mode, '-p', String(port)];
  const child = spawn(process.execPath, command, { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const output: string[] = [];
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const app: AppProcess = { name, port, origin: `http://127.0.0.1:${port}`, dataDir, worker: '', output, child, alive: () => !exited };
  started.push(app);
  const worker = new Promise<string>((resolve) => {
    const read = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (line.trim()) output.push(line);
        const found = /\[jobs\] worker (\S+) started/.exec(line);
        if (found) resolve(found[1]!);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
  });
  // The development server compiles each route on its first request.
  const deadline = Date.now() + (mode === 'dev' ? 240_000 : 90_000);
  app.worker = await Promise.race([
    worker,
    new Promise<string>((_, reject) => {
      const timer = setInterval(() => {
        if (exited || Date.now() > deadline) {
          clearInterval(timer);
          reject(new Error(`${name} did not start:\n${output.slice(-30).join('\n')}`));
        }
      }, 250);
      void worker.then(() => clearInterval(timer));
    }),
  ]);
  // Ready to answer pages too, not only started its backend.
  const readyPath = options.readyPath ?? '/login';
  let last = 'no answer yet';
  for (;;) {
    const answer = await fetch(`${app.origin}${readyPath}`, { signal: AbortSignal.timeout(10_000) }).catch((error: Error) => error);
    if (!(answer instanceof Error) && answer.status === 200) break;
    last = answer instanceof Error ? `${answer.name}: ${answer.message}` : `HTTP ${answer.status}`;
    if (Date.now() > deadline) throw new Error(`${name} does not answer ${readyPath} (last: ${last}):\n${output.slice(-30).join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return app;
}

function signalGroup(app: AppProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-app.child.pid!, signal);
  } catch {
    app.child.kill(signal);
  }
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** From the signal to the process's end. */
  ms: number;
}

/** Sends the signal and waits for the process to end (SIGKILL after `limitMs`); null when it had already ended. */
export async function stopApp(app: AppProcess | undefined, signal: NodeJS.Signals = 'SIGTERM', limitMs = 15_000): Promise<Exit | null> {
  if (!app || !app.alive()) return null;
  const sent = Date.now();
  const exited = new Promise<Exit>((resolve) => app.child.once('exit', (code, how) => resolve({ code, signal: how, ms: Date.now() - sent })));
  signalGroup(app, signal);
  const timer = setTimeout(() => app.alive() && signalGroup(app, 'SIGKILL'), limitMs);
  const exit = await exited;
  clearTimeout(timer);
  return exit;
}

export async function stopAll(): Promise<void> {
  await Promise.all(started.splice(0).map((app) => stopApp(app)));
}
