import type { TransitionsDef } from './transitions';

export interface TransitionsFeature {
  /** The moves a status field may make, checked on every write of it (./transitions.ts), with the time it reached a stamped value. */
  transitions?: TransitionsDef;
}
