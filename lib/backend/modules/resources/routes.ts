import { resourceEntity } from '@/lib/entities/resource';
import { supplierEntity } from '@/lib/entities/supplier';
import { genericRoutesOf } from '../../entity/registry';
import { postTwinOf } from '../../http/post-twin';
import type { RouteDef } from '../../http/route';

/**
 * The supplier's "detail by id" and the resource's "detail" are the generic detail calls
 * (`{apiBase}/detail/{id}`, GET); like every CRM call they answer POST too (docs/architecture.md, "The embedded backend"). Every
 * other supplier and resource call is a generic one under its own name.
 */
export const supplyRoutes: RouteDef<never>[] = [supplierEntity, resourceEntity].map((entity) => postTwinOf(genericRoutesOf(entity).detail));
