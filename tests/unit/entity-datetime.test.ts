import { describe, expect, it } from 'vitest';
import { parseDateTime } from '@/lib/entity/datetime';
import { fieldRule } from '@/lib/entity/zod-schema';

describe('date-times', () => {
  it('reads YYYY-MM-DD HH:mm:ss in China Standard Time and ISO with an offset', () => {
    expect(parseDateTime('2026-11-21 09:30:00')?.toISOString()).toBe('2026-11-21T01:30:00.000Z');
    expect(parseDateTime('2026-11-21T01:30:00Z')?.toISOString()).toBe('2026-11-21T01:30:00.000Z');
    expect(parseDateTime('2026-11-21T09:30:00+08:00')?.toISOString()).toBe('2026-11-21T01:30:00.000Z');
  });

  it('refuses anything else, including offset-less ISO that would depend on the server zone', () => {
    for (const bad of ['2026-11-21', '2026-11-21T09:30:00', 'yesterday', '2026-13-01 00:00:00', '']) expect(parseDateTime(bad)).toBeNull();
  });

  it('turns a datetime field into a Date for the database', () => {
    const rule = fieldRule({ type: 'datetime', label: 'x', required: true });
    expect(rule.parse('2026-01-02 03:04:05')).toEqual(new Date('2026-01-01T19:04:05.000Z'));
    expect(rule.safeParse('2026/01/02').success).toBe(false);
  });
});
