import { describe, expect, it } from 'vitest';
import { funnelOrder } from '@/components/crm-reports/funnel-order';

describe('funnel order', () => {
  it('never puts a wider stage under a narrower one', () => {
    const stages = [
      { name: 'clues', value: 12 },
      { name: 'converted', value: 3 },
      { name: 'customers', value: 9 },
      { name: 'opportunities', value: 3 },
      { name: 'won', value: 0 },
      { name: 'orders', value: 1 },
    ];
    const drawn = funnelOrder(stages);
    expect(drawn.map((s) => s.name)).toEqual(['clues', 'customers', 'converted', 'opportunities', 'orders', 'won']);
    for (let i = 1; i < drawn.length; i += 1) expect(drawn[i]!.value).toBeLessThanOrEqual(drawn[i - 1]!.value);
    // The figures given are left as they were.
    expect(stages[1]?.name).toBe('converted');
  });
});
