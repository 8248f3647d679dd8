import type { EntityDef } from '@/lib/entity/types';
import { postTwinOf } from '../http/post-twin';
import type { RouteDef } from '../http/route';
import { aliasRoute } from './crud';
import { genericRoutesOf } from './registry';

/**
 * The "fetch" call (orders, reservations, QR codes): the generic detail as `{apiBase}/fetch/{id}`,
 * by GET and, like every CRM call, by POST (docs/architecture.md, "The embedded backend").
 */
export function fetchRoutesOf(entity: EntityDef): RouteDef<never>[] {
  const fetch = aliasRoute(genericRoutesOf(entity).detail, 'GET', `${entity.apiBase}/fetch/:id`);
  return [fetch, postTwinOf(fetch)];
}
