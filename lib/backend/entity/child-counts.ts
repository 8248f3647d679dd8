import { count } from 'drizzle-orm';
import { z } from 'zod';
import { ok } from '@/lib/contract/envelope';
import { childTabsOf, childTabValues } from '@/lib/entity/features/family/family';
import { childCountsSchema, type ChildCounts } from '@/lib/contract/child-counts';
import { entityCalls } from '@/lib/contract/entity-calls';
import type { EntityDef } from '@/lib/entity/types';
import { holdsPermission } from '../auth/grants';
import { forbidden, notFound } from '../http/errors';
import { defineCallRoute, type RouteDef } from '../http/route';
import type { ListingLookup } from './listing';

/**
 * `GET {apiBase}/childCounts/{id}`: how many records each child tab of a record's page holds, by
 * child entity name, in one call for the whole page. Each is counted as the tab's own list counts
 * it (the same fixed values, the child's data scope and live rows), so the figure on a tab is the
 * total its list shows. A child kind whose list the caller may not open is left out.
 */
export function childCountsRoute(entity: EntityDef, all: readonly EntityDef[], listings: ListingLookup): RouteDef<never> {
  return defineCallRoute(entityCalls(entity.apiBase).childCounts, {
    tag: entity.name,
    summary: `How many records each child tab of one ${entity.name} holds (data.counts by child entity name), counted as each tab's list counts them; kinds the caller may not list are left out`,
    output: childCountsSchema,
    permission: entity.rights.read,
    input: z.object({ id: z.string().min(1).max(64) }),
    async handler({ db, auth, input }) {
      const access = await listings(entity).recordAccess(db, auth, input.id);
      if (access === 'missing') throw notFound('validation.recordNotFound');
      if (access === 'out-of-scope') throw forbidden();
      const rights = new Map<string, boolean>();
      const counts: ChildCounts['counts'] = {};
      for (const tab of childTabsOf(entity, all)) {
        const child = all.find((e) => e.name === tab.entity);
        if (!child) continue;
        const right = child.rights.read;
        if (!rights.has(right)) rights.set(right, await holdsPermission(db, auth, right));
        if (!rights.get(right)) continue;
        const listing = listings(child);
        const list = await listing.prepare(db, auth, childTabValues(tab, input.id));
        const [row] = await db.select({ n: count() }).from(listing.table).where(list.where);
        counts[tab.entity] = Number(row?.n ?? 0);
      }
      return ok({ counts });
    },
  }) as unknown as RouteDef<never>;
}
