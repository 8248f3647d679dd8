import type { AheadStep } from './ahead-step';
import type { ApproverResolver } from './approver-rules';
import { evaluateCondition } from '../model/expression';
import type { GraphFlow, GraphNode, ProcessGraph } from '@/lib/contract/workflow-graph';
import { behaviourOf } from '../nodes';
import type { Walker } from '../nodes/behaviour';
import type { Separation } from './separation';
import type { CopyResolver } from './service-task-run';

/**
 * Who comes next: follows the graph from where an instance stands (or from its start, for the
 * submit preview) with the variables it has now, resolving each user task's approvers, and stops
 * where a condition cannot be told yet (a variable the instance does not hold). What each node
 * shows is its kind's behaviour (nodes/). Pure: the rule resolver works on facts the caller
 * loaded; nothing is changed.
 */

export type { AheadStep } from './ahead-step';

const STEP_LIMIT = 50;

export class Walk implements Walker {
  readonly steps: AheadStep[] = [];
  private readonly seen = new Set<string>();

  constructor(readonly graph: ProcessGraph, readonly variables: Record<string, unknown>, readonly resolve: ApproverResolver | undefined, readonly separation: Separation | undefined, readonly copies: CopyResolver | undefined = undefined) {}

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

  /** Leaves a node by the exits its kind takes; null when a condition cannot be told. */
  exits(node: GraphNode): GraphFlow[] | null {
    const flows = node.outgoing.map((id) => this.graph.flows[id]!);
    const mode = behaviourOf(node).exits;
    if (mode === 'all') return flows;
    const conditioned = flows.filter((f) => f.id !== node.defaultFlow);
    const taken: GraphFlow[] = [];
    for (const flow of conditioned) {
      let open: boolean;
      try {
        open = !flow.condition || evaluateCondition(flow.condition, this.variables, { strict: true });
      } catch {
        this.push({ ...this.blank(node), state: 'undetermined', note: { key: 'workflow.path.undetermined', values: { name: node.name || node.id } } });
        return null;
      }
      if (open) {
        taken.push(flow);
        if (mode === 'first') break;
      }
    }
    if (taken.length === 0 && node.defaultFlow) taken.push(this.graph.flows[node.defaultFlow]!);
    return taken;
  }

  /** Goes on past a node by its exits, as far as they can be told. */
  pass(node: GraphNode): void {
    const exits = this.exits(node);
    if (exits) this.follow(exits);
  }

  /** A step of the node with nothing to say yet: the behaviour fills in what it shows. */
  blank(node: GraphNode): AheadStep {
    return { nodeId: node.id, name: node.name || node.id, state: 'ahead', users: [], groups: [], mode: 'single', note: null, pick: false, passRatio: null };
  }

  /** Lists a step (once: unless one of its state is listed already). */
  push(step: AheadStep, options: { once?: boolean } = {}): void {
    if (options.once && this.steps.some((s) => s.state === step.state)) return;
    if (this.steps.length < STEP_LIMIT) this.steps.push(step);
  }

  private arrive(node: GraphNode): void {
    if (this.seen.has(node.id) || this.steps.length >= STEP_LIMIT) return;
    this.seen.add(node.id);
    behaviourOf(node).ahead(this, node);
  }
}

/** The steps after the given nodes (each left by its exits), as far as they can be told. */
export function stepsAhead(graph: ProcessGraph, from: string[], variables: Record<string, unknown>, resolve?: ApproverResolver, separation?: Separation, copies?: CopyResolver): AheadStep[] {
  const walk = new Walk(graph, variables, resolve, separation, copies);
  for (const id of from) walk.pass(graph.nodes[id]!);
  walk.run();
  return walk.steps;
}
