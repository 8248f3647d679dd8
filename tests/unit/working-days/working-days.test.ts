import { describe, expect, it } from 'vitest';
import { isWorkingDay, makeCalendar, type MarkedDay } from '@/lib/entity/working-days/calendar';
import { addWorkingDays, workingDaysBetween } from '@/lib/entity/working-days/days';
import { addWorkingDaysAt, addWorkingDuration, addWorkingHours } from '@/lib/entity/working-days/instants';
import { DEFAULT_WORKING_HOURS, parsePeriod, periodsInOrder } from '@/lib/entity/working-days/working-hours';
import { packageDays, PACKAGE_YEARS } from '@/lib/backend/modules/working-calendar/package-days';
import { countRangeDays, rangeDayCounter, workingDaySpan } from '@/lib/contract/approval-form/working-days';
import type { FormDesign } from '@/lib/contract/approval-form/design';
import { addDays } from '@/lib/entity/date-presets';

const ZONE = 'Asia/Shanghai';
const calendar2026 = makeCalendar(packageDays(2026), DEFAULT_WORKING_HOURS);
const at = (text: string) => new Date(text);

describe('working days of 2026 with the public holidays', () => {
  it('knows the package years and reads National Day and its make-up Saturday', () => {
    expect(PACKAGE_YEARS.has(2026)).toBe(true);
    expect(packageDays(2026).find((d) => d.date === '2026-10-01')).toEqual({ date: '2026-10-01', working: false, name: '国庆节', source: 'package' });
    expect(isWorkingDay(calendar2026, '2026-10-01')).toBe(false); // Thursday, holiday
    expect(isWorkingDay(calendar2026, '2026-10-10')).toBe(true); // Saturday, 调休上班
    expect(isWorkingDay(calendar2026, '2026-10-11')).toBe(false); // plain Sunday
    expect(isWorkingDay(calendar2026, '2026-09-30')).toBe(true); // plain Wednesday
  });

  it('lands a 3-working-day limit set on Wednesday 2026-09-30 on the make-up Saturday 2026-10-10', () => {
    // 10-01..10-07 are off; 10-08 Thu, 10-09 Fri, 10-10 Sat (调休) are the three working days.
    expect(addWorkingDays(calendar2026, '2026-09-30', 3)).toBe('2026-10-10');
    expect(addWorkingDays(calendar2026, '2026-09-30', 1)).toBe('2026-10-08');
    // Without the holiday data it would be the plain next Monday.
    expect(addWorkingDays(makeCalendar([], DEFAULT_WORKING_HOURS), '2026-09-30', 3)).toBe('2026-10-05');
  });

  it('keeps the clock time of an instant on the n-th working day', () => {
    const due = addWorkingDaysAt(calendar2026, at('2026-09-30T15:30:00+08:00'), 3, ZONE);
    expect(due.toISOString()).toBe(at('2026-10-10T15:30:00+08:00').toISOString());
  });

  it('counts a limit set on a day off to the end of work of the n-th working day', () => {
    const due = addWorkingDaysAt(calendar2026, at('2026-10-03T10:00:00+08:00'), 1, ZONE);
    expect(due.toISOString()).toBe(at('2026-10-08T18:00:00+08:00').toISOString());
  });

  it('counts working days between two days, both included', () => {
    expect(workingDaysBetween(calendar2026, '2026-09-28', '2026-10-11')).toBe(6); // 28, 29, 30 Sep; 8, 9, 10 Oct
    expect(workingDaysBetween(calendar2026, '2026-10-01', '2026-10-07')).toBe(0);
    expect(workingDaysBetween(calendar2026, '2026-10-10', '2026-10-10')).toBe(1);
    expect(workingDaysBetween(calendar2026, '2026-10-10', '2026-10-09')).toBe(0);
  });

  it('lets an override win over the package', () => {
    const companyDay: MarkedDay = { date: '2026-10-09', working: false, name: '公司活动日', source: 'override' };
    const calendar = makeCalendar([...packageDays(2026), companyDay], DEFAULT_WORKING_HOURS);
    expect(isWorkingDay(calendar, '2026-10-09')).toBe(false);
    expect(addWorkingDays(calendar, '2026-09-30', 3)).toBe('2026-10-12');
  });
});

