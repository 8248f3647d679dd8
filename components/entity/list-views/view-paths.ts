import { LIST_VIEW_PATHS } from '@/lib/contract/list-view-paths';
import type { EntityDef } from '@/lib/entity/types';

// The call that answers a kind's saved views and the SWR key of its answer: server pages that draw a
// list load it with their first data (so a default view is applied as the list opens), so
// nothing here may reach for the browser's client.

export const listViewsSwrKey = (entity: Pick<EntityDef, 'name'>) => ['entity-ui:list-views', entity.name] as const;
export const listViewsPath = (entity: Pick<EntityDef, 'name'>) => `${LIST_VIEW_PATHS.list}?entity=${encodeURIComponent(entity.name)}`;
