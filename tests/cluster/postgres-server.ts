import pg from 'pg';

/** The PostgreSQL server the cluster tests create their databases on. */
export const SERVER = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** The address of one database on that server. */
export function databaseUrl(name: string): string {
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's own database (creating and dropping test databases). */
export async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
