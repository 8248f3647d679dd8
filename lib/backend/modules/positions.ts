import { positionEntity } from '@/lib/entities/position';
import { genericRoutesOf } from '../entity/registry';
import { aliasRoute } from '../entity/crud';

/** A GET list of positions beside the generic POST query; both are one call. */
export const positionRoutes = [aliasRoute(genericRoutesOf(positionEntity).query, 'GET', '/api/app/base/sys/position/list')];
