import { appBindingEntity } from '@/lib/entities/app-binding';
import { baseInfoEntity } from '@/lib/entities/base-info';
import { customerDepartmentEntity } from '@/lib/entities/customer-department';
import { departmentEntity } from '@/lib/entities/department';
import { dictionaryEntity } from '@/lib/entities/dictionary';
import { dictionaryItemEntity } from '@/lib/entities/dictionary-item';
import { messageCategoryEntity } from '@/lib/entities/message-category';
import { newsCategoryEntity } from '@/lib/entities/news-category';
import { permissionEntity } from '@/lib/entities/permission';
import { permissionGroupEntity } from '@/lib/entities/permission-group';
import { positionEntity } from '@/lib/entities/position';
import { roleEntity } from '@/lib/entities/role';
import { userEntity } from '@/lib/entities/user';
import { tableFor } from '../../entity/table';

// One line per declared entity: drizzle-kit reads these exports to write the migrations.
export const sysUser = tableFor(userEntity);
export const sysDepart = tableFor(departmentEntity);
export const sysRole = tableFor(roleEntity);
export const sysPermission = tableFor(permissionEntity);
export const sysPosition = tableFor(positionEntity);
export const sysDict = tableFor(dictionaryEntity);
export const sysDictItem = tableFor(dictionaryItemEntity);
export const sysPermissionGroup = tableFor(permissionGroupEntity);
export const sysBaseInfo = tableFor(baseInfoEntity);
export const sysAppBinding = tableFor(appBindingEntity);
export const crmCustomerDepartment = tableFor(customerDepartmentEntity);
export const bizMessageCategory = tableFor(messageCategoryEntity);
export const bizNewsCategory = tableFor(newsCategoryEntity);
