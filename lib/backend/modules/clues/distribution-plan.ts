import { areaCodes } from '@/lib/area/area-paths';
import type { DistributionRule } from '@/lib/contract/clue-distribution';

/** A lead waiting for a follower: its key and where it is (area codes, province first). */
export interface WaitingLead {
  key: string;
  region: string | null;
}

/** What the rule needs to know beyond the leads: who may receive, whose turn it was, who holds how many. */
export interface DistributionState {
  /** The users the rule may hand leads to now (active accounts), in the rule's order. */
  eligible: readonly string[];
  /** Whoever got the last lead in turn; the next one goes to the user after them. */
  lastUser: string | null;
  /** Open leads each eligible user follows now (for fewestOpen). */
  openCounts: ReadonlyMap<string, number>;
}

export interface DistributionPlan {
  /** Lead key -> the user it goes to, in the order the leads were given. */
  assignments: Map<string, string>;
  /** Leads the rule found nobody for (no region matched, nobody eligible): they stay in the pool. */
  unplaced: string[];
  /** Whose turn it was last, for the next run. */
  lastUser: string | null;
}

/** Leads shared out in turn among users, starting after `lastUser`. */
export function inTurn(leads: readonly WaitingLead[], users: readonly string[], lastUser: string | null): DistributionPlan {
  const assignments = new Map<string, string>();
  if (users.length === 0) return { assignments, unplaced: leads.map((l) => l.key), lastUser };
  let next = (users.indexOf(lastUser ?? '') + 1) % users.length;
  for (const lead of leads) {
    assignments.set(lead.key, users[next]!);
    next = (next + 1) % users.length;
  }
  const last = leads.length > 0 ? users[(next + users.length - 1) % users.length]! : lastUser;
  return { assignments, unplaced: [], lastUser: last };
}

/** Each lead to whoever holds the fewest open leads at that moment; a tie goes to the user named first. */
function toFewest(leads: readonly WaitingLead[], users: readonly string[], openCounts: ReadonlyMap<string, number>): Map<string, string> {
  const held = users.map((user) => openCounts.get(user) ?? 0);
  const assignments = new Map<string, string>();
  for (const lead of leads) {
    let best = 0;
    for (let i = 1; i < held.length; i += 1) if (held[i]! < held[best]!) best = i;
    assignments.set(lead.key, users[best]!);
    held[best]! += 1;
  }
  return assignments;
}

/** Each lead to the user of the most precise region it lies in (a city's entry before its province's). */
function byRegion(leads: readonly WaitingLead[], rule: DistributionRule, eligible: ReadonlySet<string>): { assignments: Map<string, string>; unplaced: string[] } {
  const userOf = new Map(rule.regions.filter((r) => eligible.has(r.user_key)).map((r) => [r.region, r.user_key]));
  const assignments = new Map<string, string>();
  const unplaced: string[] = [];
  for (const lead of leads) {
    const user = areaCodes(lead.region).reverse().map((code) => userOf.get(code)).find((u) => u !== undefined);
    if (user) assignments.set(lead.key, user);
    else unplaced.push(lead.key);
  }
  return { assignments, unplaced };
}

/**
 * Who gets which lead under a rule: pure, so the same plan serves one lead arriving from the site,
 * a batch chosen in the pool, and the benchmark. Users the rule names but who may not receive
 * leads now (a frozen account) are passed over.
 */
export function planDistribution(rule: DistributionRule, leads: readonly WaitingLead[], state: DistributionState): DistributionPlan {
  const eligible = new Set(state.eligible);
  const users = rule.users.filter((u) => eligible.has(u));
  switch (rule.mode) {
    case 'roundRobin':
      return inTurn(leads, users, state.lastUser);
    case 'fewestOpen': {
      if (users.length === 0) return { assignments: new Map(), unplaced: leads.map((l) => l.key), lastUser: state.lastUser };
      return { assignments: toFewest(leads, users, state.openCounts), unplaced: [], lastUser: state.lastUser };
    }
    case 'region':
      return { ...byRegion(leads, rule, eligible), lastUser: state.lastUser };
  }
}

/** How evenly a plan spread its leads: the most and the fewest any of the users received (0 for users who got none). */
export function spreadOf(assignments: ReadonlyMap<string, string>, users: readonly string[]): { max: number; min: number } {
  const counts = new Map(users.map((u) => [u, 0]));
  for (const user of assignments.values()) counts.set(user, (counts.get(user) ?? 0) + 1);
  const values = [...counts.values()];
  return values.length ? { max: Math.max(...values), min: Math.min(...values) } : { max: 0, min: 0 };
}