describe('working hours', () => {
  it('skips the lunch break', () => {
    expect(addWorkingHours(calendar2026, at('2026-11-25T11:00:00+08:00'), 2, ZONE).toISOString()).toBe(at('2026-11-25T14:00:00+08:00').toISOString());
  });

  it('carries over the night and the weekend', () => {
    // Friday 17:00 + 2h: one hour on Friday, the second from Monday 09:00.
    expect(addWorkingHours(calendar2026, at('2026-11-27T17:00:00+08:00'), 2, ZONE).toISOString()).toBe(at('2026-11-30T10:00:00+08:00').toISOString());
    // Started at night: counting begins at 09:00 the next working day.
    expect(addWorkingHours(calendar2026, at('2026-11-24T21:00:00+08:00'), 1.5, ZONE).toISOString()).toBe(at('2026-11-25T10:30:00+08:00').toISOString());
  });

  it('works on a make-up Saturday and skips the holiday week', () => {
    // Wednesday 2026-09-30 17:00 + 9h: 1h that day, 8h on Thursday 10-08 → ends 10-08 18:00.
    expect(addWorkingHours(calendar2026, at('2026-09-30T17:00:00+08:00'), 9, ZONE).toISOString()).toBe(at('2026-10-08T18:00:00+08:00').toISOString());
    // Friday 10-09 18:00 + 1h lands on the 调休 Saturday 10-10 at 10:00.
    expect(addWorkingHours(calendar2026, at('2026-10-09T18:00:00+08:00'), 1, ZONE).toISOString()).toBe(at('2026-10-10T10:00:00+08:00').toISOString());
  });

  it('reads ISO durations as working time', () => {
    expect(addWorkingDuration(calendar2026, at('2026-09-30T15:00:00+08:00'), 'P3D', ZONE)?.toISOString()).toBe(at('2026-10-10T15:00:00+08:00').toISOString());
    expect(addWorkingDuration(calendar2026, at('2026-09-30T15:00:00+08:00'), 'PT4H', ZONE)?.toISOString()).toBe(at('2026-10-08T10:00:00+08:00').toISOString());
    expect(addWorkingDuration(calendar2026, at('2026-09-30T15:00:00+08:00'), 'P1M', ZONE)).toBeNull();
    expect(addWorkingDuration(calendar2026, at('2026-09-30T15:00:00+08:00'), 'soon', ZONE)).toBeNull();
  });

  it('reads and checks working periods', () => {
    expect(parsePeriod('09:00-12:00')).toEqual({ start: 540, end: 720 });
    expect(parsePeriod('12:00-09:00')).toBeNull();
    expect(parsePeriod('9-12')).toBeNull();
    expect(periodsInOrder([{ start: 540, end: 720 }, { start: 700, end: 800 }])).toBe(false);
  });
});

describe('counting working days of a span', () => {
  it('agrees with a day-by-day count over whole years, with overrides on weekdays and weekends', () => {
    const calendar = makeCalendar([...packageDays(2025), ...packageDays(2026), { date: '2026-03-04', working: false, name: '公司日', source: 'override' }, { date: '2026-03-07', working: true, name: '加班', source: 'override' }], DEFAULT_WORKING_HOURS);
    const oneByOne = (from: string, to: string) => {
      let n = 0;
      for (let d = from; d <= to; d = addDays(d, 1)) if (isWorkingDay(calendar, d)) n += 1;
      return n;
    };
    for (const [from, to] of [['2025-01-01', '2026-12-31'], ['2026-02-10', '2026-03-09'], ['2026-09-26', '2026-10-12'], ['2026-10-03', '2026-10-04']] as const) {
      expect(workingDaysBetween(calendar, from, to), `${from}..${to}`).toBe(oneByOne(from, to));
    }
    expect(workingDaysBetween(calendar, '2026-01-01', '2026-12-31')).toBe(oneByOne('2026-01-01', '2026-12-31'));
  });

  it("gives a designed form's date range its working days on the calendar", () => {
    const counter = rangeDayCounter(calendar2026);
    expect(counter('2026-09-30', '2026-10-09', true)).toBe(3);
    expect(counter('2026-09-30', '2026-10-09', false)).toBe(10);
    expect(countRangeDays('2026-09-30', '2026-10-09', true)).toBe(8); // weekends only, without a calendar
    expect(counter('2026-10-09', '2026-09-30', true)).toBe(0);
    const design: FormDesign = { fields: [{ kind: 'dateRange', id: 'leave', label: '请假时间', workdays: true }, { kind: 'dateRange', id: 'trip', label: '出差', workdays: false }] };
    expect(workingDaySpan(design, { leave: { start: '2026-12-30', end: '2027-01-04' }, trip: { start: '2020-01-01', end: '2030-01-01' } })).toEqual({ from: '2026-12-30', to: '2027-01-04' });
    expect(workingDaySpan(design, { leave: null })).toBeNull();
  });
});
