/** The working calendar's calls (工作日历, 系统管理; what they take and answer: ./working-calendar.ts). */
const SYS = '/api/app/base/app/sys/workingCalendar';

export const workingCalendarPaths = {
  /** GET ?year=: a year's marked days, package and overrides merged, with their sources (administrators). */
  year: `${SYS}/year`,
  /** POST: mark a day (休息日 / 工作日 with a name) over the package; administrators. */
  setDay: `${SYS}/day/set`,
  /** POST: drop a day's override, giving it back to the package or the weekday rule; administrators. */
  clearDay: `${SYS}/day/clear`,
  /** POST: the daily working hours; administrators. */
  hours: `${SYS}/hours`,
  /** GET ?from=&to=: the marked days of a span and the working hours, for anyone signed in (forms count working days with them). */
  days: `${SYS}/days`,
} as const;
