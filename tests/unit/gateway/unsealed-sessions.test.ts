import { sealData } from 'iron-session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sealExpiry, unsealSession } from '@/lib/gateway/unsealed-sessions';

const PASSWORD = 'unit-test-password-0123456789-abcdefghij';
const OTHER = 'another-password-0123456789-abcdefghijklmn';

afterEach(() => vi.useRealTimers());

describe('unsealSession', () => {
  it('answers the sealed contents, again from memory, and a copy each time', async () => {
    const sealed = await sealData({ token: 't1', userKey: 'u1' }, { password: PASSWORD, ttl: 60 });
    const first = await unsealSession(sealed, PASSWORD, 60);
    expect(first).toEqual({ token: 't1', userKey: 'u1' });
    first.token = 'changed';
    expect(await unsealSession(sealed, PASSWORD, 60)).toEqual({ token: 't1', userKey: 'u1' });
  });

  it('never answers a remembered seal after it expires', async () => {
    const sealed = await sealData({ token: 't2' }, { password: PASSWORD, ttl: 60 });
    expect(await unsealSession(sealed, PASSWORD, 60)).toEqual({ token: 't2' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000 + 60_000);
    expect(await unsealSession(sealed, PASSWORD, 60)).toEqual({});
  });

  it('refuses a tampered seal and one sealed with another password, every time', async () => {
    const sealed = await sealData({ token: 't3' }, { password: OTHER, ttl: 60 });
    expect(await unsealSession(sealed, PASSWORD, 60)).toEqual({});
    expect(await unsealSession(sealed, PASSWORD, 60)).toEqual({});
    const good = await sealData({ token: 't4' }, { password: PASSWORD, ttl: 60 });
    const tampered = good.replace(/\*([^*]{4})/, '*AAAA');
    expect(await unsealSession(tampered, PASSWORD, 60)).toEqual({});
  });

  it('reads the expiry of an iron seal', async () => {
    const sealed = await sealData({ a: 1 }, { password: PASSWORD, ttl: 60 });
    const expiry = sealExpiry(sealed)!;
    expect(expiry).toBeGreaterThan(Date.now());
    expect(expiry).toBeLessThanOrEqual(Date.now() + 61_000);
    expect(sealExpiry('not-a-seal')).toBeNull();
  });
});
