import dayjs from 'dayjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { browserOnBusinessClock, businessNow, businessToday, formatBusinessTime, toBusinessDayjs, toInstantText, toWallClockText } from '@/lib/client/business-time';
import { BROWSER_ZONES, inBrowserZone } from './browser-zones';

for (const zone of BROWSER_ZONES) {
  describe(`the browser's business time in ${zone}`, () => {
    beforeEach(() => inBrowserZone(zone));

    it('shows an instant as the business wall clock and gives the same instant back', () => {
      for (const stored of ['2026-03-01T01:00:00.000Z', '2026-03-08T10:30:00Z', '2026-11-01T09:15:00+08:00', '2026-12-03T23:47:28.391Z']) {
        const shown = toBusinessDayjs(stored)!;
        const back = toInstantText(shown)!;
        expect(back).toMatch(/\+08:00$/);
        expect(new Date(back).getTime()).toBe(new Date(stored).getTime());
      }
      expect(formatBusinessTime('2026-03-01T01:00:00Z')).toBe('2026-03-01 09:00:00');
      expect(formatBusinessTime(new Date('2026-03-01T16:00:00Z'), 'YYYY-MM-DD HH:mm')).toBe('2026-03-02 00:00');
    });

    it('takes what a picker built as business time', () => {
      expect(toInstantText(dayjs('2026-03-01 09:00:00'))).toBe('2026-03-01T09:00:00+08:00');
      expect(toWallClockText(dayjs('2026-03-01 09:00:00'))).toBe('2026-03-01 09:00:00');
    });

    it('leaves a date-only value on its day', () => {
      for (const day of ['2026-01-01', '2026-03-08', '2026-11-01']) expect(toBusinessDayjs(day)!.format('YYYY-MM-DD')).toBe(day);
    });

    it('counts today and now in the business zone near midnight UTC', () => {
      const lateUtc = new Date('2026-03-01T23:30:00Z');
      expect(businessToday(lateUtc)).toBe('2026-03-02');
      expect(businessNow(lateUtc).format('YYYY-MM-DD HH:mm')).toBe('2026-03-02 07:30');
    });

    it('offers the browser’s own now only when its clock reads as the business’s', () => {
      expect(browserOnBusinessClock(new Date('2026-03-01T01:00:00Z'))).toBe(zone === 'Asia/Shanghai');
    });

    it('shows nothing for nothing', () => {
      expect(toBusinessDayjs('')).toBeNull();
      expect(toBusinessDayjs('not a date')).toBeNull();
      expect(toInstantText(null)).toBeNull();
      expect(formatBusinessTime(undefined)).toBe('');
    });
  });
}
