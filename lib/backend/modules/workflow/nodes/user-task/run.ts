import { parseDateTime } from '@/lib/entity/datetime';
import { DATE_PATTERN } from '@/lib/entity/rules';
import { dayStart } from '@/lib/entity/time-zone';
import { addDuration } from '../../model/duration';
import { addWorkingDuration } from '@/lib/entity/working-days/instants';
import { needCalendar } from '../../run/timer-instant';
import type { Token } from '@/lib/contract/workflow-engine-state';
import { WorkflowError } from '../../model/errors';
import type { UserTaskNode } from '@/lib/contract/workflow-graph';
import type { Separation } from '../../run/separation';
import type { Agenda } from '../behaviour';

/** A user task's arrival in the interpreter: its approvers resolved and one task order per (instance of the) task. */

export const DEFAULT_PRIORITY = 50;

/** Variables of one instance of a (multi-instance) task: the element variable and the counters. */
export function instanceVariables(run: Agenda, token: Token, node: UserTaskNode, loopCounter: number | null): Record<string, unknown> {
  if (!token.mi || loopCounter === null) return run.variables;
  const mi = node.userTask.multiInstance;
  const extra: Record<string, unknown> = {
    loopCounter,
    nrOfInstances: token.mi.total,
    nrOfCompletedInstances: token.mi.completed,
    nrOfActiveInstances: token.mi.active,
  };
  if (mi?.elementVariable && token.mi.items) extra[mi.elementVariable] = token.mi.items[loopCounter];
  return { ...run.variables, ...extra };
}

/** A rule's approvers; a task the rule passes or rejects by itself creates no order (null). */
function ruleApprovers(run: Agenda, node: UserTaskNode, token: Token): string[] | null {
  if (!run.options.approvers) throw new WorkflowError('workflow.run.noResolver', { node: node.name || node.id });
  const resolved = run.options.approvers(node, run.variables);
  run.autoNotes.push(...resolved.notes);
  if (resolved.decision === 'reject') {
    run.markRejected(node.id);
    run.autoRejected = true;
    run.stopAll();
    return null;
  }
  if (resolved.decision === 'pass') {
    run.leave(token);
    return null;
  }
  return resolved.users;
}

function collection(run: Agenda, node: UserTaskNode, source: string): unknown[] {
  const value = /[$#]\{/.test(source) ? run.expression(node, source) : source in run.variables ? run.variables[source] : source;
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : null;
  if (!list) throw new WorkflowError('workflow.run.badCollection', { node: node.name || node.id });
  return list;
}

function cardinality(run: Agenda, node: UserTaskNode, source: string | null): number {
  const value = Number(source === null ? NaN : run.expression(node, source));
  if (!Number.isInteger(value) || value < 0 || value > 1000) throw new WorkflowError('workflow.run.badCardinality', { node: node.name || node.id });
  return value;
}

/** The token arrives: the task (or each instance of a multi-instance one) is ordered, unless a rule or segregation of duties passes it. */
export function enterUserTask(run: Agenda, token: Token, node: UserTaskNode): void {
  const mi = node.userTask.multiInstance;
  const ruleUsers = node.userTask.rule ? ruleApprovers(run, node, token) : undefined;
  if (ruleUsers === null) return;
  if (!mi) {
    if (!order(run, token, node, null, null, ruleUsers)) run.leave(token);
    return;
  }
  const items = ruleUsers ?? (mi.collection ? collection(run, node, mi.collection) : null);
  const total = items ? items.length : cardinality(run, node, mi.cardinality);
  if (total === 0) {
    run.leave(token);
    return;
  }
  token.mi = { total, completed: 0, active: mi.sequential ? 1 : total, sequential: mi.sequential, items };
  const count = mi.sequential ? 1 : total;
  for (let i = 0; i < count; i += 1) order(run, token, node, i);
}

function list(run: Agenda, node: UserTaskNode, text: string | null, variables: Record<string, unknown>): string[] {
  if (!text) return [];
  const value = run.expression(node, text, variables);
  const items = Array.isArray(value) ? value : value === null || value === undefined ? [] : String(value).split(',');
  return [...new Set(items.map((v) => String(v).trim()).filter(Boolean))];
}

function dueDate(run: Agenda, node: UserTaskNode, text: string | null, variables: Record<string, unknown>): Date | null {
  if (!text) return null;
  const value = run.expression(node, text, variables);
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && /^P/i.test(value.trim())) {
    const text = value.trim();
    const due = node.userTask.dueInWorkingTime ? addWorkingDuration(needCalendar(run.options.calendar, node.name || node.id), run.now, text) : addDuration(run.now, text);
    if (due) return due;
  }
  // A date-time without an offset is business time (lib/entity/datetime.ts), a plain day its first moment.
  const date = typeof value === 'string' ? (parseDateTime(value) ?? (DATE_PATTERN.test(value.trim()) ? dayStart(value.trim()) : new Date(Number.NaN))) : new Date(value as number);
  if (Number.isNaN(date.getTime())) throw new WorkflowError('workflow.run.badDueDate', { node: node.name || node.id });
  return date;
}

