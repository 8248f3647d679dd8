import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** One `next start` of the production build, as an operator would run it behind a balancer. */
export interface AppProcess {
  name: string;
  port: number;
  origin: string;
  /** host:pid, as the job run log names the process. */
  worker: string;
  output: string[];
  child: ChildProcess;
  alive: () => boolean;
}

/** Every process started, so a failed start-up still stops them all. */
const started: AppProcess[] = [];

export async function startApp(name: string, port: number, env: Record<string, string>): Promise<AppProcess> {
  const dataDir = path.resolve(`.tmp/cluster-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production' };
  delete childEnv.UPSTREAM_URL;
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const app: AppProcess = { name, port, origin: `http://127.0.0.1:${port}`, worker: '', output, child, alive: () => !exited };
  started.push(app);
  const worker = new Promise<string>((resolve) => {
    const read = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        if (line.trim()) output.push(line);
        const found = /\[jobs\] worker (\S+) started/.exec(line);
        if (found) resolve(found[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
  });
  const deadline = Date.now() + 90_000;
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
  while ((await fetch(`${app.origin}/login`).catch(() => null))?.status !== 200) {
    if (Date.now() > deadline) throw new Error(`${name} does not answer /login`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return app;
}

export async function stopApp(app: AppProcess | undefined): Promise<void> {
  if (!app || !app.alive()) return;
  const exited = new Promise((resolve) => app.child.once('exit', resolve));
  app.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  if (app.alive()) app.child.kill('SIGKILL');
}

export async function stopAll(): Promise<void> {
  await Promise.all(started.splice(0).map(stopApp));
}
