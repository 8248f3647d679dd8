import type { EntityDef } from '@/lib/entity/types';
import { postTwinOf } from '../http/post-twin';
import type { RouteDef } from '../http/route';
import { aliasRoute } from './crud';
import { genericRoutesOf } from './registry';

/**
 * Spec-2 §7.1 "fetch" (orders, reservations, QR codes): the generic detail as `{apiBase}/fetch/{id}`,
 * by GET and, as the specification lists it, by POST.
 */
export function fetchRoutesOf(entity: EntityDef): RouteDef<never>[] {
  const fetch = aliasRoute(genericRoutesOf(entity).detail, 'GET', `${entity.apiBase}/fetch/:id`);
  return [fetch, postTwinOf(fetch)];
}
