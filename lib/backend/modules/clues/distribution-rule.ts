import { and, eq, inArray } from 'drizzle-orm';
import { ok } from '@/lib/contract/envelope';
import { clueDistributionPaths, DEFAULT_DISTRIBUTION_RULE, distributionRuleSchema, type DistributionRule } from '@/lib/contract/clue-distribution';
import { CLUE_POOL_RIGHT } from '@/lib/entities/clue';
import { USER_STATUS_NORMAL } from '../../auth/context';
import type { Db } from '../../db/client';
import { sysSetting, sysUser } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { defineRoute } from '../../http/route';

const SETTING_KEY = 'clueDistribution';

/** The rule as stored, with whose turn it was last (kept beside it, never sent by the rule's form). */
export interface StoredRule {
  rule: DistributionRule;
  lastUser: string | null;
}

function parsed(value: unknown): StoredRule {
  const rule = distributionRuleSchema.safeParse(value);
  const last = value && typeof value === 'object' ? (value as { last_user?: unknown }).last_user : null;
  return { rule: rule.success ? rule.data : DEFAULT_DISTRIBUTION_RULE, lastUser: typeof last === 'string' ? last : null };
}

/** The rule as it stands (a stored value that no longer parses counts as no rule). */
export async function distributionRule(db: Db): Promise<StoredRule> {
  const [row] = await db.select({ value: sysSetting.value }).from(sysSetting).where(eq(sysSetting.setting_key, SETTING_KEY)).limit(1);
  return parsed(row?.value);
}

/**
 * The rule, locked until the transaction ends: distributions run one after another, so two leads
 * arriving at once in two processes are not both given to the same user in turn.
 */
export async function lockedDistributionRule(tx: Db): Promise<StoredRule> {
  const [row] = await tx.select({ value: sysSetting.value }).from(sysSetting).where(eq(sysSetting.setting_key, SETTING_KEY)).for('update');
  return parsed(row?.value);
}

/** Remembers whose turn it was last (inside the transaction holding the lock). */
export async function saveLastUser(tx: Db, stored: StoredRule, lastUser: string | null): Promise<void> {
  if (lastUser === stored.lastUser) return;
  await tx.update(sysSetting).set({ value: { ...stored.rule, last_user: lastUser } }).where(eq(sysSetting.setting_key, SETTING_KEY));
}

/** The rule's users that are active accounts now, in the given order. */
export async function activeUsers(db: Db, keys: readonly string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db.select({ key: sysUser.user_key }).from(sysUser)
    .where(and(inArray(sysUser.user_key, [...keys]), eq(sysUser.status, USER_STATUS_NORMAL), eq(sysUser.del_flag, 0)));
  const active = new Set(rows.map((r) => r.key));
  return keys.filter((k) => active.has(k));
}

const read = defineRoute({
  method: 'GET',
  path: clueDistributionPaths.rule,
  tag: 'clue',
  summary: 'The lead distribution rule: enabled (distribute site leads on arrival), mode (roundRobin | region | fewestOpen), users, regions [{region, user_key}]',
  permission: CLUE_POOL_RIGHT,
  output: distributionRuleSchema,
  async handler({ db }) {
    return ok((await distributionRule(db)).rule);
  },
});

const save = defineRoute({
  method: 'POST',
  path: clueDistributionPaths.rule,
  tag: 'clue',
  summary: 'Set the lead distribution rule (the lead pool right); every user it names must be an active account',
  permission: CLUE_POOL_RIGHT,
  input: distributionRuleSchema,
  output: distributionRuleSchema,
  async handler({ db, auth, input }) {
    const named = [...new Set([...input.users, ...input.regions.map((r) => r.user_key)])];
    if ((await activeUsers(db, named)).length !== named.length) throw badRequest('clueDistribution.userUnknown');
    await db.transaction(async (tx) => {
      const before = await lockedDistributionRule(tx);
      // The turn goes on from where it was while that user is still in the rule.
      const lastUser = before.lastUser && input.users.includes(before.lastUser) ? before.lastUser : null;
      const value = { ...input, last_user: lastUser };
      const now = new Date();
      await tx.insert(sysSetting).values({ setting_key: SETTING_KEY, value, update_by: auth.userKey, update_time: now })
        .onConflictDoUpdate({ target: sysSetting.setting_key, set: { value, update_by: auth.userKey, update_time: now } });
    });
    return ok(input, 'clueDistribution.saved');
  },
});

export const distributionRuleRoutes = [read, save];