/**
 * Creates the task order of one (instance of a) user task; false when segregation of duties passed
 * the step instead (the caller moves on).
 */
export function order(run: Agenda, token: Token, node: UserTaskNode, loopCounter: number | null, assigneeOverride: string | null = null, ruleUsers?: string[]): boolean {
  const def = node.userTask;
  const variables = instanceVariables(run, token, node, loopCounter);
  if (def.rule && !assigneeOverride) {
    // A rule task: one instance per resolved approver, or one task for all of them.
    const users = token.mi?.items && loopCounter !== null ? [String(token.mi.items[loopCounter])] : ruleUsers ?? [];
    if (users.length === 1) assigneeOverride = users[0]!;
    else ruleUsers = users;
  }
  let assignee = assigneeOverride ?? (def.rule ? null : def.assignee ? list(run, node, def.assignee, variables)[0] ?? null : null);
  let candidateUsers = assigneeOverride ? [] : def.rule ? ruleUsers ?? [] : list(run, node, def.candidateUsers, variables);
  const candidateGroups = assigneeOverride || def.rule ? [] : list(run, node, def.candidateGroups, variables);
  let guard: ReturnType<Separation['offered']> = null;
  const separation = run.options.separation;
  // A rule's approvers were separated when it was resolved; a returned task goes back to who handled it.
  if (separation && !def.rule && !assigneeOverride) {
    const named = assignee ? [assignee] : candidateUsers;
    if (named.length) {
      const verdict = separation.named(node, named, token.mi === undefined);
      run.autoNotes.push(...verdict.notes);
      if (verdict.decision === 'pass') return false;
      if (assignee) assignee = verdict.users[0] ?? null;
      else candidateUsers = verdict.users;
    }
    if (!assignee && candidateGroups.length) guard = separation.offered();
  }
  const priority = def.priority ? Number(run.expression(node, def.priority, variables)) : DEFAULT_PRIORITY;
  run.newTasks.push({
    tokenKey: token.key,
    nodeId: node.id,
    name: node.name || node.id,
    loopCounter,
    assignee,
    candidateUsers: assignee ? [] : candidateUsers,
    candidateGroups: assignee ? [] : candidateGroups,
    dueDate: dueDate(run, node, def.dueDate, variables),
    priority: Number.isFinite(priority) ? Math.trunc(priority) : DEFAULT_PRIORITY,
    formKey: def.formKey ? String(run.expression(node, def.formKey, variables)) : null,
    ...(guard ? { exclude: guard.exclude, standIn: guard.standIn } : {}),
  });
  const task = { name: node.name || node.id, nodeId: node.id, assignee };
  if (assignee) run.listen(node.taskListeners, 'assignment', task.name, { ...variables, task });
  run.listen(node.taskListeners, 'create', task.name, { ...variables, task });
  return true;
}
