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
  const stop = (signal: NodeJS.Signals) => {
    console.log(`[backend] ${signal}: finishing the requests under way`);
    server.close(() => {
      void backend.jobs.stop()
        .then(() => backend.database.close())
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(`The backend did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
