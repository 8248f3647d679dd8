import { describe, expect, it } from 'vitest';
import { heldCode } from '@/components/widgets/held-code';

describe('heldCode', () => {
  it('holds nothing until fetched, then the code at once, fetched a single time', async () => {
    let loads = 0;
    const code = heldCode(async () => {
      loads += 1;
      return 'select';
    });
    expect(code.get()).toBeNull();
    const [first, second] = await Promise.all([code.fetch(), code.fetch()]);
    expect([first, second, code.get()]).toEqual(['select', 'select', 'select']);
    await code.fetch();
    expect(loads).toBe(1);
  });

  it('answers null when the code could not be had, and tries again on the next fetch', async () => {
    let loads = 0;
    const code = heldCode(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk failed');
      return 'select';
    });
    expect(await code.fetch()).toBeNull();
    expect(code.get()).toBeNull();
    expect(await code.fetch()).toBe('select');
    expect(loads).toBe(2);
  });
});
