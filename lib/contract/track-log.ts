import { z } from 'zod';

/** An event name: letters, digits and . _ : - (e.g. 'topMenu.open'); a label is what the user saw. */
export const TRACK_EVENT_PATTERN = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * One tracked click (spec-1 §7.5 leaves the payload open): the element's event name, the page's
 * path (without its query, which may hold personal data) and an optional short label.
 */
export const trackLogSchema = z.object({
  event: z.string().regex(TRACK_EVENT_PATTERN, 'tracking.badEvent'),
  page: z.string().regex(/^\/[^\s?#]{0,254}$/, 'tracking.badPage'),
  label: z.string().trim().max(100).nullish(),
});

export type TrackLog = z.infer<typeof trackLogSchema>;
