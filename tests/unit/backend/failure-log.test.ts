import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logFailure } from '@/lib/backend/http/failure-log';

/** Shaped like the error node-postgres and PGlite raise: a message and detail that repeat values. */
function databaseError(): Error {
  return Object.assign(new Error('duplicate key value violates unique constraint "sys_user_phone_uq"'), {
    severity: 'ERROR',
    code: '23505',
    detail: 'Key (phone)=(13912345678) already exists.',
    table: 'sys_user',
    constraint: 'sys_user_phone_uq',
    routine: '_bt_check_unique',
  });
}

const logged = () => vi.mocked(console.error).mock.calls.map((args) => args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(' ')).join('\n');

describe('logging a failed call', () => {
  afterEach(() => vi.restoreAllMocks());

  it('describes a failed statement by its error code and names, never by its text, parameters or detail', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = new DrizzleQueryError('update "sys_user" set "phone" = $1 where "user_key" = $2', ['13912345678', 'usr-1'], databaseError());
    logFailure('POST /api/x', failed);
    const line = logged();
    expect(line).toBe('[backend] POST /api/x failed: database error (code=23505, routine=_bt_check_unique, table=sys_user, constraint=sys_user_phone_uq)');
    expect(line).not.toContain('13912345678');
    expect(line).not.toContain('update');
  });

  it('says only that the database failed when a statement failed without a database error behind it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logFailure('GET /api/y', new Error('wrapped', { cause: new DrizzleQueryError('select $1', ['张三'], new Error('张三 not found')) }));
    expect(logged()).toBe('[backend] GET /api/y failed: database error');
  });

  it('logs any other failure with its stack', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logFailure('GET /api/z', new TypeError('x is not a function'));
    expect(logged()).toContain('x is not a function');
  });
});
