/** Canvas zoom (docs/designer.md, "Pieces"): 0.2 to 4 in steps of 0.1, starting at 1. */

export const ZOOM_MIN = 0.2;
export const ZOOM_MAX = 4;
export const ZOOM_STEP = 0.1;
export const ZOOM_DEFAULT = 1;

export type ZoomStep = { ok: true; zoom: number } | { ok: false; limit: 'min' | 'max' };

/** One decimal, so repeated steps do not drift (0.1 + 0.2 ≠ 0.3). */
const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The next zoom level one step in or out. Beyond the range the step is refused (the designer
 * shows an error) rather than silently clamped.
 */
export function stepZoom(current: number, direction: 'in' | 'out'): ZoomStep {
  const next = round(round(current) + (direction === 'in' ? ZOOM_STEP : -ZOOM_STEP));
  if (next < ZOOM_MIN) return { ok: false, limit: 'min' };
  if (next > ZOOM_MAX) return { ok: false, limit: 'max' };
  return { ok: true, zoom: next };
}

/** A zoom level brought into the range (mouse-wheel zooming can leave it). */
export function clampZoom(value: number): number {
  if (!Number.isFinite(value)) return ZOOM_DEFAULT;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, round(value)));
}
