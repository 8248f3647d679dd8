import { describe, expect, it } from 'vitest';
import { quietUntil } from '@/lib/backend/modules/notification-rules/quiet-hours';

const night = { enabled: true, from: '22:00', to: '08:00' };
const lunch = { enabled: true, from: '12:00', to: '13:30' };

describe('quiet hours', () => {
  it('hold a notification across midnight until the morning, in Shanghai', () => {
    // 23:30 in Shanghai is 15:30 UTC: it waits until 08:00 Shanghai the next day (00:00 UTC).
    expect(quietUntil(new Date('2026-03-01T15:30:00Z'), night, 'Asia/Shanghai')?.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    // 03:00 Shanghai, after midnight: the same morning.
    expect(quietUntil(new Date('2026-03-01T19:00:00Z'), night, 'Asia/Shanghai')?.toISOString()).toBe('2026-03-02T00:00:00.000Z');
  });

  it('let a notification outside them leave at once', () => {
    expect(quietUntil(new Date('2026-03-01T02:00:00Z'), night, 'Asia/Shanghai')).toBeNull();
    // The end is not inside: 08:00 sharp goes out.
    expect(quietUntil(new Date('2026-03-02T00:00:00Z'), night, 'Asia/Shanghai')).toBeNull();
    // The start is: 22:00 sharp waits.
    expect(quietUntil(new Date('2026-03-01T14:00:00Z'), night, 'Asia/Shanghai')).not.toBeNull();
  });

  it('are read on the business clock of another zone, over a change to summer time', () => {
    // Berlin springs forward in the night of 29 March 2026 (02:00 CET → 03:00 CEST).
    // 23:00 CET on the 28th is 22:00 UTC; 08:00 CEST on the 29th is 06:00 UTC.
    expect(quietUntil(new Date('2026-03-28T22:00:00Z'), night, 'Europe/Berlin')?.toISOString()).toBe('2026-03-29T06:00:00.000Z');
    // 21:30 CET is before the quiet hours there, although it is 22:30 in Shanghai's sense of nothing.
    expect(quietUntil(new Date('2026-03-28T20:30:00Z'), night, 'Europe/Berlin')).toBeNull();
    // New York, west of UTC: 07:00 local (12:00 UTC in March after the change) waits till 08:00 local.
    expect(quietUntil(new Date('2026-03-10T11:00:00Z'), night, 'America/New_York')?.toISOString()).toBe('2026-03-10T12:00:00.000Z');
  });

  it('within one day end the same day', () => {
    expect(quietUntil(new Date('2026-03-01T04:15:00Z'), lunch, 'Asia/Shanghai')?.toISOString()).toBe('2026-03-01T05:30:00.000Z');
    expect(quietUntil(new Date('2026-03-01T05:30:00Z'), lunch, 'Asia/Shanghai')).toBeNull();
  });

  it('do nothing when turned off', () => {
    expect(quietUntil(new Date('2026-03-01T15:30:00Z'), { ...night, enabled: false }, 'Asia/Shanghai')).toBeNull();
  });
});
