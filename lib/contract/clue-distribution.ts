import { z } from 'zod';
import { KEY_PATTERN } from '@/lib/entity/rules';

// The paths live apart (no zod there), so the pool's toolbar loads without the schemas.
export { clueDistributionPaths } from './clue-distribution-paths';

/**
 * How a rule shares leads out: in turn among chosen users; by the lead's region, each region to
 * its user; or each to whichever chosen user holds the fewest open leads.
 */
export const DISTRIBUTION_MODES = ['roundRobin', 'region', 'fewestOpen'] as const;
export type DistributionMode = (typeof DISTRIBUTION_MODES)[number];

/** Most users and regions one rule names. */
export const DISTRIBUTION_LIMITS = { users: 100, regions: 200 } as const;

const userKey = z.string({ error: 'clueDistribution.userRequired' }).regex(KEY_PATTERN, 'clueDistribution.userRequired');

export const regionAssignmentSchema = z.object({
  /** An area code: a province, a city or a district; a lead matches the most precise one it lies in. */
  region: z.string({ error: 'clueDistribution.regionRequired' }).regex(/^\d{6}$/, 'clueDistribution.regionRequired'),
  user_key: userKey,
});

/**
 * The lead distribution rule (线索分配规则), set by a sales administrator. While `enabled`, every
 * lead the public site's forms bring in is distributed on arrival; the rule also distributes
 * chosen pool leads on request, on or off.
 */
export const distributionRuleSchema = z
  .object({
    enabled: z.boolean(),
    mode: z.enum(DISTRIBUTION_MODES, { error: 'clueDistribution.modeRequired' }),
    users: z.array(userKey).max(DISTRIBUTION_LIMITS.users, 'clueDistribution.tooManyUsers').default([]),
    regions: z.array(regionAssignmentSchema).max(DISTRIBUTION_LIMITS.regions, 'clueDistribution.tooManyRegions').default([]),
  })
  .superRefine((rule, ctx) => {
    if (rule.mode !== 'region' && rule.users.length === 0) ctx.addIssue({ code: 'custom', path: ['users'], message: 'clueDistribution.usersRequired' });
    if (new Set(rule.users).size !== rule.users.length) ctx.addIssue({ code: 'custom', path: ['users'], message: 'clueDistribution.usersRepeated' });
    if (rule.mode === 'region' && rule.regions.length === 0) ctx.addIssue({ code: 'custom', path: ['regions'], message: 'clueDistribution.regionsRequired' });
    const regions = rule.regions.map((r) => r.region);
    if (new Set(regions).size !== regions.length) ctx.addIssue({ code: 'custom', path: ['regions'], message: 'clueDistribution.regionsRepeated' });
  });

export type DistributionRule = z.infer<typeof distributionRuleSchema>;

/** No rule set yet: off, in turn, among nobody. */
export const DEFAULT_DISTRIBUTION_RULE: DistributionRule = { enabled: false, mode: 'roundRobin', users: [], regions: [] };

/** Someone leads may be handed to, as the distribution dialogs offer them. */
export const leadReceiversSchema = z.array(z.object({ user_key: z.string(), realname: z.string(), depart_name: z.string().nullable() }));

/** What handing pool leads to chosen users answers: how many were handed out. */
export const handedOutLeadsSchema = z.strictObject({ count: z.number().int() });

/** What distributing pool leads by the rule answers: how many it handed out, and how many it found nobody for (still in the pool). */
export const ruleDistributedLeadsSchema = handedOutLeadsSchema.extend({ unplaced: z.number().int() });
