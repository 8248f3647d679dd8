import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_SELF_APPROVAL } from '@/lib/workflow/self-approval';
import type { Db } from '../../../db/client';
import { sysDepart, sysPosition, sysRole, sysUser, sysUserDepart, sysUserPosition, sysUserRole } from '../../../db/schema';
import { groupKey, PICKS_VARIABLE, ruleCandidates, ruleResolver, type ApproverResolver, type OrgFacts } from '../run/approver-rules';
import type { CopyResolver } from '../run/service-task-run';
import type { ApproverKind } from '@/lib/workflow/approver-rule';
import { type ProcessGraph, userTaskOf } from '@/lib/contract/workflow-graph';
import { activeStaff } from './assignment';
import { repeatedApprovers } from './repeated-approvers';
import type { WorkingCalendar } from '@/lib/entity/working-days/calendar';
import { calendarFor } from './working-time';
import { ownersIn, separationOf, type Separation } from '../run/separation';

/**
 * The organisation facts the approver rules of one graph need, read inside the action's
 * transaction: members of the roles, positions and departments the rules name, the initiator's
 * leader chain, the administrator. Frozen and deleted users never count.
 */

async function activeAmong(db: Db, keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({ key: sysUser.user_key })
    .from(sysUser)
    .where(and(inArray(sysUser.user_key, [...new Set(keys)]), activeStaff));
  return rows.map((r) => r.key).sort();
}

/**
 * The initiator's leaders, nearest first: walking up from their departments, each department's
 * director once (never the initiator). Level 1 is what initiatorLeader names.
 */
export async function leaderChainOf(db: Db, userKey: string): Promise<string[]> {
  const departs = await db.select({ key: sysUserDepart.depart_key }).from(sysUserDepart).where(eq(sysUserDepart.user_key, userKey)).orderBy(sysUserDepart.depart_key);
  if (departs.length === 0) return [];
  const all = await db.select({ key: sysDepart.depart_key, parent: sysDepart.parent_key, director: sysDepart.director_key }).from(sysDepart).where(eq(sysDepart.del_flag, 0));
  const byKey = new Map(all.map((d) => [d.key, d]));
  // The first department (as initiatorLeader reads it) decides the chain.
  const chain: string[] = [];
  const seen = new Set<string>();
  let current = byKey.get(departs[0]!.key);
  while (current && !seen.has(current.key)) {
    seen.add(current.key);
    if (current.director && current.director !== userKey && !chain.includes(current.director)) chain.push(current.director);
    current = current.parent ? byKey.get(current.parent) : undefined;
  }
  const active = new Set(await activeAmong(db, chain));
  return chain.filter((k) => active.has(k));
}

async function groupMembers(db: Db, kind: 'roles' | 'positions' | 'departments', refs: string[]): Promise<Record<string, string[]>> {
  if (refs.length === 0) return {};
  const rows =
    kind === 'roles'
      ? await db.select({ ref: sysRole.role_code, user: sysUserRole.user_key }).from(sysUserRole).innerJoin(sysRole, eq(sysRole.role_key, sysUserRole.role_key)).where(and(inArray(sysRole.role_code, refs), eq(sysRole.del_flag, 0)))
      : kind === 'positions'
        ? await db.select({ ref: sysPosition.code, user: sysUserPosition.user_key }).from(sysUserPosition).innerJoin(sysPosition, eq(sysPosition.position_key, sysUserPosition.position_key)).where(and(inArray(sysPosition.code, refs), eq(sysPosition.del_flag, 0)))
        : await db.select({ ref: sysUserDepart.depart_key, user: sysUserDepart.user_key }).from(sysUserDepart).where(inArray(sysUserDepart.depart_key, refs));
  const active = new Set(await activeAmong(db, rows.map((r) => r.user)));
  const members: Record<string, string[]> = {};
  for (const ref of refs) members[groupKey(kind, ref)] = [...new Set(rows.filter((r) => r.ref === ref && active.has(r.user)).map((r) => r.user))].sort();
  return members;
}

