import { modeOfLoop, type ApprovalMode } from '@/lib/workflow/approver-rule';
import { PICKS_VARIABLE, type ApproverResolver } from './approver-rules';
import { WorkflowError } from './errors';
import { evaluate, evaluateCondition } from './expression';
import type { GraphFlow, GraphNode, ProcessGraph } from './graph';
import type { Separation } from './separation';

/**
 * Who comes next: follows the graph from where an instance stands (or from its start, for the
 * submit preview) with the variables it has now, resolving each user task's approvers, and stops
 * where a condition cannot be told yet (a variable the instance does not hold). Pure: the rule
 * resolver works on facts the caller loaded; nothing is changed.
 */

export interface AheadStep {
  nodeId: string;
  name: string;
  state: 'ahead' | 'auto' | 'undetermined' | 'end';
  users: string[];
  groups: string[];
  mode: ApprovalMode;
  /** A message key under workflow with its values, or null. */
  note: { key: string; values: Record<string, string> } | null;
  pick: boolean;
  passRatio: number | null;
  /** Members of the groups who will not be offered the step (segregation of duties), and who takes it when nobody else of them can. */
  exclude?: string[];
  standIn?: string | null;
}

const STEP_LIMIT = 50;

function listOf(value: unknown): string[] {
  const items = Array.isArray(value) ? value : value === null || value === undefined ? [] : String(value).split(',');
  return [...new Set(items.map((v) => String(v).trim()).filter(Boolean))];
}

class Walk {
  readonly steps: AheadStep[] = [];
  private readonly seen = new Set<string>();

  constructor(readonly graph: ProcessGraph, readonly variables: Record<string, unknown>, readonly resolve: ApproverResolver | undefined, readonly separation: Separation | undefined) {}

  private readonly queue: GraphNode[] = [];

  /** Puts the flows' targets on the way; run() visits them. */
  follow(flows: GraphFlow[]): void {
    for (const flow of flows) this.queue.push(this.graph.nodes[flow.target]!);
  }

  /**
   * Visits the paths a step at a time each, so the branches of a fork are listed side by side,
   * each until it ends, waits on an unknown condition, or is rejected. A node where flows merge
   * waits until no other path on the way can still reach it: what comes after a join (its end
   * included) is listed after every branch before it.
   */
  run(): void {
    while (this.queue.length) {
      const index = this.queue.findIndex((node, i) => node.incoming.length <= 1 || !this.queue.some((other, j) => j !== i && this.reaches(other, node.id)));
      const [next] = this.queue.splice(Math.max(index, 0), 1);
      this.arrive(next!);
    }
  }

  /** Whether a path from `from` can arrive at the node along sequence flows. */
  private reaches(from: GraphNode, target: string): boolean {
    if (from.id === target) return false;
    const visited = new Set<string>([from.id]);
    const stack = [from];
    while (stack.length) {
      for (const id of stack.pop()!.outgoing) {
        const next = this.graph.flows[id]!.target;
        if (next === target) return true;
        if (!visited.has(next)) {
          visited.add(next);
          stack.push(this.graph.nodes[next]!);
        }
      }
    }
    return false;
  }

  /** Leaves a node by the exits its type takes; null when a condition cannot be told. */
  exits(node: GraphNode): GraphFlow[] | null {
    const flows = node.outgoing.map((id) => this.graph.flows[id]!);
    if (node.type === 'parallelGateway') return flows;
    const conditioned = flows.filter((f) => f.id !== node.defaultFlow);
    const taken: GraphFlow[] = [];
    for (const flow of conditioned) {
      let open: boolean;
      try {
        open = !flow.condition || evaluateCondition(flow.condition, this.variables, { strict: true });
      } catch {
        this.undetermined(node);
        return null;
      }
      if (open) {
        taken.push(flow);
        if (node.type === 'exclusiveGateway') break;
      }
    }
    if (taken.length === 0 && node.defaultFlow) taken.push(this.graph.flows[node.defaultFlow]!);
    return taken;
  }

  private undetermined(node: GraphNode): void {
    this.push({ nodeId: node.id, name: node.name || node.id, state: 'undetermined', users: [], groups: [], mode: 'single', note: { key: 'workflow.path.undetermined', values: { name: node.name || node.id } }, pick: false, passRatio: null });
  }

