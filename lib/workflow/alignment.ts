/** The six alignments of the designer's toolbar and what they need (docs/designer.md, "Pieces"). */

export const ALIGNMENTS = ['left', 'right', 'top', 'bottom', 'center', 'middle'] as const;
export type Alignment = (typeof ALIGNMENTS)[number];

/** The little of a diagram element the check needs. */
export interface AlignCandidate {
  /** Connections (sequence flows and the like) carry waypoints and cannot be aligned. */
  waypoints?: unknown;
  /** Labels move with their element. */
  labelTarget?: unknown;
  /** The root (the process plane) has no parent. */
  parent?: unknown;
}

/** The selected shapes that can be aligned. */
export function alignableOf<T extends AlignCandidate>(selection: readonly T[]): T[] {
  return selection.filter((e) => !e.waypoints && !e.labelTarget && e.parent);
}

/**
 * What pressing an alignment button does: with fewer than two shapes selected, a warning (hold
 * Ctrl to select several); otherwise it asks to confirm, since aligning can distort the diagram.
 */
export function alignmentStep(selection: readonly AlignCandidate[]): 'needSeveral' | 'confirm' {
  return alignableOf(selection).length < 2 ? 'needSeveral' : 'confirm';
}
