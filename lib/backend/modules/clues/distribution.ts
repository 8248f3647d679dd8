import { and, count, eq, inArray } from 'drizzle-orm';
import { OPEN_CLUE_STATUSES } from '@/lib/entities/clue';
import { defaultLocale } from '@/lib/i18n/locales';
import { translate } from '@/lib/i18n/messages';
import type { AuthContext } from '../../auth/context';
import type { Db } from '../../db/client';
import { crmClue } from '../../db/schema';
import type { Row } from '../../entity/behaviour';
import { badRequest } from '../../http/errors';
import { assignLeads } from './assign';
import { inTurn, planDistribution, type WaitingLead } from './distribution-plan';
import { activeUsers, lockedDistributionRule, saveLastUser } from './distribution-rule';

export interface DistributionOutcome {
  /** Leads handed out. */
  assigned: number;
  /** Leads the rule found nobody for: still in the pool. */
  unplaced: number;
  /** Lead key -> the user it went to. */
  assignments: Map<string, string>;
}

/** The distribution rule as the operator of what it does (the history and the receivers' messages name it). */
export function ruleOperator(): AuthContext {
  return { userKey: 'system', username: 'system', realname: translate(defaultLocale, 'clueDistribution.ruleOperator'), appKey: null, roleCodes: [], departKeys: [], isAdmin: true, isLeader: true, isPartner: false };
}

/** The leads in the order they are handed out: the longest waiting first. */
function waiting(rows: readonly Row[]): WaitingLead[] {
  const time = (r: Row) => (r.create_time instanceof Date ? r.create_time.getTime() : 0);
  return [...rows]
    .sort((a, b) => time(a) - time(b) || String(a.clue_key).localeCompare(String(b.clue_key)))
    .map((r) => ({ key: String(r.clue_key), region: (r.region as string | null) ?? null }));
}

/** Open leads each user follows now. */
async function openCounts(tx: Db, users: readonly string[]): Promise<Map<string, number>> {
  if (users.length === 0) return new Map();
  const rows = await tx.select({ user: crmClue.follower, n: count() }).from(crmClue)
    .where(and(inArray(crmClue.follower, [...users]), eq(crmClue.in_pool, false), inArray(crmClue.status, [...OPEN_CLUE_STATUSES]), eq(crmClue.del_flag, 0)))
    .groupBy(crmClue.follower);
  return new Map(rows.map((r) => [String(r.user), Number(r.n)]));
}

/**
 * Pool leads (loaded and locked by the caller) handed out by the rule as it is set, under the
 * rule's lock; whose turn it was is kept for the next run. `onlyIfEnabled`: a lead arriving from
 * the site is distributed only while the rule is on.
 */
export async function distributeByRule(tx: Db, rows: readonly Row[], options: { onlyIfEnabled?: boolean } = {}): Promise<DistributionOutcome> {
  const stored = await lockedDistributionRule(tx);
  const { rule } = stored;
  if (options.onlyIfEnabled && !rule.enabled) return { assigned: 0, unplaced: rows.length, assignments: new Map() };
  const named = [...new Set([...rule.users, ...rule.regions.map((r) => r.user_key)])];
  const eligible = await activeUsers(tx, named);
  const plan = planDistribution(rule, waiting(rows), {
    eligible,
    lastUser: stored.lastUser,
    openCounts: rule.mode === 'fewestOpen' ? await openCounts(tx, eligible) : new Map(),
  });
  const operator = ruleOperator();
  const assigned = await assignLeads(tx, operator, { userKey: null, realname: operator.realname }, 'ruleDistribute', rows, plan.assignments);
  await saveLastUser(tx, stored, plan.lastUser);
  return { assigned, unplaced: plan.unplaced.length, assignments: plan.assignments };
}

/** Pool leads handed to chosen users by a person, in turn in the order the users were chosen. */
export async function distributeByHand(tx: Db, auth: AuthContext, rows: readonly Row[], followers: readonly string[]): Promise<DistributionOutcome> {
  const chosen = [...new Set(followers)];
  if (chosen.length === 0) throw badRequest('clueDistribution.usersRequired');
  if ((await activeUsers(tx, chosen)).length !== chosen.length) throw badRequest('clueDistribution.userUnknown');
  const plan = inTurn(waiting(rows), chosen, null);
  const assigned = await assignLeads(tx, auth, auth, 'distribute', rows, plan.assignments);
  return { assigned, unplaced: 0, assignments: plan.assignments };
}
