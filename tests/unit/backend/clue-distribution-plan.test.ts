import { describe, expect, it } from 'vitest';
import { inTurn, planDistribution, spreadOf, type WaitingLead } from '@/lib/backend/modules/clues/distribution-plan';
import type { DistributionRule } from '@/lib/contract/clue-distribution';
import { distributionRuleSchema } from '@/lib/contract/clue-distribution';

const leads = (regions: (string | null)[]): WaitingLead[] => regions.map((region, i) => ({ key: `l${i}`, region }));
const rule = (r: Partial<DistributionRule>): DistributionRule => ({ enabled: true, mode: 'roundRobin', users: [], regions: [], ...r });
const state = (eligible: string[], lastUser: string | null = null, open: Record<string, number> = {}) => ({ eligible, lastUser, openCounts: new Map(Object.entries(open)) });

describe('planning a distribution', () => {
  it('in turn: starts after whoever had the last turn and says who had it now', () => {
    const plan = planDistribution(rule({ users: ['a', 'b', 'c'] }), leads([null, null, null, null]), state(['a', 'b', 'c'], 'b'));
    expect([...plan.assignments.values()]).toEqual(['c', 'a', 'b', 'c']);
    expect(plan.lastUser).toBe('c');
    // A last user no longer in the rule: from the first.
    expect([...inTurn(leads([null]), ['a', 'b'], 'gone').assignments.values()]).toEqual(['a']);
    // Nothing handed out: the turn stays.
    expect(inTurn([], ['a', 'b'], 'a').lastUser).toBe('a');
  });

  it('passes over users who may not receive leads now; with nobody left, every lead stays', () => {
    expect([...planDistribution(rule({ users: ['a', 'b', 'c'] }), leads([null, null]), state(['a', 'c'])).assignments.values()]).toEqual(['a', 'c']);
    const none = planDistribution(rule({ users: ['a'] }), leads([null, null]), state([]));
    expect(none.assignments.size).toBe(0);
    expect(none.unplaced).toEqual(['l0', 'l1']);
    expect(planDistribution(rule({ mode: 'fewestOpen', users: ['a'] }), leads([null]), state([])).unplaced).toEqual(['l0']);
  });

  it('to the fewest: evens out what each holds, ties to the user named first', () => {
    const plan = planDistribution(rule({ mode: 'fewestOpen', users: ['a', 'b', 'c'] }), leads(Array(7).fill(null)), state(['a', 'b', 'c'], null, { a: 3, b: 0, c: 1 }));
    expect([...plan.assignments.values()]).toEqual(['b', 'b', 'c', 'b', 'c', 'a', 'b']);
    const held = { a: 3, b: 0, c: 1 } as Record<string, number>;
    for (const user of plan.assignments.values()) held[user]! += 1;
    expect(Math.max(...Object.values(held)) - Math.min(...Object.values(held))).toBeLessThanOrEqual(1);
  });

  it('by region: the most precise region a lead lies in; none matching stays', () => {
    const byRegion = rule({ mode: 'region', regions: [{ region: '440000', user_key: 'south' }, { region: '440300', user_key: 'shenzhen' }, { region: '310000', user_key: 'gone' }] });
    const plan = planDistribution(byRegion, leads(['440000,440100,440106', '440000,440300,440305', '440300', '310000,310100', null, '110000']), state(['south', 'shenzhen']));
    expect(Object.fromEntries(plan.assignments)).toEqual({ l0: 'south', l1: 'shenzhen', l2: 'shenzhen' });
    expect(plan.unplaced).toEqual(['l3', 'l4', 'l5']);
  });

  it('measures the spread between the most and the fewest received, counting users who got none', () => {
    expect(spreadOf(new Map([['l0', 'a'], ['l1', 'a'], ['l2', 'b']]), ['a', 'b', 'c'])).toEqual({ max: 2, min: 0 });
  });
});

describe('the rule as the form and the server check it', () => {
  it('needs users for in turn and fewest, regions for by region, each named once', () => {
    const issues = (value: unknown) => distributionRuleSchema.safeParse(value).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ enabled: true, mode: 'roundRobin', users: [] })).toEqual(['clueDistribution.usersRequired']);
    expect(issues({ enabled: true, mode: 'fewestOpen', users: ['a', 'a'] })).toEqual(['clueDistribution.usersRepeated']);
    expect(issues({ enabled: false, mode: 'region', regions: [] })).toEqual(['clueDistribution.regionsRequired']);
    expect(issues({ enabled: false, mode: 'region', regions: [{ region: '32', user_key: 'a' }] })).toEqual(['clueDistribution.regionRequired']);
    expect(issues({ enabled: false, mode: 'region', regions: [{ region: '320000', user_key: 'a' }] })).toEqual([]);
  });
});
