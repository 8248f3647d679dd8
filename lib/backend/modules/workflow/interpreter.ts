import { randomUUID } from 'node:crypto';
import type { EngineState, Token } from './engine-state';
import { parseDateTime } from '@/lib/entity/datetime';
import { DATE_PATTERN } from '@/lib/entity/rules';
import { dayStart } from '@/lib/entity/time-zone';
import type { ApproverResolver, AutoNote } from './approver-rules';
import type { Separation } from './separation';
import { ratioThresholds } from '@/lib/workflow/approver-rule';
import { WorkflowError } from './errors';
import { evaluate, evaluateCondition, ExpressionError, UnknownVariableError } from './expression';
import type { GraphFlow, GraphNode, ListenerDef, ProcessGraph } from './graph';
import { inclusiveExits, readyToJoin } from './inclusive';
import { mapVariables } from './call-activity-run';
import type { Effect } from './effects';
import { runListener } from './listeners-run';
import { runScript } from './script-task';
import { httpRequestOf, type CopyResolver } from './service-task-run';
import { scopeChain, tokensWithin } from './subprocess';

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
  /** A task offered to groups: members who may not take it (segregation of duties), and who takes it when no other member can. */
  exclude?: string[];
  standIn?: string | null;
}

export interface StepResult {
  state: EngineState;
  variables: Record<string, unknown>;
  newTasks: TaskOrder[];
  /** Tokens whose still-open tasks are to be canceled (a finished countersign, a return, an end). */
  closedTokens: string[];
  /** True when no token is left: the instance is finished. */
  ended: boolean;
  /** Decisions the approver rules took by themselves (each becomes a history line). */
  autoNotes?: AutoNote[];
  /** A rule rejected the process by itself (nobody found, auto-reject): it ends as rejected. */
  autoRejected?: boolean;
  /** What listeners asked of the store (business messages, the bound record's status), in order. */
  effects: Effect[];
}

export interface StepOptions {
  now?: Date;
  newKey?: () => string;
  /** Gives a returned-to single task back to the person who handled it. */
  assigneeFor?: (nodeId: string) => string | null;
  /** Resolves the approvers of tasks assigned by a rule (approver-rules.ts); required when the graph has such tasks. */
  approvers?: ApproverResolver;
  /** Resolves whom copy nodes copy to (approver-facts.ts); required when the graph has copy nodes. */
  copyRecipients?: CopyResolver;
  /** Keeps the request's interested parties from approving steps not assigned by a rule (separation.ts). */
  separation?: Separation;
}

/** The variables the engine provides (a multi-instance activity adds its counters). */
export { RESERVED_VARIABLES } from './reserved-variables';

const STEP_LIMIT = 10_000;
const DEFAULT_PRIORITY = 50;

class Run {
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

