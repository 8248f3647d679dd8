import { randomUUID } from 'node:crypto';
import type { EngineState, Token } from './engine-state';
import { parseDateTime } from '@/lib/entity/datetime';
import { DATE_PATTERN } from '@/lib/entity/rules';
import { dayStart } from '@/lib/entity/time-zone';
import { WorkflowError } from './errors';
import { evaluate, evaluateCondition, ExpressionError, UnknownVariableError } from './expression';
import type { GraphFlow, GraphNode, ProcessGraph } from './graph';

/**
 * The process interpreter: moves tokens through a deployed graph until each waits at a user task
 * or a parallel join, or ends. It is pure: it reads the state and variables it is given and answers
 * the new state and the tasks to create or cancel; the caller persists them in one transaction.
 */

/** A user task to create, with its assignment already evaluated against the variables. */
export interface TaskOrder {
  tokenKey: string;
  nodeId: string;
  name: string;
  loopCounter: number | null;
  assignee: string | null;
  candidateUsers: string[];
  candidateGroups: string[];
  dueDate: Date | null;
  priority: number;
  formKey: string | null;
}

export interface StepResult {
  state: EngineState;
  variables: Record<string, unknown>;
  newTasks: TaskOrder[];
  /** Tokens whose still-open tasks are to be canceled (a finished countersign, a return, an end). */
  closedTokens: string[];
  /** True when no token is left: the instance is finished. */
  ended: boolean;
}

export interface StepOptions {
  now?: Date;
  newKey?: () => string;
  /** Gives a returned-to single task back to the person who handled it. */
  assigneeFor?: (nodeId: string) => string | null;
}

/** The variables a multi-instance activity adds for its completion condition and assignments. */
export const RESERVED_VARIABLES = ['initiator', 'initiatorLeader', 'businessKey', 'nrOfInstances', 'nrOfCompletedInstances', 'nrOfActiveInstances', 'loopCounter'] as const;

const STEP_LIMIT = 10_000;
const DEFAULT_PRIORITY = 50;

class Run {
  readonly state: EngineState;
  readonly variables: Record<string, unknown>;
  readonly newTasks: TaskOrder[] = [];
  readonly closedTokens = new Set<string>();
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

