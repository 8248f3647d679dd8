import { ENTITIES } from '@/lib/entities';
import { childTabsOf } from '@/lib/entity/features/family/family';
import { childCountsRoute } from '../../child-counts';
import type { ServerFeature } from '../server-feature';

/** `GET {apiBase}/childCounts/{id}`: how many records each child tab of a record holds, for a kind with children. */
export const familyFeature: ServerFeature = {
  name: 'family',
  routes: (entity, { listings }) => (childTabsOf(entity, ENTITIES).length > 0 ? [childCountsRoute(entity, ENTITIES, listings)] : []),
};
