import { DrizzleQueryError } from 'drizzle-orm/errors';

/** What a PostgreSQL (or PGlite) error says about itself besides its message. */
interface DatabaseErrorFields {
  code?: unknown;
  severity?: unknown;
  routine?: unknown;
  table?: unknown;
  column?: unknown;
  constraint?: unknown;
}

function isDatabaseError(value: unknown): value is Error & DatabaseErrorFields {
  return value instanceof Error && typeof (value as DatabaseErrorFields).code === 'string' && typeof (value as DatabaseErrorFields).severity === 'string';
}

/** The failed statement or the database's error somewhere along the cause chain, if any. */
function databaseFailure(error: unknown): { statement: boolean; database: DatabaseErrorFields | null } | null {
  let statement = false;
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth += 1) {
    if (current instanceof DrizzleQueryError) statement = true;
    if (isDatabaseError(current)) return { statement, database: current };
    current = current.cause;
  }
  return statement ? { statement, database: null } : null;
}

/**
 * A failed statement described by the database's error code and the names of the table, column
 * and constraint involved: never by its text, its parameters or the database's message and
 * detail, which repeat the values (personal data among them). Null for any other failure.
 */
export function describeDatabaseFailure(error: unknown): string | null {
  const failure = databaseFailure(error);
  if (!failure) return null;
  const facts = Object.entries({
    code: failure.database?.code,
    routine: failure.database?.routine,
    table: failure.database?.table,
    column: failure.database?.column,
    constraint: failure.database?.constraint,
  }).filter(([, v]) => typeof v === 'string' && v !== '').map(([k, v]) => `${k}=${String(v)}`);
  return `database error${facts.length ? ` (${facts.join(', ')})` : ''}`;
}

/** One log line for a call that failed: a database failure as describeDatabaseFailure says, any other fault of ours with its stack. */
export function logFailure(where: string, error: unknown): void {
  const database = describeDatabaseFailure(error);
  if (database) console.error(`[backend] ${where} failed: ${database}`);
  else console.error(`[backend] ${where} failed`, error);
}

/** A refused request worth noting (malformed on purpose, most likely); names the parameter, never its value. */
export function logRefusal(where: string, reason: string): void {
  console.warn(`[backend] ${where} refused: ${reason}`);
}
