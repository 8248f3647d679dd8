import { describe, expect, it } from 'vitest';
import { addDays, addMonths, businessDay, daysOf, monthToDate, presetRange, rangeBounds, rangeLength } from '@/lib/entity/date-presets';
import { parseDateTime } from '@/lib/entity/datetime';

describe('date presets in the business time zone', () => {
  it("takes the business's day, not the server's: 17:00 UTC is already tomorrow in Shanghai", () => {
    expect(businessDay(new Date('2026-11-22T15:59:59Z'))).toBe('2026-11-22');
    expect(businessDay(new Date('2026-11-22T16:00:00Z'))).toBe('2026-11-23');
  });

  it('gives today, last week, last month and last three months ending today', () => {
    const now = new Date('2026-11-22T16:30:00Z'); // 2026-11-23 00:30 in Shanghai
    expect(presetRange('today', now)).toEqual({ from: '2026-11-23', to: '2026-11-23' });
    expect(presetRange('lastWeek', now)).toEqual({ from: '2026-11-16', to: '2026-11-23' });
    expect(presetRange('lastMonth', now)).toEqual({ from: '2026-10-23', to: '2026-11-23' });
    expect(presetRange('lastThreeMonths', now)).toEqual({ from: '2026-08-23', to: '2026-11-23' });
  });

  it('keeps month arithmetic inside shorter months and across years', () => {
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2028-05-31', -3)).toBe('2028-02-29');
    expect(addMonths('2026-01-15', -3)).toBe('2025-10-15');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(monthToDate(new Date('2026-02-28T20:00:00Z'))).toEqual({ from: '2026-03-01', to: '2026-03-01' });
  });

  it('lists the days of a range and counts them, both ends included', () => {
    expect(daysOf({ from: '2026-02-27', to: '2026-03-02' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(rangeLength({ from: '2026-01-01', to: '2026-12-31' })).toBe(365);
    expect(daysOf({ from: '2026-03-02', to: '2026-03-01' })).toEqual([]);
  });

  it('bounds a range for date-time filters from the first to the last millisecond, business time', () => {
    const { begin, end } = rangeBounds({ from: '2026-11-01', to: '2026-11-22' });
    expect(parseDateTime(begin)!.toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(parseDateTime(end)!.toISOString()).toBe('2026-11-22T15:59:59.999Z');
  });
});
