import { resourceEntity } from '@/lib/entities/resource';
import { supplierEntity } from '@/lib/entities/supplier';
import { genericRoutesOf } from '../../entity/registry';
import { postTwinOf } from '../../http/post-twin';
import type { RouteDef } from '../../http/route';

/**
 * Spec-2 §7.1 supplier "detail by id" and resource "detail" are the generic detail calls
 * (`{apiBase}/detail/{id}`, GET); as the specification lists them, they answer POST too. Every
 * other supplier and resource call is a generic one under its own name.
 */
export const supplyRoutes: RouteDef<never>[] = [supplierEntity, resourceEntity].map((entity) => postTwinOf(genericRoutesOf(entity).detail));
