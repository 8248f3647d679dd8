import { declareCall, type In, type Out } from './call';
import type { noDataSchema } from './no-data';
import type { calendarYearAnswerSchema, calendarYearQuerySchema, clearCalendarDaySchema, setCalendarDaySchema, workingHoursAnswerSchema, workingHoursSchema } from './working-calendar';
import { workingCalendarPaths as paths } from './working-calendar-paths';

/** 工作日历's administrator calls (./call.ts); answered by lib/backend/modules/working-calendar. */
export const workingCalendarCalls = {
  year: declareCall<In<typeof calendarYearQuerySchema>, Out<typeof calendarYearAnswerSchema>>('GET', paths.year),
  setDay: declareCall<In<typeof setCalendarDaySchema>, Out<typeof noDataSchema>>('POST', paths.setDay),
  clearDay: declareCall<In<typeof clearCalendarDaySchema>, Out<typeof noDataSchema>>('POST', paths.clearDay),
  hours: declareCall<In<typeof workingHoursSchema>, Out<typeof workingHoursAnswerSchema>>('POST', paths.hours),
};
