import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { guardedLogArgument, secretsOf } from '@/lib/backend/log-guard';

const env = { SESSION_SECRET: 'a-session-secret-of-32-characters-x', DATABASE_URL: 'postgres://app:p%40ss-word@db:5432/fincrm', UPSTREAM_URL: 'https://api.example.com' };

describe('the guard on server logs', () => {
  const secrets = secretsOf(env);

  it('knows the session secret and the passwords inside addresses, decoded and not', () => {
    expect(secrets).toEqual(expect.arrayContaining(['a-session-secret-of-32-characters-x', 'p%40ss-word', 'p@ss-word']));
  });

  it('turns a failed statement, however deep in the causes, into its description without SQL or values', () => {
    const failed = new Error('route failed', { cause: new DrizzleQueryError('update "sys_user" set "phone" = $1', ['13912345678'], Object.assign(new Error('duplicate key'), { severity: 'ERROR', code: '23505', table: 'sys_user' })) });
    const shown = String(guardedLogArgument(failed, secrets));
    expect(shown).toBe('database error (code=23505, table=sys_user)');
    expect(shown).not.toContain('13912345678');
  });

  it('masks secrets in text and in errors, and leaves everything else as it was', () => {
    expect(guardedLogArgument('connecting to postgres://app:p@ss-word@db', secrets)).toBe('connecting to postgres://app:***@db');
    expect(String(guardedLogArgument(new Error('bad seal a-session-secret-of-32-characters-x'), secrets))).not.toContain('a-session-secret');
    const plain = new TypeError('x is not a function');
    expect(guardedLogArgument(plain, secrets)).toBe(plain);
    expect(guardedLogArgument({ n: 1 }, secrets)).toEqual({ n: 1 });
  });
});
