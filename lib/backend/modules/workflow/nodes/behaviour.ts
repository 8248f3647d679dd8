import type { ModdleElement } from 'bpmn-moddle';
import type { Dialect } from '@/lib/workflow/moddle-extensions';
import type { AheadStep } from '../run/ahead-step';
import type { CopyResolver } from '../run/service-task-run';
import type { ApproverResolver, AutoNote } from '../run/approver-rules';
import type { Effect } from '../run/effects';
import type { EngineState, Token } from '@/lib/contract/workflow-engine-state';
import type { FormFieldDef, GraphFlow, GraphNode, ListenerDef, NodeOf, NodeType, ProcessGraph } from '@/lib/contract/workflow-graph';
import type { Separation } from '../run/separation';
import type { StepOptions, TaskOrder } from '../run/step-result';

/**
 * What a node kind does, in one place: how the deploy reads it from BPMN, what happens when a
 * token arrives, what the path ahead shows for it, and how the structure check treats it. The
 * agenda (agenda.ts), the path ahead (path-ahead.ts) and the deploy (compile.ts) dispatch through
 * the table in index.ts, so a new kind must supply every part. (Whether the designer may deploy an
 * element is the rule in lib/workflow/runnable.ts, which the browser shares.)
 */

/** The step of the agenda (agenda.ts) a behaviour acts in: the tokens, the variables, what the step answers, and the generic moves. */
export interface Agenda {
  readonly graph: ProcessGraph;
  readonly state: EngineState;
  readonly variables: Record<string, unknown>;
  readonly options: StepOptions;
  readonly now: Date;
  readonly newTasks: TaskOrder[];
  readonly closedTokens: Set<string>;
  readonly autoNotes: AutoNote[];
  autoRejected: boolean;
  readonly effects: Effect[];
  newKey(): string;
  node(id: string): GraphNode;
  token(key: string): Token;
  removeToken(key: string): void;
  markRejected(nodeId: string): void;
  markFinished(nodeId: string): void;
  condition(flow: GraphFlow): boolean;
  expression(node: GraphNode, text: string, variables?: Record<string, unknown>): unknown;
  leaveAlong(token: Token, flows: GraphFlow[]): void;
  leave(token: Token): void;
  pathEnded(token: Token): void;
  placeToken(nodeId: string, prevTaskNode: string | null): Token;
  listen(listeners: ListenerDef[] | undefined, event: string, source: string, extra?: Record<string, unknown>): void;
  stopAll(): void;
}

/** The walk of the path ahead (path-ahead.ts) a behaviour shows its node on. */
export interface Walker {
  readonly graph: ProcessGraph;
  readonly variables: Record<string, unknown>;
  readonly resolve: ApproverResolver | undefined;
  readonly separation: Separation | undefined;
  /** Whom a copy node copies, as the interpreter resolves it. */
  readonly copies: CopyResolver | undefined;
  pass(node: GraphNode): void;
  blank(node: GraphNode): AheadStep;
  push(step: AheadStep, options?: { once?: boolean }): void;
}

/** The element the deploy reads a node from, with the readings every kind may use. */
export interface CompileContext {
  element: ModdleElement;
  dialect: Dialect;
  /** Checks an expression text of the element (null passes), refusing the deploy naming what it is. */
  check: (text: string | null, what: string) => string | null;
  /** A custom property (name, value) of the element. */
  property: (name: string) => string | null;
  /** The form fields the element declares. */
  formFields: () => FormFieldDef[];
}

/** The parts of a node of kind N besides those every node has. */
export type OwnParts<N extends GraphNode> = Omit<N, 'id' | 'type' | 'name' | 'incoming' | 'outgoing' | 'defaultFlow' | 'scope' | 'listeners'>;

export interface NodeBehaviour<N extends GraphNode> {
  /** The kind's own parts, read from its element (the shared rule has already let it through). */
  compile(ctx: CompileContext): OwnParts<N>;
  /** A token arrives at the node (its start listeners have run): it waits, goes on or ends. */
  arrive(run: Agenda, token: Token, node: N): void;
  /** What a token keeps of the node as it leaves (a user task: where a return to the previous task goes). */
  left?(token: Token, node: N): void;
  /** What the path ahead shows for the node; it calls walk.pass(node) to go on past it. */
  ahead(walk: Walker, node: N): void;
  /** Which of its outgoing flows a path leaves by: every open one (else the default), the first open one, or all. */
  exits: 'open' | 'first' | 'all';
  /** How the deploy's structure check treats it: entered without incoming flows (start, boundary), or a path may end there. */
  shape: { entry?: boolean; mayEnd?: boolean };
  /** After every step: a kind whose waiting tokens may go on once others moved (an inclusive join); true when one did. */
  settle?: (run: Agenda) => boolean;
}

export type NodeBehaviours = { [K in NodeType]: NodeBehaviour<NodeOf<K>> };
