import { getTableName, sql } from 'drizzle-orm';
import { LATEST_ONLY_PARAM } from '@/lib/entity/list-params';
import type { ListingDeps, ListingStep } from '../../listing-step';

const ON = new Set<unknown>([true, 'true', '1']);

/**
 * Records kept in their parent's timeline (follow-ups) may be listed as each parent's latest only
 * (`latest=1`): no later live record of the same parent. A follow-up's planned next step stands
 * until the next follow-up of its subject, so these are the plans still open. The parent's key
 * (with its kind) is indexed for the family, so the check is one index probe per row.
 */
export function timelineListing({ entity, table, columns }: ListingDeps): ListingStep {
  const time = entity.timeline?.time;
  const parent = entity.parent;
  if (!time || !parent || !columns[time]) return { feature: 'timeline' };
  const name = getTableName(table);
  const kind = 'kindField' in parent ? parent.kindField : null;
  const later = sql.raw('later');
  const col = (c: string) => sql`${later}.${sql.identifier(c)}`;
  const own = (c: string) => sql`${sql.identifier(name)}.${sql.identifier(c)}`;
  const sameParent = kind
    ? sql`${col(parent.foreignKey)} = ${own(parent.foreignKey)} and ${col(kind)} = ${own(kind)}`
    : sql`${col(parent.foreignKey)} = ${own(parent.foreignKey)}`;
  const condition = sql`not exists (select 1 from ${sql.identifier(name)} ${later} where ${sameParent} and ${col('del_flag')} = 0 and ${col(time)} > ${own(time)})`;
  return {
    feature: 'timeline',
    params: [LATEST_ONLY_PARAM],
    listCondition: (_db, _auth, params) => (ON.has(params[LATEST_ONLY_PARAM]) ? condition : undefined),
  };
}
