import { randomUUID } from 'node:crypto';
import type { EngineState, Token } from '@/lib/contract/workflow-engine-state';
import type { AutoNote } from './approver-rules';
import { WorkflowError } from '../model/errors';
import { evaluate, evaluateCondition, ExpressionError, UnknownVariableError } from '../model/expression';
import type { Effect } from './effects';
import type { GraphFlow, GraphNode, ListenerDef, ProcessGraph } from '@/lib/contract/workflow-graph';
import { runListener } from './listeners-run';
import { behaviourOf, settleAll } from '../nodes';
import type { Agenda } from '../nodes/behaviour';
import type { StepOptions, StepResult, TaskOrder } from './step-result';
import { scopeChain } from './subprocess';

/**
 * The interpreter's agenda: one step's moves of tokens through a deployed graph until each waits
 * or ends. It knows only the generic moves (take flows, fork, leave, place a token inside scopes,
 * end a path); what happens when a token arrives at a node is its kind's behaviour (nodes/). It is
 * pure: it reads the state and variables it is given and answers the new state, the tasks to
 * create or cancel and the effects; the caller persists them in one transaction.
 */

const STEP_LIMIT = 10_000;

export class Run implements Agenda {
  readonly state: EngineState;
  readonly variables: Record<string, unknown>;
  readonly newTasks: TaskOrder[] = [];
  readonly closedTokens = new Set<string>();
  readonly autoNotes: AutoNote[] = [];
  autoRejected = false;
  readonly effects: Effect[] = [];
  private steps = 0;
  private readonly finished: Set<string>;
  private readonly flows: Set<string>;
  private readonly rejected: Set<string>;

  constructor(readonly graph: ProcessGraph, state: EngineState, variables: Record<string, unknown>, readonly options: StepOptions) {
    this.state = { ...state, tokens: state.tokens.map((t) => ({ ...t, mi: t.mi ? { ...t.mi } : undefined })) };
    this.variables = { ...variables };
    this.finished = new Set(state.finishedNodes);
    this.flows = new Set(state.takenFlows);
    this.rejected = new Set(state.rejectedNodes);
  }

  get now(): Date {
    return this.options.now ?? new Date();
  }

  newKey(): string {
    return this.options.newKey?.() ?? randomUUID().replace(/-/g, '');
  }

  node(id: string): GraphNode {
    const node = this.graph.nodes[id];
    if (!node) throw new WorkflowError('workflow.run.unknownNode', { node: id });
    return node;
  }

  token(key: string): Token {
    const token = this.state.tokens.find((t) => t.key === key);
    if (!token) throw new WorkflowError('workflow.run.tokenGone');
    return token;
  }

  removeToken(key: string): void {
    this.state.tokens = this.state.tokens.filter((t) => t.key !== key);
    this.closedTokens.add(key);
  }

  markRejected(nodeId: string): void {
    this.rejected.add(nodeId);
  }

  markFinished(nodeId: string): void {
    this.finished.add(nodeId);
  }

  result(): StepResult {
    settleAll(this);
    return {
      state: { tokens: this.state.tokens, finishedNodes: [...this.finished], takenFlows: [...this.flows], rejectedNodes: [...this.rejected] },
      variables: this.variables,
      newTasks: this.newTasks,
      closedTokens: [...this.closedTokens],
      ended: this.state.tokens.length === 0,
      autoNotes: this.autoNotes,
      autoRejected: this.autoRejected,
      effects: this.effects,
    };
  }

  private tick(): void {
    this.steps += 1;
    if (this.steps > STEP_LIMIT) throw new WorkflowError('workflow.run.endlessLoop');
  }

  /**
   * A flow's condition. One that reads a variable the instance lacks fails the step, as Flowable
   * does, rather than quietly taking another flow: the action is refused and nothing is applied.
   */
  condition(flow: GraphFlow): boolean {
    if (!flow.condition) return true;
    try {
      return evaluateCondition(flow.condition, this.variables, { strict: true });
    } catch (error) {
      if (error instanceof UnknownVariableError) throw new WorkflowError('workflow.run.unknownVariable', { flow: flow.name || flow.id, variable: error.variable });
      if (error instanceof ExpressionError) throw new WorkflowError('workflow.run.badCondition', { flow: flow.name || flow.id, detail: error.message });
      throw error;
    }
  }

