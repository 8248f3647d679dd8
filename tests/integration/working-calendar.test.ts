import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Backend } from '@/lib/backend/instance';
import { calendarAround, loadWorkingCalendar } from '@/lib/backend/modules/working-calendar/port';
import { workingCalendarPaths as paths, type CalendarSpanAnswer, type CalendarYearAnswer } from '@/lib/contract/working-calendar';
import { addWorkingDays } from '@/lib/entity/working-days/days';
import { isWorkingDay } from '@/lib/entity/working-days/calendar';
import { businessDay } from '@/lib/entity/time-zone';
import { call, createTestBackend, loginAs } from '../support/backend';

let backend: Backend;
type Session = { token: string; userKey: string };
let admin: Session;
let lina: Session;
beforeAll(async () => {
  backend = await createTestBackend();
  [admin, lina] = await Promise.all([loginAs(backend, 'admin'), loginAs(backend, 'lina')]);
});
afterAll(async () => backend?.database.close());

const year = (who: Session, y: number | string) => call<CalendarYearAnswer>(backend, 'GET', paths.year, { token: who.token, query: { year: String(y) } });
const setDay = (who: Session, json: Record<string, unknown>) => call(backend, 'POST', paths.setDay, { token: who.token, json });
const clearDay = (who: Session, date: string) => call(backend, 'POST', paths.clearDay, { token: who.token, json: { date } });

