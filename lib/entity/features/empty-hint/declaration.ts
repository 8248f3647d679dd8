import type { EmptyHint } from './empty-hint';

export interface EmptyHintFeature {
  /** What its empty list says besides "no records yet": why, and where the records are (./empty-hint.ts). */
  emptyHint?: EmptyHint;
}
