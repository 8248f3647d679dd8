/** The parts of an ISO 8601 duration (P1DT2H, PT30M, P2W); null when the text is not one. */
export interface DurationParts {
  years: number;
  months: number;
  weeks: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const DURATION = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/i;

export function durationParts(text: string): DurationParts | null {
  const m = DURATION.exec(text);
  if (!m || text.toUpperCase() === 'P' || text.toUpperCase().endsWith('T')) return null;
  const [years, months, weeks, days, hours, minutes, seconds] = m.slice(1).map((v) => Number(v ?? 0)) as [number, number, number, number, number, number, number];
  return { years, months, weeks, days, hours, minutes, seconds };
}
