import { businessDateTime } from '../../business-time';

/** How much of the business day a number carries: the day, the month, the year, or none. */
export const NUMBERING_DATE_PATTERNS = ['yyyyMMdd', 'yyyyMM', 'yyyy', 'none'] as const;
export type NumberingDatePattern = (typeof NUMBERING_DATE_PATTERNS)[number];

/**
 * A numbering rule (编号规则): a record's number is its prefix, the business day (or month, or
 * year, or nothing) and a sequence within it, e.g. HT-20261122-003 for the third contract of
 * 22 November 2026. The server gives it when the record is first saved without one;
 * `{apiBase}/code` answers the next one. The declaration gives the default; an administrator may
 * change prefix, date pattern and digits of each kind (编号规则, `/api/eis/restful/code`).
 */
export interface NumberingDef {
  /** The text field that holds the number (unique). */
  field: string;
  prefix: string;
  /** How much of the date the number carries (default the day, yyyyMMdd). */
  datePattern?: NumberingDatePattern;
  /** Digits of the sequence (default 3). */
  digits?: number;
}

/** The rule as it applies: the declaration's, with the stored settings of an administrator over it. */
export type NumberingRule = Required<Pick<NumberingDef, 'prefix' | 'datePattern' | 'digits'>>;

export function defaultNumberingRule(rule: NumberingDef): NumberingRule {
  return { prefix: rule.prefix, datePattern: rule.datePattern ?? 'yyyyMMdd', digits: rule.digits ?? 3 };
}

const DATE_LENGTH: Record<NumberingDatePattern, number> = { yyyyMMdd: 8, yyyyMM: 6, yyyy: 4, none: 0 };

/** The part every number of this period shares: 'HT-20261122-' (or 'HT-202611-', or 'HT-'). */
export function numberingDayPrefix(rule: NumberingRule, now: Date): string {
  const length = DATE_LENGTH[rule.datePattern];
  if (length === 0) return `${rule.prefix}-`;
  return `${rule.prefix}-${businessDateTime(now).slice(0, 10).replace(/-/g, '').slice(0, length)}-`;
}

/**
 * The numbers after the highest sequence already taken in this period. Only numbers that are the
 * period's prefix and digits count, so a day-numbered HT-20261122-003 does not count as sequence
 * 20261122 of a rule without date.
 */
export function followingNumbers(rule: NumberingRule, dayPrefix: string, taken: readonly string[], count: number): string[] {
  const highest = taken.reduce((max, code) => {
    const rest = code.slice(dayPrefix.length);
    if (!code.startsWith(dayPrefix) || !/^\d{1,12}$/.test(rest)) return max;
    const n = Number.parseInt(rest, 10);
    return n > max ? n : max;
  }, 0);
  return Array.from({ length: count }, (_, i) => `${dayPrefix}${String(highest + 1 + i).padStart(rule.digits, '0')}`);
}

/** A number the rule would give, for showing it as an example (sequence 1). */
export function numberingExample(rule: NumberingRule, now: Date): string {
  return followingNumbers(rule, numberingDayPrefix(rule, now), [], 1)[0]!;
}
