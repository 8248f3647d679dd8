import type { EntityDef } from '@/lib/entity/types';
import { appBindingEntity } from './app-binding';
import { baseInfoEntity } from './base-info';
import { clueEntity } from './clue';
import { customerDepartmentEntity } from './customer-department';
import { departmentEntity } from './department';
import { dictionaryEntity } from './dictionary';
import { dictionaryItemEntity } from './dictionary-item';
import { messageCategoryEntity } from './message-category';
import { newsCategoryEntity } from './news-category';
import { permissionEntity } from './permission';
import { permissionGroupEntity } from './permission-group';
import { positionEntity } from './position';
import { roleEntity } from './role';
import { userEntity } from './user';

/** Every declared entity. Adding one: a declaration file, its messages, and a line here. */
export const ENTITIES: EntityDef[] = [userEntity, departmentEntity, roleEntity, permissionEntity, positionEntity, dictionaryEntity, dictionaryItemEntity, permissionGroupEntity, baseInfoEntity, appBindingEntity, customerDepartmentEntity, messageCategoryEntity, newsCategoryEntity, clueEntity];

export function entityByName(name: string): EntityDef | undefined {
  return ENTITIES.find((e) => e.name === name);
}
