import { eq } from 'drizzle-orm';
import { ok } from '@/lib/contract/envelope';
import {
  calendarSpanAnswerSchema,
  calendarSpanQuerySchema,
  calendarYearAnswerSchema,
  calendarYearQuerySchema,
  CALENDAR_SPAN_MAX_DAYS,
  clearCalendarDaySchema,
  setCalendarDaySchema,
  WORKING_CALENDAR_RIGHT,
  workingHoursAnswerSchema,
  workingHoursSchema,
} from '@/lib/contract/working-calendar';
import { rangeLength } from '@/lib/entity/date-presets';
import type { MarkedDay } from '@/lib/entity/working-days/calendar';
import { parsePeriod, periodsInOrder } from '@/lib/entity/working-days/working-hours';
import { sysSetting, workingCalendarDay } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { defineCallRoute } from '../../http/route';
import { workflowFormCalls } from '@/lib/contract/workflow-form-calls';
import { noDataSchema } from '@/lib/contract/no-data';
import { packageEnglishName, PACKAGE_YEARS } from './package-days';
import { hoursText, markedDays, WORKING_HOURS_SETTING_KEY, workingHours } from './store';
import { workingCalendarCalls } from '@/lib/contract/working-calendar-calls';

const TAG = 'system';

const readYear = defineCallRoute(workingCalendarCalls.year, {
  tag: TAG,
  summary: "A year's marked days (holidays, make-up workdays, overrides; each with its source and the package's own marking) and the working hours; package_known false: the package has no data for the year",
  permission: WORKING_CALENDAR_RIGHT,
  input: calendarYearQuerySchema,
  output: calendarYearAnswerSchema,
  async handler({ db, input, locale }) {
    const { merged, fromPackage } = await markedDays(db, input.year, input.year);
    // The package's days in the reader's language; an administrator's own names as typed.
    const named = (day: MarkedDay): string => (locale === 'en-US' && day.source === 'package' ? packageEnglishName(day.date) ?? day.name : day.name);
    const days = merged.map((d) => {
      const under = d.source === 'override' ? fromPackage.get(d.date) : undefined;
      return { ...d, name: named(d), package: under ? { working: under.working, name: named(under) } : null };
    });
    return ok({ year: input.year, package_known: PACKAGE_YEARS.has(input.year), days, hours: hoursText(await workingHours(db)) });
  },
});

const setDay = defineCallRoute(workingCalendarCalls.setDay, {
  tag: TAG,
  summary: 'Mark one day as a day off (working false) or a working day (working true) with a name, over the package',
  permission: WORKING_CALENDAR_RIGHT,
  input: setCalendarDaySchema,
  output: noDataSchema,
  async handler({ db, auth, input }) {
    const now = new Date();
    const row = { day: input.date, working: input.working, name: input.name, update_by: auth.userKey, update_time: now };
    await db.insert(workingCalendarDay).values(row).onConflictDoUpdate({ target: workingCalendarDay.day, set: { working: row.working, name: row.name, update_by: row.update_by, update_time: now } });
    return ok(null, input.working ? 'workingCalendar.markedWorking' : 'workingCalendar.markedOff');
  },
});

const clearDay = defineCallRoute(workingCalendarCalls.clearDay, {
  tag: TAG,
  summary: "Drop a day's override: the package's marking (or the weekday rule) applies again",
  permission: WORKING_CALENDAR_RIGHT,
  input: clearCalendarDaySchema,
  output: noDataSchema,
  async handler({ db, input }) {
    const gone = await db.delete(workingCalendarDay).where(eq(workingCalendarDay.day, input.date)).returning({ day: workingCalendarDay.day });
    if (!gone.length) throw notFound('workingCalendar.noOverride');
    return ok(null, 'workingCalendar.cleared');
  },
});

const saveHours = defineCallRoute(workingCalendarCalls.hours, {
  tag: TAG,
  summary: 'Replace the daily working hours (periods such as 09:00-12:00, in order, not overlapping)',
  permission: WORKING_CALENDAR_RIGHT,
  input: workingHoursSchema,
  output: workingHoursAnswerSchema,
  async handler({ db, auth, input }) {
    const periods = input.periods.map(parsePeriod);
    if (periods.some((p) => p === null) || !periodsInOrder(periods.filter((p) => p !== null))) throw badRequest('workingCalendar.hoursOverlap');
    const now = new Date();
    await db
      .insert(sysSetting)
      .values({ setting_key: WORKING_HOURS_SETTING_KEY, value: input, update_by: auth.userKey, update_time: now })
      .onConflictDoUpdate({ target: sysSetting.setting_key, set: { value: input, update_by: auth.userKey, update_time: now } });
    return ok({ periods: input.periods }, 'workingCalendar.hoursSaved');
  },
});

const readSpan = defineCallRoute(workflowFormCalls.workingDays, {
  tag: TAG,
  summary: 'The marked days from `from` through `to` (at most three years) and the working hours, for counting working days in forms',
  input: calendarSpanQuerySchema,
  output: calendarSpanAnswerSchema,
  async handler({ db, input }) {
    if (input.to < input.from || rangeLength({ from: input.from, to: input.to }) > CALENDAR_SPAN_MAX_DAYS) throw badRequest('workingCalendar.spanInvalid');
    const first = Number(input.from.slice(0, 4));
    const last = Number(input.to.slice(0, 4));
    const { merged } = await markedDays(db, first, last);
    const days = merged.filter((d) => d.date >= input.from && d.date <= input.to);
    return ok({ days, hours: hoursText(await workingHours(db)) });
  },
});

export const workingCalendarRoutes = [readYear, setDay, clearDay, saveHours, readSpan];
