import { businessEntity } from '@/lib/entities/business';
import { orderEntity } from '@/lib/entities/order';
import { reservationEntity } from '@/lib/entities/reservation';
import { ticketEntity } from '@/lib/entities/ticket';
import type { EntityDef } from '@/lib/entity/types';
import { aliasRoute } from '../../entity/crud';
import { fetchRoutesOf } from '../../entity/fetch-routes';
import { actionRoutesOf, genericRoutesOf } from '../../entity/registry';
import type { RouteDef } from '../../http/route';

/** One alias: the generic call (or declared action) `of` named under `{apiBase}/{path}`. */
type Alias = [method: RouteDef['method'], path: string, of: string];

function aliasesOf(entity: EntityDef, aliases: readonly Alias[]): RouteDef<never>[] {
  const calls: Record<string, RouteDef<never>> = { ...genericRoutesOf(entity), ...actionRoutesOf(entity) };
  return aliases.map(([method, path, of]) => aliasRoute(calls[of]!, method, `${entity.apiBase}/${path}`));
}

/**
 * The named calls of opportunities, tickets, orders and reservations (docs/entities.md, "Records with
 * a parent"), under each entity's own base: each is a generic call or a declared action.
 * Cancelling, confirming an arrival and changing negotiators are declared actions and answer under
 * their own names already; fetch answers GET and POST (entity/fetch-routes.ts).
 */
export const pipelineRoutes: RouteDef<never>[] = [
  ...aliasesOf(businessEntity, [
    ['POST', 'list', 'query'],
    ['POST', 'add', 'addOrUpdate'],
    ['POST', 'edit', 'addOrUpdate'],
    ['POST', 'delete', 'deleteBatch'],
    ['POST', 'batchDistribute', 'distribute'],
  ]),
  ...aliasesOf(ticketEntity, [
    ['POST', 'list', 'query'],
    ['POST', 'add', 'addOrUpdate'],
    ['POST', 'delete', 'deleteBatch'],
  ]),
  ...aliasesOf(orderEntity, [
    ['POST', 'list', 'query'],
    ['POST', 'add', 'addOrUpdate'],
    ['POST', 'save', 'addOrUpdate'],
    ['POST', 'update', 'addOrUpdate'],
    ['POST', 'remove', 'deleteBatch'],
  ]),
  ...fetchRoutesOf(orderEntity),
  ...aliasesOf(reservationEntity, [
    ['POST', 'page', 'query'],
    ['POST', 'save', 'addOrUpdate'],
    ['POST', 'delete', 'deleteBatch'],
  ]),
  ...fetchRoutesOf(reservationEntity),
];
