import type { EntityDef } from '@/lib/entity/types';
import { positionEntity } from './position';

/** Every declared entity. Adding one: a declaration file, its messages, and a line here. */
export const ENTITIES: EntityDef[] = [positionEntity];

export function entityByName(name: string): EntityDef | undefined {
  return ENTITIES.find((e) => e.name === name);
}
