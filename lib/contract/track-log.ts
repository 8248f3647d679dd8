import { z } from 'zod';
import { TRACK_EVENT_PATTERN } from './track-event';

/**
 * One tracked click: the element's event name, the page's
 * path (without its query, which may hold personal data) and an optional short label.
 */
export const trackLogSchema = z.object({
  event: z.string().regex(TRACK_EVENT_PATTERN, 'tracking.badEvent'),
  page: z.string().regex(/^\/[^\s?#]{0,254}$/, 'tracking.badPage'),
  label: z.string().trim().max(100).nullish(),
});

export type TrackLog = z.infer<typeof trackLogSchema>;
