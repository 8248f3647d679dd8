import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const BENCH_SECRET = 'bench-only-secret-0123456789abcdefghijklmn';

/** Starts `next start` from the existing production build and waits until it answers. */
export async function startApp(port: number, env: Record<string, string>): Promise<{ url: string; stop(): void; child: ChildProcess }> {
  if (env.DATA_DIR) rmSync(env.DATA_DIR, { recursive: true, force: true });
  const child = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], {
    env: { ...process.env, SESSION_SECRET: BENCH_SECRET, PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/api/gateway/health`);
      if (res.ok) return { url, child, stop: () => child.kill('SIGTERM') };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`app on port ${port} did not start`);
}

/** A minimal HTTP upstream answering one fixed envelope: the floor any gateway adds to. */
export async function startStaticUpstream(): Promise<{ url: string; close(): Promise<void> }> {
  const body = JSON.stringify({ code: 0, msg: 'ok', data: { app_key: 'fincrm', app_name: '金融版CRM', station_name: null, station_logo: null } });
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => { server.closeAllConnections(); server.close(() => r()); }),
  };
}