/** The active administrators (role code admin), by user key so the choice is stable. */
async function administrators(db: Db): Promise<string[]> {
  const rows = await db
    .select({ key: sysUser.user_key })
    .from(sysUser)
    .innerJoin(sysUserRole, eq(sysUserRole.user_key, sysUser.user_key))
    .innerJoin(sysRole, eq(sysRole.role_key, sysUserRole.role_key))
    .where(and(eq(sysRole.role_code, 'admin'), eq(sysRole.del_flag, 0), activeStaff))
    .orderBy(asc(sysUser.user_key));
  return [...new Set(rows.map((r) => r.key))];
}

/** The rules of a graph: of user tasks assigned by a rule and of copy nodes. */
const rulesOf = (graph: ProcessGraph) => Object.values(graph.nodes).flatMap((n) => [...(userTaskOf(n)?.rule ? [userTaskOf(n)!.rule!] : []), ...(n.type === 'serviceTask' && n.copyTask ? [n.copyTask.rule] : [])]);

/**
 * The facts of one action. instanceKey names the request once it runs (none while it starts), so
 * its history can say who approved already.
 */
export async function loadOrgFacts(db: Db, graph: ProcessGraph, initiator: string, variables: Record<string, unknown>, instanceKey?: string): Promise<OrgFacts> {
  const rules = rulesOf(graph);
  const refsOf = (kind: ApproverKind) => [...new Set(rules.filter((r) => r.kind === kind).flatMap((r) => r.refs))];
  const picks = variables[PICKS_VARIABLE];
  const picked = picks && typeof picks === 'object' ? Object.values(picks as Record<string, unknown>).flatMap((v) => (Array.isArray(v) ? v.map(String) : [])) : [];
  const named = [...refsOf('users'), ...picked, ...rules.flatMap((r) => (r.nobodyUser ? [r.nobodyUser] : [])), initiator];
  // One after another: inside the action's transaction every query goes through its one connection.
  const leaderChain = await leaderChainOf(db, initiator);
  const admins = await administrators(db);
  const activeUsers = await activeAmong(db, named);
  const roles = await groupMembers(db, 'roles', refsOf('roles'));
  const positions = await groupMembers(db, 'positions', refsOf('positions'));
  const departs = await groupMembers(db, 'departments', refsOf('departments'));
  const repeated = await repeatedApprovers(db, instanceKey, graph.repeatApprover);
  const interested = [...new Set([initiator, ...ownersIn(variables)])];
  const substitutes = [...new Set([...leaderChain, ...admins])].filter((u) => !interested.includes(u));
  return {
    initiator, leaderChain, activeUsers, members: { ...roles, ...positions, ...departs },
    admin: admins.find((u) => !interested.includes(u)) ?? null,
    interested, substitutes, selfApproval: graph.selfApproval ?? DEFAULT_SELF_APPROVAL,
    repeatedApprovers: repeated,
  };
}

/**
 * The interpreter options of one action over a graph: who its rule tasks go to, whom its copy nodes
 * copy, what becomes of a step that names someone with an interest in the request, and the working
 * calendar when the graph counts working time.
 */
export async function approverOptions(db: Db, graph: ProcessGraph, initiator: string, variables: Record<string, unknown>, instanceKey?: string): Promise<{ approvers: ApproverResolver; copyRecipients: CopyResolver; separation: Separation; calendar?: WorkingCalendar }> {
  const [facts, calendar] = await Promise.all([loadOrgFacts(db, graph, initiator, variables, instanceKey), calendarFor(db, graph)]);
  return {
    ...calendar,
    approvers: ruleResolver(facts),
    copyRecipients: (node, vars) => ruleCandidates(node, node.copyTask!.rule, facts, vars),
    separation: separationOf(facts),
  };
}
