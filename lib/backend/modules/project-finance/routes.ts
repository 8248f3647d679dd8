import { quoteEntity } from '@/lib/entities/quote';
import { aliasRoute } from '../../entity/crud';
import { genericRoutesOf } from '../../entity/registry';
import type { RouteDef } from '../../http/route';
import { exportRoute } from '../excel/port';

/**
 * A project's quotes under their call names (docs/architecture.md, "The embedded backend": query, save, commit, check,
 * export, delete): query is the generic call, commit and check come from the declared approval,
 * and the rest are the generic calls under their names. Contracts' calls (addOrUpdate, query,
 * archive, code, deleteById, detail, categories) are all generic or declared.
 */
const pricing = genericRoutesOf(quoteEntity);
const base = quoteEntity.apiBase;

export const projectFinanceRoutes: RouteDef<never>[] = [
  aliasRoute(pricing.addOrUpdate, 'POST', `${base}/save`),
  aliasRoute(pricing.deleteById, 'POST', `${base}/delete`),
  aliasRoute(exportRoute(quoteEntity), 'POST', `${base}/export`),
];
