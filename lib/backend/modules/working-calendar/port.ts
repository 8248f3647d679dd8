/** What the working calendar offers the other areas: the calendar a due time or a form's days are counted in. */
export { calendarAround, loadWorkingCalendar } from './store';
