import type { ApproverResolver, AutoNote } from './approver-rules';
import type { Effect } from './effects';
import type { EngineState } from '@/lib/contract/workflow-engine-state';
import type { Separation } from './separation';
import type { CopyResolver } from './service-task-run';
import type { WorkingCalendar } from '@/lib/entity/working-days/calendar';

/** What one step of the interpreter is given and answers (interpreter.ts); the store persists the answer in one transaction. */

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
  /** What listeners and nodes asked of the store (business messages, the bound record's status, timers), in order. */
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
  /** The working calendar due dates and timers counted in working time use (store/working-time.ts); required when the graph has such. */
  calendar?: WorkingCalendar;
}
