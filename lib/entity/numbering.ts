import { businessDateTime } from './business-time';

/**
 * A numbering rule (编号规则): a record's number is its prefix, the business day and a sequence of
 * that day, e.g. HT-20261122-003 for the third contract of 22 November 2026. The server gives it
 * when the record is first saved without one; `{apiBase}/code` answers the next one.
 */
export interface NumberingDef {
  /** The text field that holds the number (unique). */
  field: string;
  prefix: string;
  /** Digits of the day's sequence (default 3). */
  digits?: number;
}

/** The part of every number given on this day: 'HT-20261122-'. */
export function numberingDayPrefix(rule: NumberingDef, now: Date): string {
  return `${rule.prefix}-${businessDateTime(now).slice(0, 10).replace(/-/g, '')}-`;
}

/** The numbers after the highest sequence already taken on this day. */
export function followingNumbers(rule: NumberingDef, dayPrefix: string, taken: readonly string[], count: number): string[] {
  const highest = taken.reduce((max, code) => {
    const n = Number.parseInt(code.slice(dayPrefix.length), 10);
    return code.startsWith(dayPrefix) && Number.isInteger(n) && n > max ? n : max;
  }, 0);
  return Array.from({ length: count }, (_, i) => `${dayPrefix}${String(highest + 1 + i).padStart(rule.digits ?? 3, '0')}`);
}
