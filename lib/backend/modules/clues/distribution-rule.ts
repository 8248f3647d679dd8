import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ok } from '@/lib/contract/envelope';
import { DEFAULT_DISTRIBUTION_RULE, distributionRuleSchema, leadReceiversSchema, type DistributionRule } from '@/lib/contract/clue-distribution';
import { CLUE_POOL_RIGHT, clueEntity } from '@/lib/entities/clue';
import { USER_STATUS_NORMAL } from '../../auth/context';
import { holdsPermission } from '../../auth/grants';
import type { Db } from '../../db/client';
import { sysRole, sysSetting, sysUser, sysUserRole } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { crmCalls } from '@/lib/contract/crm-calls';
import { defineCallRoute } from '../../http/route';

const SETTING_KEY = 'clueDistribution';
/** Most receivers offered (a back office of a few hundred people). */
const MAX_RECEIVERS = 500;

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

const read = defineCallRoute(crmCalls.distributionRule, {
  tag: 'clue',
  summary: 'The lead distribution rule: enabled (distribute site leads on arrival), mode (roundRobin | region | fewestOpen), users, regions [{region, user_key}]',
  permission: CLUE_POOL_RIGHT,
  output: distributionRuleSchema,
  async handler({ db }) {
    return ok((await distributionRule(db)).rule);
  },
});

const save = defineCallRoute(crmCalls.saveDistributionRule, {
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


/**
 * Who may receive leads: active staff accounts holding the lead right, company-wide (a sales
 * administrator hands leads to every sales team, not only her own department's).
 */
const receivers = defineCallRoute(crmCalls.leadReceivers, {
  tag: 'clue',
  summary: 'The users leads may be handed to (active staff holding the lead right), with their first department: user_key, realname, depart_name',
  permission: CLUE_POOL_RIGHT,
  output: leadReceiversSchema,
  async handler({ db }) {
    // The subquery names the outer table itself: a one-table select leaves its columns unqualified.
    const users = await db.select({ user_key: sysUser.user_key, realname: sysUser.realname, depart_name: sql<string | null>`(
        select d.depart_name from sys_user_depart ud join sys_depart d on d.depart_key = ud.depart_key
        where ud.user_key = "sys_user"."user_key" order by ud.depart_key limit 1)` })
      .from(sysUser)
      .where(and(eq(sysUser.status, USER_STATUS_NORMAL), eq(sysUser.del_flag, 0), eq(sysUser.user_type, 'staff')))
      .orderBy(asc(sysUser.username))
      .limit(MAX_RECEIVERS);
    const roles = await db.select({ user: sysUserRole.user_key }).from(sysUserRole).innerJoin(sysRole, eq(sysRole.role_key, sysUserRole.role_key))
      .where(and(eq(sysRole.role_code, 'admin'), eq(sysRole.del_flag, 0)));
    const admins = new Set(roles.map((r) => r.user));
    const held = await Promise.all(users.map((u) => holdsPermission(db, { userKey: u.user_key, isAdmin: admins.has(u.user_key) }, clueEntity.rights.read)));
    return ok(users.filter((_, i) => held[i]));
  },
});

export const distributionRuleRoutes = [read, save, receivers];
