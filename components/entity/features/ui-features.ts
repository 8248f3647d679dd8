import { approvalUi } from './approval/ui';
import { mergeUi } from './merge/ui';
import { overdueUi } from './overdue/ui';
import type { UiFeature } from './ui-feature';
import { timelineUi } from './timeline/ui';

/**
 * The engine's features with parts of the list and record pages (./ui-feature.ts), in the order
 * the pages draw them within a slot. The pages name no feature: a new one is a folder and a line here.
 */
export const UI_FEATURES: readonly UiFeature[] = [approvalUi, timelineUi, mergeUi, overdueUi];
