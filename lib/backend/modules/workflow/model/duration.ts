import { durationParts } from '@/lib/entity/working-days/duration-parts';

/** Adds an ISO 8601 duration (P1DT2H, PT30M, P2W) to a date; null when it is not one. */
export function addDuration(from: Date, text: string): Date | null {
  const parts = durationParts(text);
  if (!parts) return null;
  const { years, months, weeks, days, hours, minutes, seconds } = parts;
  const due = new Date(from.getTime());
  due.setUTCFullYear(due.getUTCFullYear() + years, due.getUTCMonth() + months, due.getUTCDate() + weeks * 7 + days);
  due.setTime(due.getTime() + ((hours * 60 + minutes) * 60 + seconds) * 1000);
  return due;
}
