import type { FormFieldDef } from '@/lib/contract/form-field';
import type { ApproverRule } from '@/lib/workflow/approver-rule';
import type { ListenerActionName } from '@/lib/workflow/listener-actions';
import type { RunnableNodeType } from '@/lib/workflow/runnable';
import type { HttpTaskSettings } from '@/lib/workflow/service-task';
import type { SelfApproval } from '@/lib/workflow/self-approval';
import type { RepeatApprover } from '@/lib/workflow/repeat-approver';
import type { FormDesign } from './approval-form/design';
import type { FormRights } from './approval-form/field-rights';
import type { PrintLayout } from '@/lib/contract/workflow-print';
import type { TaskTimeout } from '@/lib/workflow/task-timeout';

/**
 * A deployed process as the interpreter runs it: the BPMN definition checked and reduced to the
 * elements the engine executes, stored as JSON with its deployment so an action never re-parses XML.
 * It lives here, below the areas, because the database schema types that JSON column with it.
 */

export type NodeType = RunnableNodeType;

/** The form fields a start event or user task declares (one definition with the screens). */
export type { FormFieldDef };

export interface MultiInstanceDef {
  sequential: boolean;
  /** loopCardinality: a number or an expression. */
  cardinality: string | null;
  /** An expression, a variable name or a comma-separated list. */
  collection: string | null;
  elementVariable: string | null;
  completionCondition: string | null;
}

export interface UserTaskDef {
  assignee: string | null;
  candidateUsers: string | null;
  candidateGroups: string | null;
  dueDate: string | null;
  /** A due date given as a duration counts working days and hours (WORKING_TIME_PROPERTY); absent: calendar time. */
  dueInWorkingTime?: true;
  priority: string | null;
  formKey: string | null;
  /** Where a reject may send the process besides ending it ('previous', 'initiator', 'any'). */
  returnTargets: ReturnTarget[];
  /** Users the request is copied to (抄送) when a task of this node is approved; absent in graphs deployed before copies. */
  copyTo?: string[];
  /** A reject or return of this task must say why (rejectCommentRequired = true). */
  rejectCommentRequired?: boolean;
  /** An approval of this task carries a handwritten signature (signatureRequired = true). */
  signatureRequired?: boolean;
  /** What this step does with the designed form's controls (edit, hidden; the rest read); absent when it sets none. */
  formRights?: FormRights;
  multiInstance: MultiInstanceDef | null;
  /** An approver rule (approver-rules.ts): who approves is resolved from the organisation at run time. */
  rule?: ApproverRule | null;
  /** Pass by ratio (percent) of a multi-instance task: rejections beyond what it allows reject the task. */
  passRatio?: number | null;
  /** What happens once the due date has passed (lib/workflow/task-timeout.ts); absent in graphs deployed before. */
  timeout?: TaskTimeout | null;
}

/** A timer boundary event on a user task: when it fires, the token leaves by its outgoing flows. */
export interface BoundaryTimerDef extends TimerDef {
  attachedTo: string;
  /** false: the task stays open and a new token leaves (cancelActivity="false"). */
  interrupting: boolean;
}

/** A script task's assignments, in order (script-task.ts). */
export interface ScriptTaskDef {
  assignments: { variable: string; expression: string }[];
}

/** An expression listener calling a built-in action (lib/workflow/listener-actions.ts, listeners-run.ts). */
export interface ListenerDef {
  event: string;
  action: ListenerActionName;
  /** The arguments as expression texts (`${…}`). */
  args: string[];
}

/** A variable passed into or out of a called process: from a variable or an expression, to a variable. */
export interface VariableMapping {
  source: string | null;
  sourceExpression: string | null;
  target: string;
}

/** A call activity: the called process's key (its latest deployment runs) and what passes in and out (call-activity-run.ts). */
export interface CallActivityDef {
  calledElement: string;
  /** null: every variable of the caller passes in (no `in` mapping in the model). */
  inputs: VariableMapping[] | null;
  outputs: VariableMapping[];
}

/** any: to whichever user task the instance passed (the holder picks it). */
export type ReturnTarget = 'previous' | 'initiator' | 'any';

/** What every node has: its place in the graph and its execution listeners. */
interface NodeBase {
  id: string;
  name: string | null;
  /** Its English name (NAME_EN_PROPERTY), when the model gives one; absent in graphs deployed before. */
  nameEn?: string;
  incoming: string[];
  outgoing: string[];
  /** The default flow of a gateway or activity. */
  defaultFlow: string | null;
  /** The embedded sub-process the node sits in (subprocess.ts); none at the process level. */
  scope?: string;
  /** Execution listeners (start, end). */
  listeners?: ListenerDef[];
}

/** When a timer fires: timeDuration (ISO duration) or timeDate (a date-time); either may be an expression. */
export interface TimerDef {
  kind: 'duration' | 'date';
  text: string;
  /** A duration counted in working days and hours (WORKING_TIME_PROPERTY); absent: calendar time. */
  workingTime?: true;
}

