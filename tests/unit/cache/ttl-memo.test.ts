import { describe, expect, it } from 'vitest';
import { ttlMemo } from '@/lib/cache/ttl-memo';

describe('ttlMemo', () => {
  it('answers from memory until the time is up, then loads again', async () => {
    let clock = 0;
    let loads = 0;
    const get = ttlMemo(1000, async (key) => `${key}-${++loads}`, () => clock);
    expect(await get('a')).toBe('a-1');
    clock = 999;
    expect(await get('a')).toBe('a-1');
    expect(await get('b')).toBe('b-2');
    clock = 1000;
    expect(await get('a')).toBe('a-3');
  });

  it('shares one pending load between concurrent callers', async () => {
    let loads = 0;
    const get = ttlMemo(1000, async () => ++loads, () => 0);
    expect(await Promise.all([get('k'), get('k'), get('k')])).toEqual([1, 1, 1]);
  });

  it('forgets a failed load so the next call tries again', async () => {
    let fail = true;
    const get = ttlMemo(1000, async () => {
      if (fail) throw new Error('down');
      return 'up';
    }, () => 0);
    await expect(get('k')).rejects.toThrow('down');
    fail = false;
    expect(await get('k')).toBe('up');
  });
});