  /** An expression of a node's settings; a broken one refuses the step naming the node. */
  expression(node: GraphNode, text: string, variables: Record<string, unknown> = this.variables): unknown {
    try {
      return evaluate(text, variables);
    } catch (error) {
      if (error instanceof ExpressionError) throw new WorkflowError('workflow.run.badExpression', { node: node.name || node.id, detail: error.message });
      throw error;
    }
  }

  /** The flows an activity or start event leaves by: every true or unconditional one, else the default. */
  private activityExits(node: GraphNode): GraphFlow[] {
    const candidates = node.outgoing.filter((id) => id !== node.defaultFlow).map((id) => this.graph.flows[id]!);
    const taken = candidates.filter((f) => this.condition(f));
    if (taken.length > 0) return taken;
    if (node.defaultFlow) return [this.graph.flows[node.defaultFlow]!];
    if (node.outgoing.length === 0) return [];
    throw new WorkflowError('workflow.run.noPath', { node: node.name || node.id });
  }

  /** The token leaves its node along the given flows (the first keeps the token, others fork). */
  leaveAlong(token: Token, flows: GraphFlow[]): void {
    const node = this.node(token.nodeId);
    this.listen(node.listeners, 'end', node.name || node.id);
    this.finished.add(node.id);
    behaviourOf(node).left?.(token, node);
    delete token.mi;
    if (flows.length === 0) {
      this.removeToken(token.key);
      this.pathEnded(token);
      return;
    }
    const [first, ...rest] = flows;
    const forks = rest.map((flow) => {
      const fork: Token = { key: this.newKey(), nodeId: token.nodeId, state: 'TASK', prevTaskNode: token.prevTaskNode, ...(token.parent ? { parent: token.parent } : {}) };
      this.state.tokens.push(fork);
      return { token: fork, flow };
    });
    this.arrive(token, first!);
    for (const f of forks) this.arrive(f.token, f.flow);
  }

  /** Leaves an activity or start event by its outgoing flows. */
  leave(token: Token): void {
    this.leaveAlong(token, this.activityExits(this.node(token.nodeId)));
  }

  /** The token moves along a flow into its target, whose behaviour runs it until it waits or ends. */
  arrive(token: Token, flow: GraphFlow): void {
    this.tick();
    this.flows.add(flow.id);
    this.listen(flow.listeners, 'take', flow.name || flow.id);
    const node = this.node(flow.target);
    token.nodeId = node.id;
    token.state = 'TASK';
    this.listen(node.listeners, 'start', node.name || node.id);
    behaviourOf(node).arrive(this, token, node);
  }

  /** A path ended: when it was the last inside a sub-process, the sub-process is left by its outgoing flows. */
  pathEnded(token: Token): void {
    if (!token.parent) return;
    const scope = this.state.tokens.find((t) => t.key === token.parent);
    if (!scope || this.state.tokens.some((t) => t.parent === scope.key)) return;
    scope.state = 'TASK';
    scope.prevTaskNode = token.prevTaskNode;
    this.leave(scope);
  }

  /** A token placed at a node inside sub-processes gets the waiting tokens of each around it. */
  placeToken(nodeId: string, prevTaskNode: string | null): Token {
    let parent: string | undefined;
    for (const sub of scopeChain(this.graph, nodeId)) {
      const holder: Token = { key: this.newKey(), nodeId: sub, state: 'SUB', prevTaskNode: null, ...(parent ? { parent } : {}) };
      this.state.tokens.push(holder);
      parent = holder.key;
    }
    const token: Token = { key: this.newKey(), nodeId, state: 'TASK', prevTaskNode, ...(parent ? { parent } : {}) };
    this.state.tokens.push(token);
    return token;
  }

  /** Runs the listeners of one event: assignments land in the variables, the rest become effects. */
  listen(listeners: ListenerDef[] | undefined, event: string, source: string, extra: Record<string, unknown> = {}): void {
    for (const def of listeners ?? []) {
      if (def.event !== event) continue;
      const outcome = runListener(def, { ...this.variables, ...extra }, source);
      if (outcome.assign) this.variables[outcome.assign.name] = outcome.assign.value;
      if (outcome.effect) this.effects.push(outcome.effect);
    }
  }

  /** Every token stops: the instance ends (rejected or canceled). */
  stopAll(): void {
    for (const t of [...this.state.tokens]) this.removeToken(t.key);
  }
}