  result(): StepResult {
    return {
      state: { tokens: this.state.tokens, finishedNodes: [...this.finished], takenFlows: [...this.flows], rejectedNodes: [...this.rejected] },
      variables: this.variables,
      newTasks: this.newTasks,
      closedTokens: [...this.closedTokens],
      ended: this.state.tokens.length === 0,
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
  private condition(flow: GraphFlow, variables: Record<string, unknown>): boolean {
    if (!flow.condition) return true;
    try {
      return evaluateCondition(flow.condition, variables, { strict: true });
    } catch (error) {
      if (error instanceof UnknownVariableError) throw new WorkflowError('workflow.run.unknownVariable', { flow: flow.name || flow.id, variable: error.variable });
      if (error instanceof ExpressionError) throw new WorkflowError('workflow.run.badCondition', { flow: flow.name || flow.id, detail: error.message });
      throw error;
    }
  }

  /** The flows an activity or start event leaves by: every true or unconditional one, else the default. */
  private activityExits(node: GraphNode): GraphFlow[] {
    const candidates = node.outgoing.filter((id) => id !== node.defaultFlow).map((id) => this.graph.flows[id]!);
    const taken = candidates.filter((f) => this.condition(f, this.variables));
    if (taken.length > 0) return taken;
    if (node.defaultFlow) return [this.graph.flows[node.defaultFlow]!];
    if (node.outgoing.length === 0) return [];
    throw new WorkflowError('workflow.run.noPath', { node: node.name || node.id });
  }

  /** An exclusive gateway takes the first true flow in model order, else its default. */
  private gatewayExit(node: GraphNode): GraphFlow {
    for (const id of node.outgoing) {
      if (id === node.defaultFlow) continue;
      const flow = this.graph.flows[id]!;
      if (this.condition(flow, this.variables)) return flow;
    }
    if (node.defaultFlow) return this.graph.flows[node.defaultFlow]!;
    throw new WorkflowError('workflow.run.noPath', { node: node.name || node.id });
  }

  /** The token leaves its node along the given flows (the first keeps the token, others fork). */
  private leaveAlong(token: Token, flows: GraphFlow[]): void {
    const node = this.node(token.nodeId);
    this.finished.add(node.id);
    if (node.type === 'userTask') token.prevTaskNode = node.id;
    delete token.mi;
    if (flows.length === 0) {
      this.removeToken(token.key);
      return;
    }
    const [first, ...rest] = flows;
    const forks = rest.map((flow) => {
      const fork: Token = { key: this.newKey(), nodeId: token.nodeId, state: 'TASK', prevTaskNode: token.prevTaskNode };
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

  /** The token moves along a flow into its target and runs it until it waits or ends. */
  arrive(token: Token, flow: GraphFlow): void {
    this.tick();
    this.flows.add(flow.id);
    const node = this.node(flow.target);
    token.nodeId = node.id;
    token.state = 'TASK';
    switch (node.type) {
      case 'endEvent':
        this.finished.add(node.id);
        this.removeToken(token.key);
        if (node.terminate) for (const t of [...this.state.tokens]) this.removeToken(t.key);
        return;
      case 'task':
      case 'startEvent':
        this.leave(token);
        return;
      case 'exclusiveGateway':
        this.leaveAlong(token, [this.gatewayExit(node)]);
        return;
      case 'parallelGateway':
        this.parallel(token, node);
        return;
      case 'userTask':
        this.enterUserTask(token, node);
        return;
    }
  }

  private parallel(token: Token, node: GraphNode): void {
    if (node.incoming.length > 1) {
      const waiting = this.state.tokens.filter((t) => t.key !== token.key && t.nodeId === node.id && t.state === 'JOIN');
      if (waiting.length + 1 < node.incoming.length) {
        token.state = 'JOIN';
        return;
      }
      for (const t of waiting.slice(0, node.incoming.length - 1)) this.removeToken(t.key);
    }
    this.leaveAlong(token, node.outgoing.map((id) => this.graph.flows[id]!));
  }

  /** Variables of one instance of a (multi-instance) task: the element variable and the counters. */
  instanceVariables(token: Token, node: GraphNode, loopCounter: number | null): Record<string, unknown> {
    if (!token.mi || loopCounter === null) return this.variables;
    const mi = node.userTask?.multiInstance;
    const extra: Record<string, unknown> = {
      loopCounter,
      nrOfInstances: token.mi.total,
      nrOfCompletedInstances: token.mi.completed,
      nrOfActiveInstances: token.mi.active,
    };
    if (mi?.elementVariable && token.mi.items) extra[mi.elementVariable] = token.mi.items[loopCounter];
    return { ...this.variables, ...extra };
  }

  private enterUserTask(token: Token, node: GraphNode): void {
    const mi = node.userTask?.multiInstance;
    if (!mi) {
      this.order(token, node, null);
      return;
    }
    const items = mi.collection ? this.collection(node, mi.collection) : null;
    const total = items ? items.length : this.cardinality(node, mi.cardinality);
    if (total === 0) {
      this.leave(token);
      return;
    }
    token.mi = { total, completed: 0, active: mi.sequential ? 1 : total, sequential: mi.sequential, items };
    const count = mi.sequential ? 1 : total;
    for (let i = 0; i < count; i += 1) this.order(token, node, i);
  }

  private collection(node: GraphNode, source: string): unknown[] {
    const value = /[$#]\{/.test(source) ? this.expression(node, source, this.variables) : source in this.variables ? this.variables[source] : source;
    const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : null;
    if (!list) throw new WorkflowError('workflow.run.badCollection', { node: node.name || node.id });
    return list;
  }

  private cardinality(node: GraphNode, source: string | null): number {
    const value = Number(source === null ? NaN : this.expression(node, source, this.variables));
    if (!Number.isInteger(value) || value < 0 || value > 1000) throw new WorkflowError('workflow.run.badCardinality', { node: node.name || node.id });
    return value;
  }

  private expression(node: GraphNode, text: string, variables: Record<string, unknown>): unknown {
    try {
      return evaluate(text, variables);
    } catch (error) {
      if (error instanceof ExpressionError) throw new WorkflowError('workflow.run.badExpression', { node: node.name || node.id, detail: error.message });
      throw error;
    }
  }

  private list(node: GraphNode, text: string | null, variables: Record<string, unknown>): string[] {
    if (!text) return [];
    const value = this.expression(node, text, variables);
    const items = Array.isArray(value) ? value : value === null || value === undefined ? [] : String(value).split(',');
    return [...new Set(items.map((v) => String(v).trim()).filter(Boolean))];
  }

  private dueDate(node: GraphNode, text: string | null, variables: Record<string, unknown>): Date | null {
    if (!text) return null;
    const value = this.expression(node, text, variables);
    if (value === null || value === undefined || value === '') return null;
    if (typeof value === 'string' && /^P/i.test(value.trim())) {
      const due = addDuration(this.now, value.trim());
      if (due) return due;
    }
    // A date-time without an offset is business time (lib/entity/datetime.ts), a plain day its first moment.
    const date = typeof value === 'string' ? (parseDateTime(value) ?? (DATE_PATTERN.test(value.trim()) ? dayStart(value.trim()) : new Date(Number.NaN))) : new Date(value as number);
    if (Number.isNaN(date.getTime())) throw new WorkflowError('workflow.run.badDueDate', { node: node.name || node.id });
    return date;
  }

  /** Creates the task order of one (instance of a) user task. */
  order(token: Token, node: GraphNode, loopCounter: number | null, assigneeOverride: string | null = null): void {
    const def = node.userTask!;
    const variables = this.instanceVariables(token, node, loopCounter);
    const assignee = assigneeOverride ?? (def.assignee ? this.list(node, def.assignee, variables)[0] ?? null : null);
    const priority = def.priority ? Number(this.expression(node, def.priority, variables)) : DEFAULT_PRIORITY;
    this.newTasks.push({
      tokenKey: token.key,
      nodeId: node.id,
      name: node.name || node.id,
      loopCounter,
      assignee,
      candidateUsers: assigneeOverride ? [] : this.list(node, def.candidateUsers, variables),
      candidateGroups: assigneeOverride ? [] : this.list(node, def.candidateGroups, variables),
      dueDate: this.dueDate(node, def.dueDate, variables),
      priority: Number.isFinite(priority) ? Math.trunc(priority) : DEFAULT_PRIORITY,
      formKey: def.formKey ? String(this.expression(node, def.formKey, variables)) : null,
    });
  }

  /** Completion of one task (an approval): a multi-instance activity may wait for more. */
  complete(tokenKey: string, loopCounter: number | null): void {
    const token = this.token(tokenKey);
    const node = this.node(token.nodeId);
    if (node.type === 'startEvent') {
      // The initiator resubmitted after a return: the process runs again from its start.
      this.leave(token);
      return;
    }
    const mi = node.userTask?.multiInstance;
    if (!token.mi || !mi || loopCounter === null) {
      this.leave(token);
      return;
    }
    token.mi.completed += 1;
    token.mi.active -= 1;
    const variables = this.instanceVariables(token, node, loopCounter);
    const done = token.mi.completed >= token.mi.total || (mi.completionCondition ? this.completion(node, mi.completionCondition, variables) : false);
    if (done) {
      // The rest of a countersign / or-sign is no longer needed.
      this.closedTokens.add(token.key);
      this.leave(token);
      return;
    }
    if (token.mi.sequential) {
      token.mi.active += 1;
      this.order(token, node, token.mi.completed);
    }
  }

  private completion(node: GraphNode, text: string, variables: Record<string, unknown>): boolean {
    try {
      return evaluateCondition(text, variables);
    } catch (error) {
      if (error instanceof ExpressionError) throw new WorkflowError('workflow.run.badExpression', { node: node.name || node.id, detail: error.message });
      throw error;
    }
  }

  /** Every token stops: the instance ends (rejected or canceled). */
  stopAll(): void {
    for (const t of [...this.state.tokens]) this.removeToken(t.key);
  }

  /** All paths are withdrawn and one token waits at the given user task (or the initiator's start). */
  restartAt(nodeId: string, assignee: string | null): void {
    this.stopAll();
    const node = this.node(nodeId);
    const token: Token = { key: this.newKey(), nodeId, state: 'TASK', prevTaskNode: null };
    this.state.tokens.push(token);
    if (node.type === 'startEvent') {
      this.newTasks.push({
        tokenKey: token.key, nodeId, name: node.name || this.graph.name || nodeId, loopCounter: null,
        assignee, candidateUsers: [], candidateGroups: [], dueDate: null, priority: DEFAULT_PRIORITY, formKey: null,
      });
      return;
    }
    if (node.userTask?.multiInstance || !assignee) this.enterUserTask(token, node);
    else this.order(token, node, null, assignee);
  }
}

/** Adds an ISO 8601 duration (P1DT2H, PT30M, P2W) to a date; null when it is not one. */
export function addDuration(from: Date, text: string): Date | null {
  const m = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/i.exec(text);
  if (!m || text.toUpperCase() === 'P' || text.toUpperCase().endsWith('T')) return null;
  const [, y, mo, w, d, h, mi, s] = m.map((v) => Number(v ?? 0));
  const due = new Date(from.getTime());
  due.setUTCFullYear(due.getUTCFullYear() + y!, due.getUTCMonth() + mo!, due.getUTCDate() + w! * 7 + d!);
  due.setTime(due.getTime() + ((h! * 60 + mi!) * 60 + s!) * 1000);
  return due;
}

/** Starts an instance: one token leaves the start event. */
export function startInstance(graph: ProcessGraph, variables: Record<string, unknown>, options: StepOptions = {}): StepResult {
  const run = new Run(graph, { tokens: [], finishedNodes: [], takenFlows: [], rejectedNodes: [] }, variables, options);
  const token: Token = { key: run.newKey(), nodeId: graph.startNodeId, state: 'TASK', prevTaskNode: null };
  run.state.tokens.push(token);
  run.leave(token);
  return run.result();
}

/** Approves one task of a token (loopCounter for an instance of a multi-instance task). */
export function completeTask(graph: ProcessGraph, state: EngineState, variables: Record<string, unknown>, task: { tokenKey: string; loopCounter: number | null }, options: StepOptions = {}): StepResult {
  const run = new Run(graph, state, variables, options);
  run.complete(task.tokenKey, task.loopCounter);
  return run.result();
}

export type RejectMode = 'end' | 'previous' | 'initiator';

/**
 * Rejects a task: the process ends as rejected, or every path is withdrawn and the process waits
 * at the previous user task (given back to whoever handled it) or at the initiator.
 */
export function rejectTask(graph: ProcessGraph, state: EngineState, variables: Record<string, unknown>, task: { tokenKey: string }, mode: RejectMode, options: StepOptions = {}): StepResult {
  const run = new Run(graph, state, variables, options);
  const token = run.token(task.tokenKey);
  run.markRejected(token.nodeId);
  if (mode === 'end') {
    run.stopAll();
    return run.result();
  }
  const previous = mode === 'previous' ? token.prevTaskNode : null;
  if (previous) run.restartAt(previous, options.assigneeFor?.(previous) ?? null);
  else run.restartAt(graph.startNodeId, typeof variables.initiator === 'string' ? variables.initiator : null);
  return run.result();
}

/** Cancels every path (the initiator withdrew the process). */
export function stopInstance(graph: ProcessGraph, state: EngineState, variables: Record<string, unknown>): StepResult {
  const run = new Run(graph, state, variables, {});
  run.stopAll();
  return run.result();
}

/**
 * Returns a task to a user task the instance passed (allowReturn = any): every path is withdrawn
 * and the process waits there, given back to whoever handled it.
 */
export function returnToNode(graph: ProcessGraph, state: EngineState, variables: Record<string, unknown>, task: { tokenKey: string }, nodeId: string, options: StepOptions = {}): StepResult {
  const run = new Run(graph, state, variables, options);
  run.markRejected(run.token(task.tokenKey).nodeId);
  run.restartAt(nodeId, options.assigneeFor?.(nodeId) ?? null);
  return run.result();
}
