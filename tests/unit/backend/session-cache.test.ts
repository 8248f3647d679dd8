import { describe, expect, it } from 'vitest';
import type { AuthContext } from '@/lib/backend/auth/context';
import { SessionCache } from '@/lib/backend/auth/session-cache';

const caller = (userKey: string) => ({ userKey }) as AuthContext;
const HOUR = 3_600_000;

function listening(): SessionCache {
  const sessions = new SessionCache();
  sessions.startListening();
  return sessions;
}

describe('the callers a process keeps', () => {
  it('keeps a caller until its token expires', async () => {
    const sessions = listening();
    const now = Date.now();
    await sessions.load('t', async () => ({ auth: caller('u1'), expiresAt: now + HOUR }));
    expect(sessions.find('t', now)?.userKey).toBe('u1');
    expect(sessions.find('t', now + HOUR)).toBeUndefined();
    expect(sessions.size).toBe(0);
  });

  it('keeps nothing before it listens, nor a token that signs no one in', async () => {
    const sessions = new SessionCache();
    await sessions.load('t', async () => ({ auth: caller('u1'), expiresAt: Date.now() + HOUR }));
    expect(sessions.find('t')).toBeUndefined();
    sessions.startListening();
    expect(await sessions.load('junk', async () => null)).toBeNull();
    expect(sessions.size).toBe(0);
  });

  it('drops everything on a notice, and does not keep what was read before it', async () => {
    const sessions = listening();
    await sessions.load('a', async () => ({ auth: caller('u1'), expiresAt: Date.now() + HOUR }));
    let finishRead: () => void = () => {};
    const loading = sessions.load('b', () => new Promise((resolve) => {
      finishRead = () => resolve({ auth: caller('u2'), expiresAt: Date.now() + HOUR });
    }));
    sessions.drop();
    finishRead();
    // The caller read before the notice still answers its own call, but is not kept.
    expect((await loading)?.userKey).toBe('u2');
    expect(sessions.find('a')).toBeUndefined();
    expect(sessions.find('b')).toBeUndefined();
  });

  it('keeps a value read beside the callers until the next notice, frozen, and not one read across a notice', async () => {
    const sessions = listening();
    let reads = 0;
    const read = async () => ({ realname: `王芳${++reads}`, roles: ['sales'] });
    expect((await sessions.keep('profile:u1', read))?.realname).toBe('王芳1');
    const kept = await sessions.keep('profile:u1', read);
    expect(kept?.realname).toBe('王芳1');
    expect(Object.isFrozen(kept) && Object.isFrozen(kept?.roles)).toBe(true);
    sessions.drop();
    expect((await sessions.keep('profile:u1', read))?.realname).toBe('王芳2');
    let finishRead: () => void = () => {};
    sessions.drop();
    const reading = sessions.keep('profile:u2', () => new Promise<{ realname: string }>((resolve) => { finishRead = () => resolve({ realname: '李娜' }); }));
    sessions.drop();
    finishRead();
    expect((await reading)?.realname).toBe('李娜');
    expect(await sessions.keep('profile:u2', async () => ({ realname: '李娜（新）' }))).toEqual({ realname: '李娜（新）' });
    expect(await sessions.keep('profile:none', async () => null)).toBeNull();
    expect(await sessions.keep('profile:none', async () => ({ realname: 'found later' }))).toEqual({ realname: 'found later' });
  });
});
