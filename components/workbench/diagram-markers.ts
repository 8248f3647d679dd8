/**
 * Which marker each element of the diagram gets from an instance's highlights: waiting nodes are
 * active, nodes where someone rejected or returned are rejected, the rest that were passed are
 * finished, and the flows taken are drawn as taken. One marker per node, in that order of weight.
 */

export type DiagramMarker = 'wb-active' | 'wb-rejected' | 'wb-finished' | 'wb-flow';

export interface HighlightSets {
  active_nodes: readonly string[];
  finished_nodes: readonly string[];
  rejected_nodes: readonly string[];
  finished_flows: readonly string[];
}

export function diagramMarkers(h: HighlightSets): { id: string; marker: DiagramMarker }[] {
  const out = new Map<string, DiagramMarker>();
  for (const id of h.active_nodes) out.set(id, 'wb-active');
  for (const id of h.rejected_nodes) if (!out.has(id)) out.set(id, 'wb-rejected');
  for (const id of h.finished_nodes) if (!out.has(id)) out.set(id, 'wb-finished');
  for (const id of h.finished_flows) if (!out.has(id)) out.set(id, 'wb-flow');
  return [...out].map(([id, marker]) => ({ id, marker }));
}

/** Zoom 0.2 to 4 in steps of 0.1, as in the designer (docs/designer.md, "Pieces"). */
export const ZOOM_MIN = 0.2;
export const ZOOM_MAX = 4;
export const ZOOM_STEP = 0.1;

export function nextZoom(current: number, direction: 1 | -1): number {
  const next = Math.round((current + direction * ZOOM_STEP) * 10) / 10;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, next));
}