  result(): StepResult {
    this.releaseInclusiveJoins();
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
    this.listen(node.listeners, 'end', node.name || node.id);
    this.finished.add(node.id);
    if (node.type === 'userTask') token.prevTaskNode = node.id;
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

  /** The token moves along a flow into its target and runs it until it waits or ends. */
  arrive(token: Token, flow: GraphFlow): void {
    this.tick();
    this.flows.add(flow.id);
    this.listen(flow.listeners, 'take', flow.name || flow.id);
    const node = this.node(flow.target);
    token.nodeId = node.id;
    token.state = 'TASK';
    this.listen(node.listeners, 'start', node.name || node.id);
    switch (node.type) {
      case 'endEvent':
        this.finished.add(node.id);
        this.listen(node.listeners, 'end', node.name || node.id);
        this.removeToken(token.key);
        // Terminate ends every path of its own (sub-)process.
        if (node.terminate) for (const key of token.parent ? tokensWithin(this.state.tokens, token.parent) : this.state.tokens.map((t) => t.key)) this.removeToken(key);
        if (this.state.tokens.length === 0) this.listen(this.graph.listeners, 'end', this.graph.name || this.graph.processId);
        this.pathEnded(token);
        return;
      case 'task':
      case 'startEvent':
      case 'boundaryEvent':
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
      case 'inclusiveGateway':
        this.inclusive(token, node);
        return;
      case 'scriptTask':
        this.script(node);
        this.leave(token);
        return;
      case 'subProcess':
        this.enterSubProcess(token, node);
        return;
      case 'callActivity':
        this.callProcess(token, node);
        return;
      case 'serviceTask':
        this.serviceTask(token, node);
        return;
    }
  }

  // --- service tasks (service-task-run.ts) ---

  /** A copy node copies and the path goes on at once; an HTTP task's path waits for its call. */
  private serviceTask(token: Token, node: GraphNode): void {
    const nodeName = node.name || node.id;
    if (node.copyTask) {
      if (!this.options.copyRecipients) throw new WorkflowError('workflow.run.noResolver', { node: nodeName });
      this.effects.push({ kind: 'copyNode', nodeId: node.id, nodeName, users: this.options.copyRecipients(node, this.variables) });
      this.leave(token);
      return;
    }
    token.state = 'HTTP';
    this.effects.push({ kind: 'httpCall', tokenKey: token.key, nodeId: node.id, nodeName, request: httpRequestOf(node, this.variables) });
  }

  /** An HTTP task's call came back (or failed and is ignored): the answer lands in its variable and the path goes on. */
  resumeHttp(tokenKey: string, answer: { value: unknown } | null): void {
    const token = this.token(tokenKey);
    const node = this.node(token.nodeId);
    if (token.state !== 'HTTP' || !node.httpTask) throw new WorkflowError('workflow.run.tokenGone');
    if (answer && node.httpTask.resultVariable) this.variables[node.httpTask.resultVariable] = answer.value;
    token.state = 'TASK';
    this.leave(token);
  }

  // --- call activity (call-activity-run.ts) ---

  /** The token waits while the store starts the called process as a child instance. */
  private callProcess(token: Token, node: GraphNode): void {
    const def = node.callActivity!;
    token.state = 'CALL';
    const source = node.name || node.id;
    this.effects.push({ kind: 'startChild', tokenKey: token.key, nodeId: node.id, processKey: def.calledElement, variables: mapVariables(def.inputs, this.variables, source), source });
  }

  /** The called instance ended: its variables passed out land here, and the token leaves the call activity. */
  resumeCall(tokenKey: string, childVariables: Record<string, unknown>): void {
    const token = this.token(tokenKey);
    const node = this.node(token.nodeId);
    if (token.state !== 'CALL' || !node.callActivity) throw new WorkflowError('workflow.run.tokenGone');
    Object.assign(this.variables, mapVariables(node.callActivity.outputs, childVariables, node.name || node.id));
    token.state = 'TASK';
    this.leave(token);
  }

  // --- embedded sub-process (subprocess.ts) ---

  /** The token waits at the sub-process while one of its own leaves the inner start event. */
  private enterSubProcess(token: Token, node: GraphNode): void {
    token.state = 'SUB';
    const start = this.node(node.innerStart!);
    const inner: Token = { key: this.newKey(), nodeId: start.id, state: 'TASK', prevTaskNode: token.prevTaskNode, parent: token.key };
    this.state.tokens.push(inner);
    this.listen(start.listeners, 'start', start.name || start.id);
    this.leave(inner);
  }

  /** A path ended: when it was the last inside a sub-process, the sub-process is left by its outgoing flows. */
  private pathEnded(token: Token): void {
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

  // --- inclusive gateway (inclusive.ts) ---

  /** A join waits (state JOIN) until no other token can reach it; a plain fork leaves at once. */
  private inclusive(token: Token, node: GraphNode): void {
    if (node.incoming.length > 1) {
      token.state = 'JOIN';
      this.fireInclusiveJoin(node);
      return;
    }
    this.inclusiveFork(token, node);
  }

  private inclusiveFork(token: Token, node: GraphNode): void {
    const exits = inclusiveExits(this.graph, node, (flow) => this.condition(flow, this.variables));
    if (exits.length === 0) throw new WorkflowError('workflow.run.noPath', { node: node.name || node.id });
    this.leaveAlong(token, exits);
  }

  /** Merges the tokens waiting at an inclusive join into one that goes on, when no other can still arrive. */
  private fireInclusiveJoin(node: GraphNode): boolean {
    const waiting = readyToJoin(this.graph, this.state.tokens, node.id);
    if (!waiting) return false;
    const [keep, ...merged] = waiting;
    for (const t of merged) this.removeToken(t.key);
    keep!.state = 'TASK';
    this.inclusiveFork(keep!, node);
    return true;
  }

  /**
   * A path that ended or turned elsewhere may be what a waiting inclusive join waited for: after
   * every step, joins nothing can reach any more go on, until none does.
   */
  private releaseInclusiveJoins(): void {
    let fired = true;
    while (fired) {
      fired = false;
      for (const token of this.state.tokens) {
        const node = this.graph.nodes[token.nodeId];
        if (token.state === 'JOIN' && node?.type === 'inclusiveGateway' && this.fireInclusiveJoin(node)) {
          fired = true;
          break;
        }
      }
    }
  }

  // --- listeners (listeners-run.ts) ---

  /** Runs the listeners of one event: assignments land in the variables, the rest become effects. */
  listen(listeners: ListenerDef[] | undefined, event: string, source: string, extra: Record<string, unknown> = {}): void {
    for (const def of listeners ?? []) {
      if (def.event !== event) continue;
      const outcome = runListener(def, { ...this.variables, ...extra }, source);
      if (outcome.assign) this.variables[outcome.assign.name] = outcome.assign.value;
      if (outcome.effect) this.effects.push(outcome.effect);
    }
  }

  // --- script task (script-task.ts) ---

  /** Runs a script task's assignments into the variables; a failing script refuses the step. */
  private script(node: GraphNode): void {
    const outcome = runScript(node.script?.assignments ?? [], this.variables);
    if ('failure' in outcome) {
      const name = node.name || node.id;
      if (outcome.failure.kind === 'unknownVariable') throw new WorkflowError('workflow.run.scriptUnknownVariable', { node: name, variable: outcome.failure.variable });
      throw new WorkflowError('workflow.run.badExpression', { node: name, detail: outcome.failure.detail });
    }
    Object.assign(this.variables, outcome.assigned);
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

  /** A rule's approvers; a task the rule passes or rejects by itself creates no order (null). */
  private ruleApprovers(node: GraphNode, token: Token): string[] | null {
    if (!this.options.approvers) throw new WorkflowError('workflow.run.noResolver', { node: node.name || node.id });
    const resolved = this.options.approvers(node, this.variables);
    this.autoNotes.push(...resolved.notes);
    if (resolved.decision === 'reject') {
      this.markRejected(node.id);
      this.autoRejected = true;
      this.stopAll();
      return null;
    }
    if (resolved.decision === 'pass') {
      this.leave(token);
      return null;
    }
    return resolved.users;
  }

  private enterUserTask(token: Token, node: GraphNode): void {
    const mi = node.userTask?.multiInstance;
    const ruleUsers = node.userTask?.rule ? this.ruleApprovers(node, token) : undefined;
    if (ruleUsers === null) return;
    if (!mi) {
      if (!this.order(token, node, null, null, ruleUsers)) this.leave(token);
      return;
    }
    const items = ruleUsers ?? (mi.collection ? this.collection(node, mi.collection) : null);
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

  /**
   * Creates the task order of one (instance of a) user task; false when segregation of duties passed
   * the step instead (the caller moves on).
   */
  order(token: Token, node: GraphNode, loopCounter: number | null, assigneeOverride: string | null = null, ruleUsers?: string[]): boolean {
    const def = node.userTask!;
    const variables = this.instanceVariables(token, node, loopCounter);
    if (def.rule && !assigneeOverride) {
      // A rule task: one instance per resolved approver, or one task for all of them.
      const users = token.mi?.items && loopCounter !== null ? [String(token.mi.items[loopCounter])] : ruleUsers ?? [];
      if (users.length === 1) assigneeOverride = users[0]!;
      else ruleUsers = users;
    }
    let assignee = assigneeOverride ?? (def.rule ? null : def.assignee ? this.list(node, def.assignee, variables)[0] ?? null : null);
    let candidateUsers = assigneeOverride ? [] : def.rule ? ruleUsers ?? [] : this.list(node, def.candidateUsers, variables);
    const candidateGroups = assigneeOverride || def.rule ? [] : this.list(node, def.candidateGroups, variables);
    let guard: ReturnType<Separation['offered']> = null;
    const separation = this.options.separation;
    // A rule's approvers were separated when it was resolved; a returned task goes back to who handled it.
    if (separation && !def.rule && !assigneeOverride) {
      const named = assignee ? [assignee] : candidateUsers;
      if (named.length) {
        const verdict = separation.named(node, named, token.mi === undefined);
        this.autoNotes.push(...verdict.notes);
        if (verdict.decision === 'pass') return false;
        if (assignee) assignee = verdict.users[0] ?? null;
        else candidateUsers = verdict.users;
      }
      if (!assignee && candidateGroups.length) guard = separation.offered();
    }
    const priority = def.priority ? Number(this.expression(node, def.priority, variables)) : DEFAULT_PRIORITY;
    this.newTasks.push({
      tokenKey: token.key,
      nodeId: node.id,
      name: node.name || node.id,
      loopCounter,
      assignee,
      candidateUsers: assignee ? [] : candidateUsers,
      candidateGroups: assignee ? [] : candidateGroups,
      dueDate: this.dueDate(node, def.dueDate, variables),
      priority: Number.isFinite(priority) ? Math.trunc(priority) : DEFAULT_PRIORITY,
      formKey: def.formKey ? String(this.expression(node, def.formKey, variables)) : null,
      ...(guard ? { exclude: guard.exclude, standIn: guard.standIn } : {}),
    });
    const task = { name: node.name || node.id, nodeId: node.id, assignee };
    if (assignee) this.listen(node.taskListeners, 'assignment', task.name, { ...variables, task });
    this.listen(node.taskListeners, 'create', task.name, { ...variables, task });
    return true;
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
    const task = { name: node.name || node.id, nodeId: node.id };
    this.listen(node.taskListeners, 'complete', task.name, { ...this.instanceVariables(token, node, loopCounter), task });
    if (!token.mi || !mi || loopCounter === null) {
      this.leave(token);
      return;
    }
    token.mi.completed += 1;
    token.mi.active -= 1;
    const variables = this.instanceVariables(token, node, loopCounter);
    const ratio = node.userTask?.passRatio;
    const done = token.mi.completed >= token.mi.total
      || (ratio ? token.mi.completed >= ratioThresholds(ratio, token.mi.total).approvalsNeeded : false)
      || (mi.completionCondition ? this.completion(node, mi.completionCondition, variables) : false);
    if (done) {
      // The rest of a countersign / or-sign is no longer needed.
      this.closedTokens.add(token.key);
      this.leave(token);
      return;
    }
    if (token.mi.sequential) {
      token.mi.active += 1;
      this.order(token, node, token.mi.completed + (token.mi.rejected ?? 0));
    }
  }

  /**
   * A rejection of one instance of a pass-by-ratio task: tolerated while the ratio can still be
   * reached (the next approver of a sequential one is asked), else the process ends as rejected.
   * Answers false when the task is not such a task (an ordinary reject applies).
   */
  voteAgainst(tokenKey: string, loopCounter: number | null): boolean {
    const token = this.token(tokenKey);
    const node = this.node(token.nodeId);
    const ratio = node.userTask?.passRatio;
    if (!ratio || !token.mi || loopCounter === null) return false;
    token.mi.rejected = (token.mi.rejected ?? 0) + 1;
    token.mi.active -= 1;
    if (token.mi.rejected > ratioThresholds(ratio, token.mi.total).rejectionsAllowed) {
      this.markRejected(node.id);
      this.stopAll();
      return true;
    }
    if (token.mi.sequential) {
      token.mi.active += 1;
      this.order(token, node, token.mi.completed + token.mi.rejected);
    }
    return true;
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
    const token = this.placeToken(nodeId, null);
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
  run.listen(graph.listeners, 'start', graph.name || graph.processId);
  const start = run.node(graph.startNodeId);
  run.listen(start.listeners, 'start', start.name || start.id);
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

/**
 * A rejection that a pass-by-ratio task may tolerate: the task waits for its other approvers, or
 * the process ends as rejected once the ratio can no longer be reached. Null when the task has no
 * ratio (the caller rejects as usual).
 */
export function rejectVote(graph: ProcessGraph, state: EngineState, variables: Record<string, unknown>, task: { tokenKey: string; loopCounter: number | null }, options: StepOptions = {}): StepResult | null {
  const run = new Run(graph, state, variables, options);
  return run.voteAgainst(task.tokenKey, task.loopCounter) ? run.result() : null;
}

/**
 * A timer boundary event fires on the user task its token waits at: an interrupting one withdraws
 * the task (all its instances) and the token leaves by the event's flows; a non-interrupting one
 * leaves the task open and a new token leaves. Answers null when the token no longer waits there.
 */
export function fireBoundaryTimer(graph: ProcessGraph, state: EngineState, variables: Record<string, unknown>, timer: { tokenKey: string; boundaryId: string }, options: StepOptions = {}): StepResult | null {
  const run = new Run(graph, state, variables, options);
  const boundary = run.node(timer.boundaryId);
  const token = run.state.tokens.find((t) => t.key === timer.tokenKey);
  if (!token || token.state !== 'TASK' || token.nodeId !== boundary.boundaryTimer?.attachedTo) return null;
  if (boundary.boundaryTimer.interrupting) {
    run.closedTokens.add(token.key);
    token.prevTaskNode = token.nodeId;
    delete token.mi;
    token.nodeId = boundary.id;
    run.leave(token);
  } else {
    const fork: Token = { key: run.newKey(), nodeId: boundary.id, state: 'TASK', prevTaskNode: token.prevTaskNode };
    run.state.tokens.push(fork);
    run.leave(fork);
  }
  return run.result();
}

/** A called process's instance ended: the call activity's token goes on. */
export function resumeCallActivity(graph: ProcessGraph, state: EngineState, variables: Record<string, unknown>, call: { tokenKey: string; childVariables: Record<string, unknown> }, options: StepOptions = {}): StepResult {
  const run = new Run(graph, state, variables, options);
  run.resumeCall(call.tokenKey, call.childVariables);
  return run.result();
}

/** An HTTP task's call came back: its path goes on (answer null: a failure the task ignores, no result stored). */
export function resumeHttpTask(graph: ProcessGraph, state: EngineState, variables: Record<string, unknown>, call: { tokenKey: string; answer: { value: unknown } | null }, options: StepOptions = {}): StepResult {
  const run = new Run(graph, state, variables, options);
  run.resumeHttp(call.tokenKey, call.answer);
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
