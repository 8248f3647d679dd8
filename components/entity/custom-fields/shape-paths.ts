import { CUSTOM_FIELD_PATHS } from '@/lib/contract/custom-field-paths';
import type { EntityDef } from '@/lib/entity/types';

// The call that answers a kind's added fields and the SWR key of its answer: server pages that draw
// a list or a record load it with their first data, so nothing here may reach for the browser's client.

export const shapeSwrKey = (entity: Pick<EntityDef, 'name'>) => ['entity-ui:shape', entity.name] as const;
export const shapePath = (entity: Pick<EntityDef, 'name'>) => `${CUSTOM_FIELD_PATHS.shape}?entity=${encodeURIComponent(entity.name)}`;
