import { DATETIME_PATTERN } from './rules';

/**
 * Date-times travel as 'YYYY-MM-DD HH:mm:ss' (spec-1 §9) in the business's time zone, China
 * Standard Time (no daylight saving), or as ISO 8601 with an explicit offset.
 */
export const BUSINESS_UTC_OFFSET = '+08:00';

export function parseDateTime(raw: string): Date | null {
  const value = raw.trim();
  const iso = DATETIME_PATTERN.test(value) ? `${value.replace(' ', 'T')}${BUSINESS_UTC_OFFSET}` : value;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(iso)) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}