export interface StartEventNode extends NodeBase {
  type: 'startEvent';
  form: FormFieldDef[];
  /** The variable the start event stores the initiator in (flowable:initiator). */
  initiatorVariable?: string | null;
}

export interface EndEventNode extends NodeBase {
  type: 'endEvent';
  /** End events with a terminate definition end every branch. */
  terminate?: boolean;
}

export interface UserTaskNode extends NodeBase {
  type: 'userTask';
  userTask: UserTaskDef;
  form: FormFieldDef[];
  /** Task listeners (create, assignment, complete). */
  taskListeners?: ListenerDef[];
}

export interface PlainTaskNode extends NodeBase {
  type: 'task';
}

export interface ExclusiveGatewayNode extends NodeBase {
  type: 'exclusiveGateway';
}

export interface ParallelGatewayNode extends NodeBase {
  type: 'parallelGateway';
}

export interface InclusiveGatewayNode extends NodeBase {
  type: 'inclusiveGateway';
}

export interface ScriptTaskNode extends NodeBase {
  type: 'scriptTask';
  script: ScriptTaskDef;
}

export interface SubProcessNode extends NodeBase {
  type: 'subProcess';
  /** The sub-process's inner start event. */
  innerStart: string;
}

export interface CallActivityNode extends NodeBase {
  type: 'callActivity';
  callActivity: CallActivityDef;
}

export interface ServiceTaskNode extends NodeBase {
  type: 'serviceTask';
  /** A copy node (service task of type copy): whom the request is copied to, by an approver rule (service-task-run.ts). */
  copyTask?: { rule: ApproverRule };
  /** An HTTP task (service task of type http): the request, its texts unevaluated (service-task-run.ts). */
  httpTask?: HttpTaskSettings;
}

export interface BoundaryEventNode extends NodeBase {
  type: 'boundaryEvent';
  boundaryTimer: BoundaryTimerDef;
}

/** A delay (延迟器): an intermediate timer catch event; the token waits until the timer fires (nodes/delay.ts). */
export interface DelayNode extends NodeBase {
  type: 'delay';
  timer: TimerDef;
}

/** A node of the graph: each kind carries only its own parts (its behaviour: nodes/). */
export type GraphNode =
  | StartEventNode
  | EndEventNode
  | UserTaskNode
  | PlainTaskNode
  | ExclusiveGatewayNode
  | ParallelGatewayNode
  | InclusiveGatewayNode
  | ScriptTaskNode
  | SubProcessNode
  | CallActivityNode
  | ServiceTaskNode
  | BoundaryEventNode
  | DelayNode;

/** The node of a kind. */
export type NodeOf<K extends NodeType> = Extract<GraphNode, { type: K }>;

/** A user task's settings, for code that holds a node of any kind. */
export const userTaskOf = (node: GraphNode | undefined): UserTaskDef | undefined => (node?.type === 'userTask' ? node.userTask : undefined);

/** The form a start event or user task declares (other kinds have none). */
export const formOf = (node: GraphNode | undefined): FormFieldDef[] => (node?.type === 'userTask' || node?.type === 'startEvent' ? node.form : []);

export interface GraphFlow {
  id: string;
  name: string | null;
  source: string;
  target: string;
  condition: string | null;
  /** Listeners of the flow's taking. */
  listeners?: ListenerDef[];
}

export interface ProcessGraph {
  processId: string;
  name: string | null;
  /** The extension dialect the model uses: flowable (default), camunda or activiti. */
  dialect: string;
  startNodeId: string;
  nodes: Record<string, GraphNode>;
  flows: Record<string, GraphFlow>;
  /** Listeners of the process's start and end. */
  listeners?: ListenerDef[];
  /** Segregation of duties (lib/workflow/self-approval.ts); absent in graphs deployed before: the default. */
  selfApproval?: SelfApproval;
  /** The model's designed form, frozen at deploy: requests of this version are checked against it. */
  formDesign?: FormDesign;
  /** How its requests print (lib/workflow/print-layout.ts); absent in graphs deployed before: standard. */
  printLayout?: PrintLayout;
  /** 审批人去重 (lib/workflow/repeat-approver.ts); absent when off, as in graphs deployed before. */
  repeatApprover?: Exclude<RepeatApprover, 'off'>;
}

/** The timer boundary events attached to a node. */
export const boundaryTimersOn = (graph: ProcessGraph, nodeId: string): BoundaryEventNode[] =>
  Object.values(graph.nodes).filter((n): n is BoundaryEventNode => n.type === 'boundaryEvent' && n.boundaryTimer.attachedTo === nodeId);

/** The process's start event (compile.ts made sure there is exactly one). */
export const startOf = (graph: ProcessGraph): StartEventNode => graph.nodes[graph.startNodeId] as StartEventNode;

/** The node as a user task, when it is one. */
export const userTaskNode = (node: GraphNode | undefined): UserTaskNode | undefined => (node?.type === 'userTask' ? node : undefined);
