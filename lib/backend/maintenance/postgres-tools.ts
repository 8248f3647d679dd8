import { execFile } from 'node:child_process';

/**
 * PostgreSQL's own pg_dump and pg_restore, for the backups of a PostgreSQL deployment. The
 * password travels in the child's environment, not on its command line (which `ps` shows).
 */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

export function runPostgresTool(tool: 'pg_dump' | 'pg_restore', url: string, args: readonly string[]): Promise<void> {
  const { dbname, env } = connection(url);
  return new Promise((resolve, reject) => {
    execFile(tool, [...args, `--dbname=${dbname}`], { env, maxBuffer: 16 * 1024 * 1024 }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      reject(new Error(missing ? `${tool} was not found: install PostgreSQL's client programs (the server's major version or newer)` : `${tool} failed: ${stderr.trim() || error.message}`));
    });
  });
}

/** The address without its password, for messages. */
export function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
