import type { PoolClient, QueryResult } from 'pg';

type Query = PoolClient['query'];
type Callback = (error: Error | null, result?: QueryResult) => void;

/** A Submittable (a cursor, a stream) drives the connection itself and is answered through its own events. */
function isSubmittable(value: unknown): boolean {
  return typeof value === 'object' && value !== null && typeof (value as { submit?: unknown }).submit === 'function';
}

/**
 * Gives a connection one flow of statements: each is sent once the one before it on this
 * connection has been answered. A connection answers one statement at a time anyway; code that
 * starts several at once on a transaction's connection (reads gathered with Promise.all, such as a
 * notice reading every channel's settings) had node-postgres queue them itself, which it warns is
 * deprecated and which its next major release removes. Waiting here keeps that code right.
 */
export function oneStatementAtATime(client: PoolClient): void {
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  let previous: Promise<unknown> = Promise.resolve();
  const queued = (...args: unknown[]): unknown => {
    if (isSubmittable(args[0])) return send(...args);
    const callback = typeof args[args.length - 1] === 'function' ? (args.pop() as Callback) : undefined;
    const answered = previous.then(() => send(...args) as Promise<QueryResult>);
    previous = answered.catch(() => undefined);
    if (!callback) return answered;
    answered.then((result) => callback(null, result), (error: Error) => callback(error));
    return undefined;
  };
  client.query = queued as Query;
}
