import { afterEach, describe, expect, it } from 'vitest';
import { presetRange, rangeBounds } from '@/lib/entity/date-presets';
import { parseDateTime } from '@/lib/entity/datetime';
import {
  businessDay, businessTimeZone, dayStart, instantOfWallClock, isTimeZone, setBusinessTimeZone, zonedDateTime, zonedIso,
} from '@/lib/entity/time-zone';

afterEach(() => {
  setBusinessTimeZone(null);
  delete process.env.BUSINESS_TIME_ZONE;
});

describe('the business time zone', () => {
  it('is Asia/Shanghai unless BUSINESS_TIME_ZONE or the browser’s provider names another', () => {
    expect(businessTimeZone()).toBe('Asia/Shanghai');
    process.env.BUSINESS_TIME_ZONE = 'Europe/Berlin';
    expect(businessTimeZone()).toBe('Europe/Berlin');
    setBusinessTimeZone('America/Los_Angeles');
    expect(businessTimeZone()).toBe('America/Los_Angeles');
  });

  it('knows IANA names only', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    for (const bad of ['', 'Mars/Olympus', 'GMT+8 please']) expect(isTimeZone(bad)).toBe(false);
    expect(() => setBusinessTimeZone('Mars/Olympus')).toThrow();
  });
});

describe('wall-clock times in a zone', () => {
  const cases = [
    ['Asia/Shanghai', '2026-03-01 09:00:00', '2026-03-01T01:00:00.000Z', '+08:00'],
    ['UTC', '2026-03-01 09:00:00', '2026-03-01T09:00:00.000Z', '+00:00'],
    ['America/Los_Angeles', '2026-03-01 09:00:00', '2026-03-01T17:00:00.000Z', '-08:00'],
    ['America/Los_Angeles', '2026-07-01 09:00:00', '2026-07-01T16:00:00.000Z', '-07:00'],
  ] as const;

  it('read and written back unchanged, with the offset of the day', () => {
    for (const [zone, wall, iso, offset] of cases) {
      const instant = instantOfWallClock(wall, zone)!;
      expect(instant.toISOString()).toBe(iso);
      expect(zonedDateTime(instant, zone)).toBe(wall);
      expect(zonedIso(instant, zone)).toBe(`${wall.replace(' ', 'T')}${offset}`);
      expect(new Date(zonedIso(instant, zone)).toISOString()).toBe(iso);
    }
  });

  it('refuses days and hours that do not exist', () => {
    for (const bad of ['2026-02-30 09:00:00', '2026-03-01 24:00:00', '2026-3-1', 'today']) expect(instantOfWallClock(bad, 'UTC')).toBeNull();
  });

  it('count a day with a daylight-saving change as its real length', () => {
    const start = dayStart('2026-03-08', 'America/Los_Angeles');
    const next = dayStart('2026-03-09', 'America/Los_Angeles');
    expect(next.getTime() - start.getTime()).toBe(23 * 60 * 60 * 1000);
  });
});

describe('the business day', () => {
  it('is the business zone’s date, not UTC’s, near midnight UTC', () => {
    const lateUtc = new Date('2026-03-01T23:30:00Z');
    expect(businessDay(lateUtc, 'Asia/Shanghai')).toBe('2026-03-02');
    expect(businessDay(lateUtc, 'UTC')).toBe('2026-03-01');
    expect(businessDay(new Date('2026-03-02T07:30:00Z'), 'America/Los_Angeles')).toBe('2026-03-01');
  });

  it('makes "today" of the presets and report ranges, ending at the business day’s last moment', () => {
    const now = new Date('2026-03-01T16:30:00Z'); // 00:30 on 2 March in Shanghai
    expect(presetRange('today', now)).toEqual({ from: '2026-03-02', to: '2026-03-02' });
    const { begin, end } = rangeBounds({ from: '2026-03-02', to: '2026-03-02' });
    expect(parseDateTime(begin)?.toISOString()).toBe('2026-03-01T16:00:00.000Z');
    expect(parseDateTime(end)?.toISOString()).toBe('2026-03-02T15:59:59.999Z');
    setBusinessTimeZone('America/Los_Angeles');
    expect(presetRange('today', now)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
  });
});

describe('date-times as they travel', () => {
  it('take an offset as given and read text without one in the business zone', () => {
    expect(parseDateTime('2026-03-01T01:00:00Z')?.toISOString()).toBe('2026-03-01T01:00:00.000Z');
    expect(parseDateTime('2026-03-01T09:00:00+08:00')?.toISOString()).toBe('2026-03-01T01:00:00.000Z');
    expect(parseDateTime('2026-03-01 09:00:00')?.toISOString()).toBe('2026-03-01T01:00:00.000Z');
    setBusinessTimeZone('America/Los_Angeles');
    expect(parseDateTime('2026-07-01 09:00:00')?.toISOString()).toBe('2026-07-01T16:00:00.000Z');
    expect(parseDateTime('2026-07-01T09:00:00')).toBeNull();
  });
});
