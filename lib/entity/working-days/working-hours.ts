import type { WorkingPeriod } from './calendar';

/** The company's working hours when nobody set them: 09:00–12:00 and 13:00–18:00. */
export const DEFAULT_WORKING_HOURS: readonly WorkingPeriod[] = [
  { start: 9 * 60, end: 12 * 60 },
  { start: 13 * 60, end: 18 * 60 },
];

const PERIOD = /^([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-4]):([0-5]\d)$/;

/** 'HH:mm-HH:mm' stretches of a day, in minutes. */
export function periodText(period: WorkingPeriod): string {
  const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return `${hhmm(period.start)}-${hhmm(period.end)}`;
}

/** Reads one 'HH:mm-HH:mm' stretch; null when it is not one or ends before it starts. */
export function parsePeriod(text: string): WorkingPeriod | null {
  const m = PERIOD.exec(text.trim());
  if (!m) return null;
  const start = Number(m[1]) * 60 + Number(m[2]);
  const end = Number(m[3]) * 60 + Number(m[4]);
  return end > start && end <= 24 * 60 ? { start, end } : null;
}

/** True when the stretches are in order and do not overlap (touching is allowed). */
export function periodsInOrder(periods: readonly WorkingPeriod[]): boolean {
  return periods.every((p, i) => i === 0 || periods[i - 1]!.end <= p.start);
}
