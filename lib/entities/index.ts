import type { EntityDef } from '@/lib/entity/types';
import { dictionaryEntity } from './dictionary';
import { dictionaryItemEntity } from './dictionary-item';
import { positionEntity } from './position';

/** Every declared entity. Adding one: a declaration file, its messages, and a line here. */
export const ENTITIES: EntityDef[] = [positionEntity, dictionaryEntity, dictionaryItemEntity];

export function entityByName(name: string): EntityDef | undefined {
  return ENTITIES.find((e) => e.name === name);
}
