import { modeOfLoop } from '@/lib/workflow/approver-rule';
import { PICKS_VARIABLE } from '../../run/approver-rules';
import { WorkflowError } from '../../model/errors';
import { evaluate } from '../../model/expression';
import type { UserTaskNode } from '@/lib/contract/workflow-graph';
import type { AheadStep } from '../../run/ahead-step';
import type { Walker } from '../behaviour';

/** A user task on the path ahead: its approvers resolved as the interpreter would, with segregation of duties applied. */

function listOf(value: unknown): string[] {
  const items = Array.isArray(value) ? value : value === null || value === undefined ? [] : String(value).split(',');
  return [...new Set(items.map((v) => String(v).trim()).filter(Boolean))];
}

/** Assignee and candidates evaluated as the interpreter would, per instance of a multi-instance task. */
function plainAssignment(walk: Walker, node: UserTaskNode): Pick<AheadStep, 'users' | 'groups'> {
  const def = node.userTask;
  const mi = def.multiInstance;
  let scopes: Record<string, unknown>[] = [walk.variables];
  try {
    if (mi?.collection) {
      const source = mi.collection;
      const value = /[$#]\{/.test(source) ? evaluate(source, walk.variables) : source in walk.variables ? walk.variables[source] : source;
      scopes = listOf(value).map((item) => (mi.elementVariable ? { ...walk.variables, [mi.elementVariable]: item } : walk.variables));
    }
    const users = new Set<string>();
    const groups = new Set<string>();
    for (const scope of scopes) {
      if (def.assignee) listOf(evaluate(def.assignee, scope)).slice(0, 1).forEach((u) => users.add(u));
      if (def.candidateUsers) listOf(evaluate(def.candidateUsers, scope)).forEach((u) => users.add(u));
      if (def.candidateGroups) listOf(evaluate(def.candidateGroups, scope)).forEach((g) => groups.add(g));
    }
    return { users: [...users], groups: [...groups] };
  } catch {
    return { users: [], groups: [] };
  }
}

/** A plain step as segregation of duties will treat it: its interested approvers handed on, passed or allowed, and why. */
function separated(walk: Walker, node: UserTaskNode, step: AheadStep): AheadStep {
  if (!walk.separation) return step;
  const out = { ...step };
  if (out.users.length) {
    const verdict = walk.separation.named(node, out.users, !node.userTask.multiInstance);
    const last = verdict.notes.at(-1);
    if (last) out.note = { key: last.reason, values: { task: last.nodeName, ...last.values } };
    if (verdict.decision === 'pass') return { ...out, state: 'auto', users: [], groups: [] };
    out.users = verdict.users;
  }
  const guard = out.groups.length ? walk.separation.offered() : null;
  if (guard) Object.assign(out, { exclude: guard.exclude, standIn: guard.standIn });
  return out;
}

export function userTaskStep(walk: Walker, node: UserTaskNode): AheadStep {
  const def = node.userTask;
  const base: AheadStep = { ...walk.blank(node), mode: modeOfLoop(def.multiInstance, def.passRatio ?? null), passRatio: def.passRatio ?? null };
  if (def.rule?.kind === 'initiatorPick') {
    const picks = walk.variables[PICKS_VARIABLE] as Record<string, string[]> | undefined;
    return { ...base, pick: true, users: picks?.[node.id] ?? [] };
  }
  if (def.rule) {
    if (!walk.resolve) return base;
    try {
      const resolved = walk.resolve(node, walk.variables);
      const last = resolved.notes.at(-1);
      const note = last ? { key: last.reason, values: { task: last.nodeName, ...last.values } } : null;
      return { ...base, state: resolved.decision ? 'auto' : 'ahead', users: resolved.users, note };
    } catch (error) {
      if (error instanceof WorkflowError) return { ...base, note: { key: 'workflow.path.nobody', values: {} } };
      throw error;
    }
  }
  return separated(walk, node, { ...base, ...plainAssignment(walk, node) });
}
