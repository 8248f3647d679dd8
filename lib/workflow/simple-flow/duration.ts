/**
 * The durations the simple designer offers (a number of minutes, hours or days) as the ISO 8601
 * durations the engine's timers read, and back.
 */

export const DURATION_UNITS = ['M', 'H', 'D'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export interface SimpleDuration {
  amount: number;
  unit: DurationUnit;
}

export function toIsoDuration({ amount, unit }: SimpleDuration): string {
  return unit === 'D' ? `P${amount}D` : `PT${amount}${unit}`;
}

/** The amount and unit of a duration the designer wrote; null for any other duration. */
export function fromIsoDuration(iso: string): SimpleDuration | null {
  const match = /^P(?:(\d+)D|T(\d+)([HM]))$/.exec(iso);
  if (!match) return null;
  return match[1] ? { amount: Number(match[1]), unit: 'D' } : { amount: Number(match[2]), unit: match[3] as DurationUnit };
}
