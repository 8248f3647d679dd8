import { apiPaths } from '@/lib/contract/api-paths';
import { TRACK_EVENT_PATTERN } from '@/lib/contract/track-event';
import type { TrackLog } from '@/lib/contract/track-log';

/** The attribute that marks an element for click tracking: data-track="topMenu.open". */
export const TRACK_ATTRIBUTE = 'data-track';
const LABEL_MAX = 100;

/** What a click on `target` reports, or null when no marked element holds it. */
export function trackedClick(target: Element | null, pathname: string): TrackLog | null {
  const marked = target?.closest(`[${TRACK_ATTRIBUTE}]`);
  const event = marked?.getAttribute(TRACK_ATTRIBUTE) ?? '';
  if (!marked || !TRACK_EVENT_PATTERN.test(event)) return null;
  const label = (marked.getAttribute('data-track-label') ?? marked.textContent ?? '').trim().slice(0, LABEL_MAX);
  return { event, page: pathname.slice(0, 255), label: label || null };
}

/**
 * Sends one tracked click and forgets it: statistics must never slow a click down or show an
 * error, and keepalive lets the call finish when the click leaves the page.
 */
export function sendTrackedClick(click: TrackLog): void {
  void fetch(apiPaths.trackLogCreate, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(click),
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => {});
}
