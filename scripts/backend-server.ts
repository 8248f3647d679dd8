/**
 * npm run backend: the embedded backend alone, answering the API contract over HTTP (token and
 * appKey headers, {code, msg, data} answers), for front ends started with UPSTREAM_URL pointing
 * here. Same environment as the app (DATA_DIR, DATABASE_URL, SEED_DEMO, …) plus BACKEND_PORT
 * (default 3300). Listens on 127.0.0.1 only unless BACKEND_HOST says otherwise: its callers are
 * gateways, which vouch for the client address they pass in X-Forwarded-For.
 */
import { createServer } from 'node:http';
import { serveOverHttp } from '@/lib/backend/http/node-server';
import { embeddedBackend } from '@/lib/backend/instance';

async function main(): Promise<void> {
  const port = Number(process.env.BACKEND_PORT ?? 3300);
  const host = process.env.BACKEND_HOST ?? '127.0.0.1';
  const backend = await embeddedBackend();
  await backend.jobs.start();
  const server = createServer(serveOverHttp((req) => backend.handle(req)));
  server.listen(port, host, () => console.log(`[backend] answering the API on http://${host}:${port} (worker ${backend.jobs.worker})`));
  // New calls are answered 503 and those under way finished before the database closes (Backend.stop);
  // the process ends once the server has also closed its last connection.
  const stop = (signal: NodeJS.Signals) => {
    console.log(`[backend] ${signal}: refusing new calls, finishing those under way`);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    void Promise.all([closed, backend.stop()])
      .catch((error: unknown) => console.error('[backend] stopping failed', error))
      .finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(`The backend did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
