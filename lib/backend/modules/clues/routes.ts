import { z } from 'zod';
import { handedOutLeadsSchema, ruleDistributedLeadsSchema } from '@/lib/contract/clue-distribution';
import { actionCountSchema, type ActionCount } from '@/lib/contract/entity-answers';
import { ok, ResultCode, type Envelope } from '@/lib/contract/envelope';
import { activityEntity } from '@/lib/entities/activity';
import { channelEntity } from '@/lib/entities/channel';
import { CLUE_POOL_RIGHT, clueEntity } from '@/lib/entities/clue';
import { messageWith } from '@/lib/entity/messages';
import type { EntityDef } from '@/lib/entity/types';
import { holdsPermission } from '../../auth/grants';
import type { AuthContext } from '../../auth/context';
import type { Db } from '../../db/client';
import type { Row } from '../../entity/behaviour';
import { aliasRoute, variantRoute } from '../../entity/crud';
import { actionRoutesOf, genericRoutesOf, writerOf } from '../../entity/registry';
import { ApiError, badRequest, forbidden } from '../../http/errors';
import { keyListInput } from '../../http/inputs';
import { crmCalls } from '@/lib/contract/crm-calls';
import { defineCallRoute, defineRoute, type RouteDef } from '../../http/route';
import { distributeByHand, distributeByRule } from './distribution';
import { distributionRule, distributionRuleRoutes } from './distribution-rule';

const BASE = clueEntity.apiBase;
/** Leads per distribution call, as for the declared actions. */
const MAX_DISTRIBUTED = 500;
/** The declared actions `operate` runs (docs/leads.md, "The calls"). */
const OPERATIONS = ['followUp', 'invalid', 'convert'] as const;

const clues = genericRoutesOf(clueEntity);
const clueActions = actionRoutesOf(clueEntity);

/** The chosen leads, locked, all of them in the pool (handing out a lead someone follows is a hand-over, not a distribution). */
async function poolLeads(tx: Db, auth: AuthContext, ids: readonly string[]): Promise<Row[]> {
  const keys = [...new Set(ids)];
  if (keys.length === 0) throw badRequest('validation.selectRecord');
  if (keys.length > MAX_DISTRIBUTED) throw badRequest(messageWith('validation.tooManyRecords', { n: MAX_DISTRIBUTED }));
  const rows = await writerOf(clueEntity).loadOwnedMany(tx, auth, keys, true, 'read');
  if (rows.some((row) => row.in_pool !== true)) throw new ApiError(ResultCode.conflict, 'clueDistribution.notInPool');
  return rows;
}

const batchDistribute = defineCallRoute(crmCalls.batchDistribute, {
  tag: 'clue',
  summary: `Hand pool leads (ids) to chosen users (followers, comma-separated), in turn in the order given; each receiver gets a business message; at most ${MAX_DISTRIBUTED} leads`,
  permission: CLUE_POOL_RIGHT,
  input: z.object({ ids: keyListInput, followers: keyListInput }),
  output: handedOutLeadsSchema,
  async handler({ db, auth, input }) {
    const outcome = await db.transaction(async (tx) => distributeByHand(tx, auth, await poolLeads(tx, auth, input.ids), input.followers));
    return ok({ count: outcome.assigned }, messageWith('clueDistribution.distributed', { n: outcome.assigned }));
  },
});

const byRule = defineCallRoute(crmCalls.distributeByRule, {
  tag: 'clue',
  summary: `Hand pool leads (ids) out by the distribution rule as it is set, on or off; leads it finds nobody for stay in the pool (unplaced); at most ${MAX_DISTRIBUTED} leads`,
  permission: CLUE_POOL_RIGHT,
  input: z.object({ ids: keyListInput }),
  output: ruleDistributedLeadsSchema,
  async handler({ db, auth, input }) {
    const { rule } = await distributionRule(db);
    if ((rule.mode === 'region' ? rule.regions.length : rule.users.length) === 0) throw badRequest('clueDistribution.noRule');
    const outcome = await db.transaction(async (tx) => distributeByRule(tx, await poolLeads(tx, auth, input.ids)));
    const msg = outcome.unplaced > 0
      ? messageWith('clueDistribution.ruleDistributedPartly', { n: outcome.assigned, rest: outcome.unplaced })
      : messageWith('clueDistribution.distributed', { n: outcome.assigned });
    return ok({ count: outcome.assigned, unplaced: outcome.unplaced }, msg);
  },
});

/** One call for the lead operations (follow up, mark invalid, convert): the declared action it names, with its own right and inputs. */
const operate = defineRoute({
  method: 'POST',
  path: `${BASE}/operate`,
  tag: 'clue',
  summary: `Run one lead operation: operate (${OPERATIONS.join(' | ')}), ids, and that action's inputs (followUp: follow_type, content, next_follow_time; invalid: reason; convert: customer_name or customer_key, business_name, amount, expected_close_date)`,
  permission: clueEntity.rights.read,
  input: z.looseObject({ operate: z.enum(OPERATIONS, { error: 'clue.operateUnknown' }) }),
  output: actionCountSchema,
  async handler(ctx) {
    const { operate: name, ...rest } = ctx.input as { operate: (typeof OPERATIONS)[number] } & Row;
    const target = clueActions[name]!;
    if (target.permission && !(await holdsPermission(ctx.db, ctx.auth, target.permission))) throw forbidden();
    // Every declared action's call answers actionCountSchema (action-routes.ts), as this one does.
    return target.handler({ ...ctx, input: target.input!.parse(rest) }) as Promise<Envelope<ActionCount> | Response>;
  },
});

/** A reference list's calls under the names list, save and delete (docs/leads.md, "The calls"). */
function listSaveDelete(entity: EntityDef): RouteDef<never>[] {
  const routes = genericRoutesOf(entity);
  return [
    aliasRoute(routes.query, 'POST', `${entity.apiBase}/list`),
    aliasRoute(routes.addOrUpdate, 'POST', `${entity.apiBase}/save`),
    aliasRoute(routes.deleteBatch, 'POST', `${entity.apiBase}/delete`),
  ];
}

/** The lead calls of docs/leads.md (pool, per-user list, add, update, operate, delete, batch distribute, follower update), the rule, channels, activities. */
export const clueRoutes: RouteDef<never>[] = [
  variantRoute(clues.query, 'POST', `${BASE}/pool`, { summary: 'The lead pool: leads nobody follows yet', permission: CLUE_POOL_RIGHT, given: () => ({ in_pool: 'true' }) }),
  variantRoute(clues.query, 'POST', `${BASE}/mine`, { summary: "The caller's own leads (per-user list)", given: (auth) => ({ follower: auth.userKey }) }),
  variantRoute(clues.addOrUpdate, 'POST', `${BASE}/add`, { summary: 'Add a lead (the caller follows it)', input: ({ clue_key: _key, version: _version, ...rest }) => rest }),
  aliasRoute(clues.addOrUpdate, 'POST', `${BASE}/update`),
  operate,
  aliasRoute(clues.deleteBatch, 'POST', `${BASE}/delete`),
  batchDistribute,
  byRule,
  aliasRoute(clueActions.changeFollower!, 'POST', `${BASE}/follower/update`),
  ...distributionRuleRoutes,
  ...listSaveDelete(channelEntity),
  ...listSaveDelete(activityEntity),
] as RouteDef<never>[];
