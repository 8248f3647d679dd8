import { z } from 'zod';
import { DATE_PATTERN } from '@/lib/entity/rules';
import { makeCalendar, type WorkingCalendar } from '@/lib/entity/working-days/calendar';
import { parsePeriod } from '@/lib/entity/working-days/working-hours';

/** The working calendar's calls (工作日历, 系统管理) and what they take and answer (docs/time.md, "The working calendar"). */

// The paths live in a module without schemas, so a page that only calls them loads no zod.
export { workingCalendarPaths } from './working-calendar-paths';

/** The right (menu) of the calendar screen and its administrator calls. */
export const WORKING_CALENDAR_RIGHT = 'system-working-calendar';

/** Years the calendar can be asked about; the package covers fewer (the answer says which). */
export const CALENDAR_YEAR_MIN = 2004;
export const CALENDAR_YEAR_MAX = 2100;

/** The longest span the browser's days call answers (a leave request spans far less). */
export const CALENDAR_SPAN_MAX_DAYS = 3 * 366;

const day = z.string({ error: 'workingCalendar.dayInvalid' }).trim().regex(DATE_PATTERN, 'workingCalendar.dayInvalid').refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text), 'workingCalendar.dayInvalid');

export const calendarYearQuerySchema = z.object({
  year: z.coerce.number({ error: 'workingCalendar.yearInvalid' }).int('workingCalendar.yearInvalid').min(CALENDAR_YEAR_MIN, 'workingCalendar.yearInvalid').max(CALENDAR_YEAR_MAX, 'workingCalendar.yearInvalid'),
});

export const setCalendarDaySchema = z.object({
  date: day,
  working: z.boolean({ error: 'workingCalendar.workingInvalid' }),
  name: z.string({ error: 'workingCalendar.nameRequired' }).trim().min(1, 'workingCalendar.nameRequired').max(50, 'workingCalendar.nameTooLong'),
});

export const clearCalendarDaySchema = z.object({ date: day });

const period = z.string().trim().regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d$/, 'workingCalendar.hoursInvalid');

export const workingHoursSchema = z.object({
  periods: z.array(period, { error: 'workingCalendar.hoursInvalid' }).min(1, 'workingCalendar.hoursRequired').max(6, 'workingCalendar.hoursInvalid'),
});

export const calendarSpanQuerySchema = z.object({ from: day, to: day });

const markedDaySchema = z.strictObject({
  date: z.string(),
  working: z.boolean(),
  name: z.string(),
  source: z.enum(['package', 'override']),
});

/** One marked day of the year answer: for an override, also what the package says of that day (null: a plain day). */
const yearDaySchema = markedDaySchema.extend({
  package: z.strictObject({ working: z.boolean(), name: z.string() }).nullable(),
});
export type CalendarYearDay = z.infer<typeof yearDaySchema>;

export const calendarYearAnswerSchema = z.strictObject({
  year: z.number().int(),
  /** Whether the holiday package has this year's holidays; if not, only weekends and overrides mark days. */
  package_known: z.boolean(),
  days: z.array(yearDaySchema),
  hours: z.array(z.string()),
});
export type CalendarYearAnswer = z.infer<typeof calendarYearAnswerSchema>;

export const calendarSpanAnswerSchema = z.strictObject({
  days: z.array(markedDaySchema),
  hours: z.array(z.string()),
});
export type CalendarSpanAnswer = z.infer<typeof calendarSpanAnswerSchema>;

export const workingHoursAnswerSchema = z.strictObject({ periods: z.array(z.string()) });

/** The calendar the days call answers, as the shared arithmetic takes it. */
export function calendarOfSpan(answer: CalendarSpanAnswer): WorkingCalendar {
  return makeCalendar(answer.days, answer.hours.map(parsePeriod).filter((p) => p !== null));
}
