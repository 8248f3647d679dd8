import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { approverGapMessage, type ApproverGap, type ApproverGapState } from '@/lib/contract/workflow-approver-gaps';
import { USER_STATUS_NORMAL } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { sysDepart, sysPosition, sysRole, sysUser, wfDefinition } from '../../../db/schema';
import { approverRefsOf, type ApproverRef } from '../model/approver-refs';
import { WorkflowError } from '../model/errors';
import type { GraphNode, ProcessGraph } from '@/lib/contract/workflow-graph';

/**
 * Which of a graph's approver entries (approver-refs.ts) the organisation no longer has, read in
 * one statement for any number of graphs: the deploy refuses a model with such an entry, and the
 * model list marks a deployed model whose approvers left afterwards.
 */

type Table = 'user' | 'role' | 'position' | 'department';
type Standing = 'live' | Exclude<ApproverGapState, 'missing'>;

interface Found {
  name: string;
  /** A user's account, a role's or position's code; none for a department. */
  code: string | null;
  standing: Standing;
}

/** The better of two rows for one code (a role deleted and made again under its code is live). */
const RANK: Record<Standing, number> = { live: 0, frozen: 1, deleted: 2 };
const better = (a: Found | undefined, b: Found | undefined): Found | undefined => (!a ? b : !b ? a : RANK[b.standing] < RANK[a.standing] ? b : a);

const deletedOr = (delFlag: unknown, otherwise: SQL) => sql<Standing>`case when ${delFlag} <> 0 then 'deleted' else ${otherwise} end`;

/** Everything the organisation holds under the keys and codes the entries name: one statement, one row per match. */
async function lookUp(db: Db, refs: readonly ApproverRef[]): Promise<Map<string, Found>> {
  const wanted = (...kinds: ApproverRef['kind'][]) => [...new Set(refs.filter((r) => kinds.includes(r.kind)).map((r) => r.ref))];
  const users = wanted('user');
  const roles = wanted('role', 'group');
  const positions = wanted('position');
  const departments = wanted('department', 'group');
  const parts = [
    users.length
      ? db.select({ table: sql<Table>`'user'`.as('table_name'), ref: sysUser.user_key, name: sysUser.realname, code: sql<string | null>`${sysUser.username}`.as('code'), standing: deletedOr(sysUser.del_flag, sql`case when ${sysUser.status} = ${USER_STATUS_NORMAL} then 'live' else 'frozen' end`).as('standing') })
        .from(sysUser).where(inArray(sysUser.user_key, users))
      : null,
    roles.length
      ? db.select({ table: sql<Table>`'role'`.as('table_name'), ref: sysRole.role_code, name: sysRole.role_name, code: sql<string | null>`${sysRole.role_code}`.as('code'), standing: deletedOr(sysRole.del_flag, sql`'live'`).as('standing') })
        .from(sysRole).where(inArray(sysRole.role_code, roles))
      : null,
    positions.length
      ? db.select({ table: sql<Table>`'position'`.as('table_name'), ref: sysPosition.code, name: sysPosition.name, code: sql<string | null>`${sysPosition.code}`.as('code'), standing: deletedOr(sysPosition.del_flag, sql`'live'`).as('standing') })
        .from(sysPosition).where(inArray(sysPosition.code, positions))
      : null,
    departments.length
      ? db.select({ table: sql<Table>`'department'`.as('table_name'), ref: sysDepart.depart_key, name: sysDepart.depart_name, code: sql<string | null>`null`.as('code'), standing: deletedOr(sysDepart.del_flag, sql`'live'`).as('standing') })
        .from(sysDepart).where(inArray(sysDepart.depart_key, departments))
      : null,
  ].filter((part) => part !== null);
  const [first, ...rest] = parts;
  if (!first) return new Map();
  const rows = await rest.reduce((query, part) => query.unionAll(part) as unknown as typeof first, first);
  const found = new Map<string, Found>();
  for (const row of rows) {
    const id = `${row.table}:${row.ref}`;
    found.set(id, better(found.get(id), { name: row.name, code: row.code, standing: row.standing })!);
  }
  return found;
}

/** What an entry finds: a candidate group is whichever of a role or a department stands best. */
function findingOf(ref: ApproverRef, found: Map<string, Found>): Found | undefined {
  if (ref.kind === 'group') return better(found.get(`role:${ref.ref}`), found.get(`department:${ref.ref}`));
  return found.get(`${ref.kind}:${ref.ref}`);
}

function gapsAmong(refs: readonly ApproverRef[], found: Map<string, Found>): ApproverGap[] {
  return refs.flatMap((ref) => {
    const finding = findingOf(ref, found);
    if (finding?.standing === 'live') return [];
    return [{ ...ref, ref_name: finding?.name ?? null, ref_code: finding?.code ?? null, state: finding?.standing ?? 'missing' }];
  });
}

/** The entries of one graph the organisation does not have (live), in model order. */
export async function approverGapsOf(db: Db, nodes: Record<string, GraphNode>): Promise<ApproverGap[]> {
  const refs = approverRefsOf(nodes);
  return refs.length ? gapsAmong(refs, await lookUp(db, refs)) : [];
}

/** The deploy's check: refuses the graph's first gap, naming the element and the entry. */
export async function refuseApproverGaps(db: Db, graph: ProcessGraph): Promise<void> {
  const [gap] = await approverGapsOf(db, graph.nodes);
  if (!gap) return;
  const { key, values } = approverGapMessage(gap, 'deploy');
  throw new WorkflowError(key, values);
}

/**
 * The gaps of each model's latest deployment (a model never deployed has none): two statements for
 * a whole page of models, one for their graphs' nodes and one for the organisation they name.
 */
export async function approverGapsOfModels(db: Db, models: readonly { model_key: string; latest_version: number }[]): Promise<Map<string, ApproverGap[]>> {
  const deployed = models.filter((m) => m.latest_version > 0);
  if (deployed.length === 0) return new Map();
  const graphs = await db
    .select({ model_key: wfDefinition.model_key, nodes: sql<Record<string, GraphNode>>`${wfDefinition.graph} -> 'nodes'` })
    .from(wfDefinition)
    .where(or(...deployed.map((m) => and(eq(wfDefinition.model_key, m.model_key), eq(wfDefinition.version, m.latest_version)))));
  const refsByModel = graphs.map((g) => [g.model_key, approverRefsOf(g.nodes)] as const);
  const all = refsByModel.flatMap(([, refs]) => refs);
  const found = all.length ? await lookUp(db, all) : new Map<string, Found>();
  return new Map(refsByModel.map(([key, refs]) => [key, gapsAmong(refs, found)]));
}
