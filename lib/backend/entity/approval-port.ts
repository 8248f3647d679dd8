import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { InstanceStatus } from '@/lib/contract/workflow';
import type { ApproverPreview } from '@/lib/contract/workflow-path';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db/client';
import type { Locale } from '@/lib/i18n/locales';

/**
 * What the engine needs from an approval engine to run the approvals entities declare
 * (lib/entity/features/approval/approval.ts): start a process for a record, act on the caller's task, read a record's
 * rounds, and hand it the binding through which the process moves the record's status. The
 * workflow area implements it; the composition root hands it in, so the engine imports no workflow
 * code.
 */
/** A decision on the caller's task: its comment and the files it carries (keys of files uploaded for it). */
export interface ApprovalDecision {
  taskKey: string;
  comment?: string;
  attachments?: string[];
}

export interface ApprovalPort {
  /** From now on, processes of this biz_type report their status changes to the binding. */
  bind(bizType: string, binding: RecordBinding): void;
  /** Starts the latest deployment of a model for a record, inside the caller's transaction. */
  /** Starts the record's process; a refusal (a start-form value missing) names the control in `locale`. */
  start(tx: Db, auth: AuthContext, request: ApprovalRequest, locale?: Locale): Promise<{ instance_key: string }>;
  /** Every process of a record, newest first (each round: submitted, returned, submitted again). */
  rounds(db: Db, bizType: string, businessKey: string): Promise<ApprovalRound[]>;
  /** The caller's pending task in a running process, if she holds one (delegated: she holds it as its delegate), its step named in her language. */
  pendingTaskOf(db: Db, auth: AuthContext, instanceKey: string, locale: Locale): Promise<{ task_key: string; task_name: string; delegated: boolean; signer?: boolean } | null>;
  /** Completes the caller's task; the record's status follows through its binding. */
  approve(db: Db, auth: AuthContext, task: ApprovalDecision): Promise<ApprovalOutcome>;
  /** Returns the record: the process ends rejected. */
  reject(db: Db, auth: AuthContext, task: ApprovalDecision): Promise<ApprovalOutcome>;
  /**
   * Records of a biz_type whose approval has reached the caller, as a condition on their key:
   * whoever is asked to approve a record (or was) reads it, whatever their department.
   */
  reachesCaller(auth: AuthContext, bizType: string, keyColumn: AnyPgColumn): SQL;
  /**
   * The task named by the column waits for the caller now (pending, theirs or offered to them, no
   * signer ahead of them), as a condition: a message about a task is handled once it no longer does.
   */
  taskWaitsFor(auth: Pick<AuthContext, 'userKey' | 'roleCodes' | 'departKeys'>, taskKeyColumn: AnyPgColumn): SQL;
  /** Who would approve the request if the caller started it now (the steps ahead, named in her language), and the tasks whose approvers she picks. */
  preview(db: Db, auth: AuthContext, request: ApprovalRequest, locale: Locale): Promise<ApproverPreview>;
  /** Who holds the running process's pending tasks now. */
  currentApprovers(db: Db, instanceKey: string): Promise<{ key: string; name: string }[]>;
  /** Records merged into another (a merge of duplicates): their processes and tasks name the survivor from now on. */
  moveRecords(tx: Db, bizType: string, fromKeys: readonly string[], toKey: string): Promise<void>;
}

export interface ApprovalRequest {
  modelKey: string;
  bizType: string;
  businessKey: string;
  title: string;
  /** The start form as the record fills it (the preview's; a start reads it from the record itself). */
  formData: Record<string, unknown>;
  /** Approvers the submitter picked for the tasks whose rule lets them (发起人自选), by task id. */
  pickedApprovers?: Record<string, string[]>;
  /** Who owns the record (a preview's; a start reads them from the record itself). */
  owners?: string[];
}

export interface ApprovalRound {
  instance_key: string;
  status: string;
  start_time: Date;
  end_time: Date | null;
  initiator: string;
  initiator_name: string;
}

export interface ApprovalOutcome {
  instance_key: string;
  status: string;
}

export interface BindingEvent {
  businessKey: string;
  instanceKey: string;
  processKey: string;
  /** RUNNING when started, then APPROVED, REJECTED or CANCELED. */
  status: InstanceStatus;
  actorKey: string;
  actorName: string;
}

/**
 * The one way a business record takes part in an approval: a process started with the binding's
 * biz_type and the record's key as business key reports every status change to it, inside the same
 * transaction as the approval engine's own change.
 */
export interface RecordBinding {
  /** The one model the record's approval runs: a process of any other model is refused for it and never moves its status. */
  modelKey: string;
  /** Whether the caller may read the record: whoever may, may also read its approvals (history, diagram). */
  canRead?(db: Db, auth: AuthContext, businessKey: string): Promise<boolean>;
  /**
   * Refuses (throws) when the record does not exist or the caller may not submit it now; answers
   * what routes its approval, read from the record and never from the caller.
   */
  canStart(tx: Db, auth: AuthContext, businessKey: string): Promise<RecordRouting>;
  onStatus(tx: Db, event: BindingEvent): Promise<void>;
}

/** What a record's approval is routed by, read from the record on the server. */
export interface RecordRouting {
  /** The start form's values (amount, department, …) the approvers see and the conditions read. */
  formData: Record<string, unknown>;
  /** Who owns the record (its creator and the people its declaration names): they do not approve it unless the model allows. */
  owners: string[];
}