  private push(step: AheadStep): void {
    if (this.steps.length < STEP_LIMIT) this.steps.push(step);
  }

  private arrive(node: GraphNode): void {
    if (this.seen.has(node.id) || this.steps.length >= STEP_LIMIT) return;
    this.seen.add(node.id);
    if (node.type === 'endEvent') {
      // An unnamed end is named by the caller (结束), not by its generated id.
      if (!this.steps.some((s) => s.state === 'end')) this.push({ nodeId: node.id, name: node.name ?? '', state: 'end', users: [], groups: [], mode: 'single', note: null, pick: false, passRatio: null });
      return;
    }
    if (node.type === 'userTask') {
      const step = this.userTask(node);
      this.push(step);
      if (step.state === 'auto' && step.note?.key === 'workflow.auto.nobodyRejected') return;
    }
    const exits = this.exits(node);
    if (exits) this.follow(exits);
  }

  private userTask(node: GraphNode): AheadStep {
    const def = node.userTask!;
    const base: AheadStep = { nodeId: node.id, name: node.name || node.id, state: 'ahead', users: [], groups: [], mode: modeOfLoop(def.multiInstance, def.passRatio ?? null), note: null, pick: false, passRatio: def.passRatio ?? null };
    if (def.rule?.kind === 'initiatorPick') {
      const picks = this.variables[PICKS_VARIABLE] as Record<string, string[]> | undefined;
      return { ...base, pick: true, users: picks?.[node.id] ?? [] };
    }
    if (def.rule) {
      if (!this.resolve) return base;
      try {
        const resolved = this.resolve(node, this.variables);
        const last = resolved.notes.at(-1);
        const note = last ? { key: last.reason, values: { task: last.nodeName, ...last.values } } : null;
        return { ...base, state: resolved.decision ? 'auto' : 'ahead', users: resolved.users, note };
      } catch (error) {
        if (error instanceof WorkflowError) return { ...base, note: { key: 'workflow.path.nobody', values: {} } };
        throw error;
      }
    }
    return this.separated(node, { ...base, ...this.plainAssignment(node) });
  }

  /** A plain step as segregation of duties will treat it: its interested approvers handed on, passed or allowed, and why. */
  private separated(node: GraphNode, step: AheadStep): AheadStep {
    if (!this.separation) return step;
    const out = { ...step };
    if (out.users.length) {
      const verdict = this.separation.named(node, out.users, !node.userTask?.multiInstance);
      const last = verdict.notes.at(-1);
      if (last) out.note = { key: last.reason, values: { task: last.nodeName, ...last.values } };
      if (verdict.decision === 'pass') return { ...out, state: 'auto', users: [], groups: [] };
      out.users = verdict.users;
    }
    const guard = out.groups.length ? this.separation.offered() : null;
    if (guard) Object.assign(out, { exclude: guard.exclude, standIn: guard.standIn });
    return out;
  }

  /** Assignee and candidates evaluated as the interpreter would, per instance of a multi-instance task. */
  private plainAssignment(node: GraphNode): Pick<AheadStep, 'users' | 'groups'> {
    const def = node.userTask!;
    const mi = def.multiInstance;
    let scopes: Record<string, unknown>[] = [this.variables];
    try {
      if (mi?.collection) {
        const source = mi.collection;
        const value = /[$#]\{/.test(source) ? evaluate(source, this.variables) : source in this.variables ? this.variables[source] : source;
        scopes = listOf(value).map((item) => (mi.elementVariable ? { ...this.variables, [mi.elementVariable]: item } : this.variables));
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
}

/** The steps after the given nodes (each left by its exits), as far as they can be told. */
export function stepsAhead(graph: ProcessGraph, from: string[], variables: Record<string, unknown>, resolve?: ApproverResolver, separation?: Separation): AheadStep[] {
  const walk = new Walk(graph, variables, resolve, separation);
  for (const id of from) {
    const exits = walk.exits(graph.nodes[id]!);
    if (exits) walk.follow(exits);
  }
  walk.run();
  return walk.steps;
}
