import { describeDatabaseFailure } from './http/failure-log';

/** Values of the environment that must never reach a log line: secrets, and passwords inside addresses. */
export function secretsOf(env: Readonly<Record<string, string | undefined>>): string[] {
  const secrets = [env.SESSION_SECRET, env.SECRETS_KEY];
  for (const name of ['DATABASE_URL', 'UPSTREAM_URL', 'TEST_DATABASE_URL']) {
    try {
      const password = env[name] ? new URL(env[name]).password : '';
      if (password) secrets.push(password, decodeURIComponent(password));
    } catch {
      // Not an address: nothing inside it to hide.
    }
  }
  return secrets.filter((s): s is string => typeof s === 'string' && s.length >= 4);
}

function withoutSecrets(text: string, secrets: readonly string[]): string {
  return secrets.reduce((out, secret) => out.split(secret).join('***'), text);
}

/** What a log argument becomes: a failed statement described without its text or values, secrets masked. */
export function guardedLogArgument(value: unknown, secrets: readonly string[]): unknown {
  const database = describeDatabaseFailure(value);
  if (database) return database;
  if (typeof value === 'string') return withoutSecrets(value, secrets);
  if (value instanceof Error && secrets.some((s) => `${value.message}${value.stack}`.includes(s))) return withoutSecrets(value.stack ?? value.message, secrets);
  return value;
}

const guarded = globalThis as unknown as { __fincrmLogsGuarded?: boolean };

/**
 * The server's console, guarded: whatever logs an error (Next for a failing route, a library, code
 * of ours that forgot logFailure), a failed statement never shows its SQL or parameters (personal
 * data), and no secret of the environment shows at all. logFailure remains the way to log on purpose.
 */
export function guardServerLogs(env: Readonly<Record<string, string | undefined>> = process.env): void {
  if (guarded.__fincrmLogsGuarded) return;
  guarded.__fincrmLogsGuarded = true;
  const secrets = secretsOf(env);
  for (const level of ['error', 'warn', 'log', 'info'] as const) {
    const write = console[level].bind(console);
    console[level] = (...args: unknown[]) => write(...args.map((a) => guardedLogArgument(a, secrets)));
  }
}
