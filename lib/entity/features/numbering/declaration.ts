import type { NumberingDef } from './numbering';

export interface NumberingFeature {
  /** The record's number follows a numbering rule (./numbering.ts): given on first save, previewed by `{apiBase}/code`. */
  numbering?: NumberingDef;
}
