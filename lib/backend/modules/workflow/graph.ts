import type { RunnableNodeType } from '@/lib/workflow/runnable';

/**
 * A deployed process as the interpreter runs it: the BPMN definition checked and reduced to the
 * elements the engine executes, stored as JSON with its deployment so an action never re-parses XML.
 */

export type NodeType = RunnableNodeType;

/** The form fields a start event or user task declares (spec-2 §3.1 form field). */
export interface FormFieldDef {
  id: string;
  label: string | null;
  type: string;
  default_value: string | null;
  date_pattern: string | null;
  enum_values: { id: string; name: string }[];
  constraints: { name: string; config: string | null }[];
  properties: { id: string; value: string | null }[];
}

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
  priority: string | null;
  formKey: string | null;
  /** Where a reject may send the process besides ending it ('previous', 'initiator', 'any'). */
  returnTargets: ReturnTarget[];
  /** Users the request is copied to (抄送) when a task of this node is approved; absent in graphs deployed before copies. */
  copyTo?: string[];
  /** A reject or return of this task must say why (rejectCommentRequired = true). */
  rejectCommentRequired?: boolean;
  multiInstance: MultiInstanceDef | null;
}

/** any: to whichever user task the instance passed (the holder picks it). */
export type ReturnTarget = 'previous' | 'initiator' | 'any';

export interface GraphNode {
  id: string;
  type: NodeType;
  name: string | null;
  incoming: string[];
  outgoing: string[];
  /** The default flow of a gateway or activity. */
  defaultFlow: string | null;
  /** End events with a terminate definition end every branch. */
  terminate?: boolean;
  userTask?: UserTaskDef;
  form: FormFieldDef[];
  /** The variable the start event stores the initiator in (flowable:initiator). */
  initiatorVariable?: string | null;
}

export interface GraphFlow {
  id: string;
  name: string | null;
  source: string;
  target: string;
  condition: string | null;
}

export interface ProcessGraph {
  processId: string;
  name: string | null;
  /** The extension dialect the model uses: flowable (default), camunda or activiti. */
  dialect: string;
  startNodeId: string;
  nodes: Record<string, GraphNode>;
  flows: Record<string, GraphFlow>;
}
