import type { UiFeature } from '../ui-feature';
import { overdueRowClass } from './overdue-row';

/** Overdue records (`overdue`) stand out in their list. */
export const overdueUi: UiFeature = {
  name: 'overdue',
  list: { rowClass: (entity) => (entity.overdue ? overdueRowClass(entity) : undefined) },
};
