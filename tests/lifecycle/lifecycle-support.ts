import pg from 'pg';

/** What the lifecycle tests share: their port, the environment of a production process, readiness, scratch databases. */

export const LIFECYCLE_PORT = Number(process.env.LIFECYCLE_PORT ?? 3231);

export const figure = (text: string) => console.log(`[lifecycle] ${text}`);

export function productionEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    SESSION_SECRET: 'lifecycle-test-secret-0123456789abcdefghij',
    COOKIE_SECURE: 'false',
    LOGIN_LIMIT_PER_ACCOUNT: '50',
    LOGIN_LIMIT_PER_ADDRESS: '200',
    ...extra,
  };
}

export const READY_PATH = '/api/gateway/ready';

/** The PostgreSQL server of the test run, or null when the run has none (TEST_DATABASE_URL empty). */
export function postgresServer(): string | null {
  return process.env.TEST_DATABASE_URL || null;
}

const made: string[] = [];

/** A new, empty database on the test server (dropped first if a run before left it), dropped by dropScratchDatabases. */
export async function scratchDatabase(prefix: string): Promise<string> {
  const name = `${prefix}_${process.pid}`;
  await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onServer(`CREATE DATABASE ${name}`);
  made.push(name);
  const url = new URL(postgresServer()!);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropScratchDatabases(): Promise<void> {
  for (const name of made.splice(0)) await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresServer()! });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
