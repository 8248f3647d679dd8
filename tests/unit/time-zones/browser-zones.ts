import { afterAll } from 'vitest';

/** The zones the browser-side tests run in: the business's own, UTC, and one with daylight saving. */
export const BROWSER_ZONES = ['Asia/Shanghai', 'UTC', 'America/Los_Angeles'] as const;

const original = process.env.TZ;

/** Runs what follows as a browser in `zone` would: Node reads TZ afresh whenever it is set. */
export function inBrowserZone(zone: string): void {
  process.env.TZ = zone;
}

afterAll(() => {
  if (original === undefined) delete process.env.TZ;
  else process.env.TZ = original;
});
