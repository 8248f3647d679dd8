import { approvalFeature } from './approval/feature';
import { duplicatesFeature } from './duplicates/feature';
import { familyFeature } from './family/feature';
import { mergeFeature } from './merge/feature';
import { numberingFeature } from './numbering/feature';
import type { ServerFeature } from './server-feature';
import { sensitiveFeature } from './sensitive/feature';

/**
 * The features that add calls under an entity's address (./server-feature.ts). The registry builds
 * every entity's calls from this list, so a new feature's calls are one line here, not a line per
 * entity or a table keyed by strings; each call reads its entity's declaration for what it serves.
 */
export const ROUTED_FEATURES: readonly ServerFeature[] = [
  numberingFeature,
  duplicatesFeature,
  familyFeature,
  sensitiveFeature,
  mergeFeature,
  approvalFeature,
];
