import { businessEntity } from '@/lib/entities/business';
import { customerEntity } from '@/lib/entities/customer';
import { ticketEntity } from '@/lib/entities/ticket';
import { aliasRoute } from '../../entity/crud';
import { actionRoutesOf, genericRoutesOf } from '../../entity/registry';
import type { RouteDef } from '../../http/route';
import { subjectFollowRoutes } from '../follows/port';

const BASE = customerEntity.apiBase;
const customers = genericRoutesOf(customerEntity);
const customerActions = actionRoutesOf(customerEntity);
const business = genericRoutesOf(businessEntity);
const tickets = genericRoutesOf(ticketEntity);

/**
 * The customer's calls besides the generic ones (page, update, status and follower updates,
 * follow log, business and tickets), under the customers' own base: each is the generic call or
 * declared action it names.
 */
export const customerRoutes: RouteDef<never>[] = [
  aliasRoute(customers.query, 'POST', `${BASE}/page`),
  aliasRoute(customers.addOrUpdate, 'POST', `${BASE}/update`),
  aliasRoute(customers.deleteBatch, 'POST', `${BASE}/delete`),
  aliasRoute(customerActions.changeStatus!, 'POST', `${BASE}/status/update`),
  aliasRoute(customerActions.changeFollower!, 'POST', `${BASE}/follower/update`),
  aliasRoute(customerActions.changeFollower!, 'POST', `${BASE}/follower/batchUpdate`),
  aliasRoute(customerActions.distribute!, 'POST', `${BASE}/batchDistribute`),
  ...subjectFollowRoutes(customerEntity, { list: `${BASE}/follow/log/list`, add: `${BASE}/follow/log/add` }),
  aliasRoute(business.query, 'GET', `${BASE}/business/list`),
  aliasRoute(business.addOrUpdate, 'POST', `${BASE}/business/add`),
  aliasRoute(actionRoutesOf(businessEntity).cancel!, 'POST', `${BASE}/business/cancel`),
  aliasRoute(tickets.query, 'GET', `${BASE}/tickets/list`),
  aliasRoute(tickets.addOrUpdate, 'POST', `${BASE}/tickets/add`),
  aliasRoute(actionRoutesOf(ticketEntity).cancel!, 'POST', `${BASE}/tickets/cancel`),
];