describe('the working calendar calls', () => {
  it('refuses the year, the marking and the hours to a user without the right', async () => {
    expect((await year(lina, 2026)).body.code).toBe(403);
    expect((await setDay(lina, { date: '2026-12-24', working: false, name: '平安夜' })).body.code).toBe(403);
    expect((await clearDay(lina, '2026-12-24')).body.code).toBe(403);
    expect((await call(backend, 'POST', paths.hours, { token: lina.token, json: { periods: ['08:00-17:00'] } })).body.code).toBe(403);
    expect((await call(backend, 'GET', paths.year, { query: { year: '2026' } })).body.code).toBe(401);
  });

  it("answers a year the package knows: National Day off, its make-up Saturday working, each from the package", async () => {
    const res = await year(admin, 2026);
    expect(res.body.code).toBe(0);
    const data = res.body.data!;
    expect(data).toMatchObject({ year: 2026, package_known: true, hours: ['09:00-12:00', '13:00-18:00'] });
    expect(data.days.find((d) => d.date === '2026-10-01')).toEqual({ date: '2026-10-01', working: false, name: '国庆节', source: 'package', package: null });
    expect(data.days.find((d) => d.date === '2026-10-10')).toMatchObject({ working: true, name: '国庆节', source: 'package' });
    // In English, the package's own English names.
    const english = await call<CalendarYearAnswer>(backend, 'GET', paths.year, { token: admin.token, query: { year: '2026' }, headers: { 'accept-language': 'en-US' } });
    expect(english.body.data!.days.find((d) => d.date === '2026-10-01')).toMatchObject({ name: 'National Day', source: 'package' });
    expect(english.body.data!.days.find((d) => d.date === '2026-01-01')).toMatchObject({ name: "New Year's Day" });
  });

  it('lays an override over the package, answers it with what the package says, and clears it back', async () => {
    // A holiday made a working day, and a plain Thursday made a day off.
    expect((await setDay(admin, { date: '2026-10-08', working: false, name: '公司调休' })).body).toMatchObject({ code: 0, msg: '已设为休息日' });
    expect((await setDay(admin, { date: '2026-10-07', working: true, name: '值班' })).body).toMatchObject({ code: 0, msg: '已设为工作日' });
    let days = (await year(admin, 2026)).body.data!.days;
    expect(days.find((d) => d.date === '2026-10-08')).toEqual({ date: '2026-10-08', working: false, name: '公司调休', source: 'override', package: null });
    expect(days.find((d) => d.date === '2026-10-07')).toEqual({ date: '2026-10-07', working: true, name: '值班', source: 'override', package: { working: false, name: '国庆节' } });
    // Setting again replaces, not duplicates.
    await setDay(admin, { date: '2026-10-08', working: false, name: '公司活动日' });
    days = (await year(admin, 2026)).body.data!.days;
    expect(days.filter((d) => d.date === '2026-10-08')).toHaveLength(1);
    expect(days.find((d) => d.date === '2026-10-08')!.name).toBe('公司活动日');

    // The engine's calendar reads the same, in two queries.
    const calendar = await loadWorkingCalendar(backend.database.db, 2026, 2026);
    expect(isWorkingDay(calendar, '2026-10-07')).toBe(true);
    expect(isWorkingDay(calendar, '2026-10-08')).toBe(false);
    expect(addWorkingDays(calendar, '2026-09-30', 3)).toBe('2026-10-10'); // 10-07, 10-09, 10-10

    expect((await clearDay(admin, '2026-10-07')).body).toMatchObject({ code: 0, msg: '已恢复默认安排' });
    expect((await clearDay(admin, '2026-10-08')).body.code).toBe(0);
    days = (await year(admin, 2026)).body.data!.days;
    expect(days.find((d) => d.date === '2026-10-07')).toMatchObject({ working: false, source: 'package', name: '国庆节' });
    expect(days.find((d) => d.date === '2026-10-08')).toBeUndefined();
    // Nothing left to clear.
    expect((await clearDay(admin, '2026-10-08')).body).toMatchObject({ code: 404, msg: '该日没有管理员调整，无需恢复' });
  });

  it('answers a year beyond the package as weekends only, with its overrides', async () => {
    const data = (await year(admin, 2030)).body.data!;
    expect(data.package_known).toBe(false);
    expect(data.days).toEqual([]);
    await setDay(admin, { date: '2030-01-01', working: false, name: '元旦' });
    expect((await year(admin, 2030)).body.data!.days).toEqual([{ date: '2030-01-01', working: false, name: '元旦', source: 'override', package: null }]);
    await clearDay(admin, '2030-01-01');
  });

  it("shows the demo company's day off this year and, while the package lacks next year, next New Year's Day", async () => {
    const thisYear = Number(businessDay().slice(0, 4));
    const days = (await year(admin, thisYear)).body.data!.days;
    expect(days.find((d) => d.name === '公司年会')).toMatchObject({ working: false, source: 'override' });
    const next = (await year(admin, thisYear + 1)).body.data!;
    if (!next.package_known) expect(next.days.find((d) => d.date === `${thisYear + 1}-01-01`)).toMatchObject({ working: false, name: '元旦', source: 'override' });
  });

  it('refuses bad input with a clear message', async () => {
    expect((await year(admin, 1999)).body).toMatchObject({ code: 400, msg: expect.stringContaining('年份须为 2004 到 2100 之间的整数') });
    expect((await setDay(admin, { date: '2026-02-30', working: false, name: '无' })).body).toMatchObject({ code: 400, msg: expect.stringContaining('日期须为有效的 YYYY-MM-DD') });
    expect((await setDay(admin, { date: '2026-12-24', working: false, name: '  ' })).body).toMatchObject({ code: 400, msg: expect.stringContaining('请填写名称') });
    expect((await call(backend, 'POST', paths.hours, { token: admin.token, json: { periods: ['13:00-18:00', '09:00-14:00'] } })).body).toMatchObject({ code: 400, msg: '工作时段须按先后排列、结束晚于开始且互不重叠' });
  });

  it('keeps the working hours and gives anyone signed in the marked days of a span', async () => {
    expect((await call(backend, 'POST', paths.hours, { token: admin.token, json: { periods: ['08:30-12:00', '13:30-17:30'] } })).body).toMatchObject({ code: 0, data: { periods: ['08:30-12:00', '13:30-17:30'] } });
    const span = await call<CalendarSpanAnswer>(backend, 'GET', paths.days, { token: lina.token, query: { from: '2026-09-28', to: '2026-10-12' } });
    expect(span.body.data!.hours).toEqual(['08:30-12:00', '13:30-17:30']);
    expect(span.body.data!.days.map((d) => d.date)).toEqual(['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-04', '2026-10-05', '2026-10-06', '2026-10-07', '2026-10-10']);
    expect((await call(backend, 'GET', paths.days, { token: lina.token, query: { from: '2026-10-12', to: '2026-09-28' } })).body.code).toBe(400);
    const around = await calendarAround(backend.database.db, new Date('2026-11-27T04:00:00Z'));
    expect(around.hours).toEqual([{ start: 510, end: 720 }, { start: 810, end: 1050 }]);
    await call(backend, 'POST', paths.hours, { token: admin.token, json: { periods: ['09:00-12:00', '13:00-18:00'] } });
  });
});
