/**
 * The business time zone and the arithmetic of wall-clock times in it, shared by the server and
 * the browser (docs/time.md). Instants are Dates; a calendar day is 'YYYY-MM-DD'; a wall-clock
 * time is 'YYYY-MM-DD HH:mm:ss' read in the business zone. Intl does the zone rules, so a zone
 * with daylight saving is counted right on both sides.
 */

export const DEFAULT_BUSINESS_TIME_ZONE = 'Asia/Shanghai';

/** Where the browser keeps the zone the server sent it (components/providers/BusinessTimeZone.tsx). */
const ZONE_KEY = Symbol.for('fincrm.businessTimeZone');
const holder = globalThis as { [ZONE_KEY]?: string };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Whether the name is an IANA time zone this runtime knows ('Asia/Shanghai', 'UTC'). */
export function isTimeZone(name: string): boolean {
  if (!name.trim()) return false;
  try {
    formatterOf(name);
    return true;
  } catch {
    return false;
  }
}

function environmentZone(): string | undefined {
  // The server's setting; the browser has no such variable and is given the zone by its provider.
  const fromEnv = typeof process !== 'undefined' ? process.env?.BUSINESS_TIME_ZONE : undefined;
  return fromEnv && isTimeZone(fromEnv) ? fromEnv : undefined;
}

/** The business time zone: the one the browser was given, else BUSINESS_TIME_ZONE, else Asia/Shanghai. */
export function businessTimeZone(): string {
  return holder[ZONE_KEY] ?? environmentZone() ?? DEFAULT_BUSINESS_TIME_ZONE;
}

/** The browser takes the server's zone before its first render (and tests pick one); null forgets it. */
export function setBusinessTimeZone(zone: string | null): void {
  if (zone === null) delete holder[ZONE_KEY];
  else if (isTimeZone(zone)) holder[ZONE_KEY] = zone;
  else throw new Error(`Unknown time zone: ${zone}`);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function partsIn(instant: Date, zone: string): WallParts {
  const parts: Record<string, number> = {};
  for (const part of formatterOf(zone).formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** The zone's offset from UTC at an instant, in minutes (480 for China Standard Time). */
export function offsetMinutes(instant: Date, zone: string = businessTimeZone()): number {
  const p = partsIn(instant, zone);
  const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((wallAsUtc - (instant.getTime() - instant.getUTCMilliseconds())) / 60_000);
}

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** An instant's calendar day and clock time in the zone, with the zone's offset then. */
export function zonedParts(instant: Date, zone: string = businessTimeZone()): { date: string; time: string; offset: string } {
  const p = partsIn(instant, zone);
  return {
    date: `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`,
    time: `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`,
    offset: offsetText(offsetMinutes(instant, zone)),
  };
}

/** An instant as 'YYYY-MM-DD HH:mm:ss' in the zone. */
export function zonedDateTime(instant: Date, zone: string = businessTimeZone()): string {
  const { date, time } = zonedParts(instant, zone);
  return `${date} ${time}`;
}

/** An instant as ISO 8601 with the zone's offset ('2026-03-01T09:00:00+08:00'): the same instant, readable as business time. */
export function zonedIso(instant: Date, zone: string = businessTimeZone()): string {
  const { date, time, offset } = zonedParts(instant, zone);
  const ms = instant.getUTCMilliseconds();
  return `${date}T${time}${ms ? `.${pad(ms, 3)}` : ''}${offset}`;
}

/** The business's calendar day at an instant. */
export function businessDay(at: Date = new Date(), zone: string = businessTimeZone()): string {
  return zonedParts(at, zone).date;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

/**
 * The instant a wall-clock time ('YYYY-MM-DD', 'YYYY-MM-DD HH:mm' or 'YYYY-MM-DD HH:mm:ss[.SSS]')
 * names in the zone, or null when it is not one. A time skipped by a daylight-saving change is
 * taken as the same clock reading before the change (02:30 becomes 03:30).
 */
export function instantOfWallClock(text: string, zone: string = businessTimeZone()): Date | null {
  const match = WALL_CLOCK.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', ms = '0'] = match;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), Number(ms.padEnd(3, '0')));
  const check = new Date(wall);
  // No 02-30 and no 25:00: the parts must be the ones given.
  if (check.getUTCFullYear() !== Number(y) || check.getUTCMonth() !== Number(mo) - 1 || check.getUTCDate() !== Number(d) || check.getUTCHours() !== Number(h) || check.getUTCMinutes() !== Number(mi) || check.getUTCSeconds() !== Number(s)) return null;
  // The offset at the guessed instant, then at the instant it gives: right on either side of a change.
  const first = wall - offsetMinutes(new Date(wall), zone) * 60_000;
  return new Date(wall - offsetMinutes(new Date(first), zone) * 60_000);
}

/** The first instant of a business day. */
export function dayStart(day: string, zone: string = businessTimeZone()): Date {
  const start = instantOfWallClock(day, zone);
  if (!start) throw new Error(`Not a day: ${day}`);
  return start;
}
