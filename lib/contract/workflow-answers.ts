import { formDesignSchema } from './approval-form/design';
import { z } from 'zod';
import { formFieldSchema } from './form-field';
import { pageSchemaOf } from './page';
import { BATCH_NEEDS } from '@/lib/workflow/batch-decision';

/**
 * What the approval engine's calls answer to the workbench: lists, forms, history, diagram and
 * the outcome of an action. Instants travel as ISO 8601 texts.
 */

const instant = z.string();

/** One summary field of the request a row is about (its model's summary fields), for the lists. */
export const rowSummarySchema = z.strictObject({
  id: z.string(),
  label: z.string(),
  /**
   * The start form's field type: long (a figure), string, date, boolean, enum (value is the option's
   * name); a designed form's control also amount (money as text, ¥3,280.00) and dateRange (as text).
   */
  type: z.string(),
  value: z.union([z.string(), z.number(), z.boolean()]),
});

/** Why a task is no longer the caller's, when someone else moved it. */
export const taskDepartureSchema = z.strictObject({
  kind: z.enum(['decidedBy', 'withdrawn', 'handedOver', 'signRemoved', 'timedOut', 'movedOn']),
  by: z.string().nullable(),
  to: z.string().nullable(),
  action: z.enum(['APPROVED', 'REJECTED', 'RETURNED']).nullable(),
});

export const commentAttachmentSchema = z.strictObject({
  file_key: z.string(),
  name: z.string(),
  size: z.number(),
  content_type: z.string(),
});


const taskRowShape = {
  task_key: z.string(),
  task_name: z.string(),
  node_id: z.string(),
  instance_key: z.string(),
  process_key: z.string(),
  process_name: z.string(),
  version: z.number(),
  title: z.string(),
  /** The request's readable number (审批编号), null for requests from before numbers and called children. */
  request_no: z.string().nullable(),
  business_key: z.string().nullable(),
  initiator: z.string(),
  initiator_name: z.string(),
  assignee: z.string().nullable(),
  assignee_name: z.string().nullable(),
  owner: z.string().nullable(),
  /** Who delegated it (委派) while delegation is PENDING. */
  delegator: z.string().nullable(),
  delegation: z.string().nullable(),
  /** BEFORE or AFTER for an added signer's task (加签). */
  sign_kind: z.string().nullable(),
  handled_by: z.string().nullable(),
  status: z.string(),
  instance_status: z.string(),
  comment: z.string().nullable(),
  priority: z.number().nullable(),
  due_date: instant.nullable(),
  create_time: instant,
  end_time: instant.nullable(),
  /** What the request is about: its model's summary fields. */
  summary: z.array(rowSummarySchema),
  /** Awaiting my approval: what deciding the task needs beyond a comment (a batch leaves it out). */
  batch_needs: z.array(z.enum(BATCH_NEEDS)).optional(),
  /** 我已处理: when the caller handed the task back as its delegate (完成委派); null where she decided it. */
  resolved_time: instant.nullable().optional(),
};

/** A task of the pending or processed list. */
export const taskRecordSchema = z.strictObject(taskRowShape);
export type TaskRecord = z.infer<typeof taskRecordSchema>;
export const taskPageSchema = pageSchemaOf(taskRecordSchema);

/** A hand-over with its task, as it is now. */
export const transferRecordSchema = z.strictObject({
  ...taskRowShape,
  transfer_key: z.string(),
  from_user: z.string(),
  from_user_name: z.string().nullable(),
  to_user: z.string(),
  to_user_name: z.string().nullable(),
  message: z.string().nullable(),
  transfer_time: instant,
});
export type TransferRecord = z.infer<typeof transferRecordSchema>;
export const transferPageSchema = pageSchemaOf(transferRecordSchema);

/** A request copied to the caller (抄送我的). */
export const copyRecordSchema = z.strictObject({
  copy_key: z.string(),
  instance_key: z.string(),
  process_key: z.string(),
  process_name: z.string(),
  title: z.string(),
  request_no: z.string().nullable(),
  business_key: z.string().nullable(),
  initiator: z.string(),
  initiator_name: z.string(),
  instance_status: z.string(),
  node_name: z.string().nullable(),
  /** Null when the model copied it. */
  from_user: z.string().nullable(),
  from_user_name: z.string().nullable(),
  comment: z.string().nullable(),
  read_time: instant.nullable(),
  copy_time: instant,
  /** What the request is about: its model's summary fields. */
  summary: z.array(rowSummarySchema),
});
export type CopyRecord = z.infer<typeof copyRecordSchema>;
export const copyPageSchema = pageSchemaOf(copyRecordSchema);

/** A request (process instance) as the lists and its submitted form show it. */
const requestShape = {
  instance_key: z.string(),
  process_key: z.string(),
  process_name: z.string(),
  version: z.number(),
  title: z.string(),
  request_no: z.string().nullable(),
  business_key: z.string().nullable(),
  biz_type: z.string().nullable(),
  status: z.string(),
  initiator: z.string(),
  initiator_name: z.string(),
  start_time: instant,
  end_time: instant.nullable(),
};

/** A request the caller started, with the tasks it waits for now. */
export const myProcessRecordSchema = z.strictObject({
  ...requestShape,
  current_tasks: z.array(z.strictObject({ task_key: z.string(), task_name: z.string(), assignee: z.string().nullable(), assignee_name: z.string().nullable() })),
  summary: z.array(rowSummarySchema),
});
export type MyProcessRecord = z.infer<typeof myProcessRecordSchema>;
export const myProcessPageSchema = pageSchemaOf(myProcessRecordSchema);

/** What the caller may apply for: the latest deployment of each active model. */
export const startableProcessSchema = z.strictObject({
  model_key: z.string(),
  process_key: z.string(),
  /** In the reader's language (its English name, when it has one). */
  name: z.string(),
  /** The category as stored: a known key (PROCESS_CATEGORIES) or a name of the model's own. */
  category: z.string().nullable(),
  /** A category of the model's own in the reader's language (a known key is translated by the page). */
  category_name: z.string().nullable(),
  description: z.string().nullable(),
  /** A name of lib/contract/workflow-model-icons.ts, or null for the default. */
  icon: z.string().nullable(),
  version: z.number(),
  definition_key: z.string(),
  deploy_time: instant,
});
export type StartableProcess = z.infer<typeof startableProcessSchema>;
export const startableProcessesSchema = z.array(startableProcessSchema);

/** A signer added to a task who has not acted; removable by whoever added them (减签). */
export const signerInfoSchema = z.strictObject({
  task_key: z.string(),
  assignee: z.string().nullable(),
  assignee_name: z.string().nullable(),
  sign_kind: z.string().nullable(),
  status: z.string(),
  removable: z.boolean(),
});
export type SignerInfo = z.infer<typeof signerInfoSchema>;

/** A task as its form view needs it to offer the right actions. */
export const taskInfoSchema = z.strictObject({
  task_key: z.string(),
  instance_key: z.string(),
  task_name: z.string(),
  node_id: z.string(),
  status: z.string(),
  assignee: z.string().nullable(),
  due_date: instant.nullable(),
  create_time: instant,
  return_targets: z.array(z.string()),
  /** The user tasks passed, where a return to any step may go (allowReturn = any). */
  return_nodes: z.array(z.strictObject({ node_id: z.string(), name: z.string() })),
  /** The model requires a comment to reject or return this task (rejectCommentRequired). */
  reject_comment_required: z.boolean(),
  /** The model requires a handwritten signature to approve this task (signatureRequired). */
  signature_required: z.boolean(),
  /** The designed form's controls the approver may change when approving this task (字段权限 edit). */
  editable_fields: z.array(z.string()),
  can_act: z.boolean(),
  /** PENDING while a delegate holds the task, RESOLVED once handed back. */
  delegation: z.string().nullable(),
  delegator: z.string().nullable(),
  /** BEFORE or AFTER when the task is an added signer's (加签). */
  sign_kind: z.string().nullable(),
  signers: z.array(signerInfoSchema),
  /** Why the task is no longer the caller's, when someone else moved it. */
  departure: taskDepartureSchema.nullable(),
});
export type TaskInfo = z.infer<typeof taskInfoSchema>;

/** The form of a start event or a task; with a task key also the task. */
export const nodeFormSchema = z.strictObject({
  node_id: z.string(),
  node_name: z.string().nullable(),
  node_type: z.string(),
  form_key: z.string().nullable(),
  fields: z.array(formFieldSchema),
  /** The designed form of the start (approval-form/design.ts), when the version has one. */
  design: formDesignSchema.nullable(),
  task: taskInfoSchema.nullable(),
});

/** An instance's start form with the data submitted with it. */
export const submittedFormSchema = z.strictObject({
  ...requestShape,
  fields: z.array(formFieldSchema),
  /** The designed form of the start (approval-form/design.ts), when the version has one. */
  design: formDesignSchema.nullable(),
  form_data: z.record(z.string(), z.unknown()),
  /**
   * The labels of the records the designed form's linked-record controls hold, by control id and
   * key: what names them to a reader who may not read the records themselves (an approver of
   * another department). A key without a label (a record gone) is absent.
   */
  record_labels: z.record(z.string(), z.record(z.string(), z.string())),
});

/** One line of a request's history. */
export const commentEntrySchema = z.strictObject({
  seq: z.number(),
  instance_key: z.string(),
  task_key: z.string().nullable(),
  node_id: z.string().nullable(),
  node_name: z.string().nullable(),
  /** START, APPROVE, REJECT, RETURN, TURN, DELEGATE, RESOLVE, URGE, COPY, CANCEL, RESUBMIT, END, … */
  action: z.string(),
  user_key: z.string().nullable(),
  user_name: z.string().nullable(),
  target_user: z.string().nullable(),
  /** The name of target_user (the key itself for a user no longer there). */
  target_user_name: z.string().nullable(),
  /** Everyone the entry names (the people copied). */
  target_users: z.array(z.string()).nullable(),
  /** Their names, in the same order. */
  target_user_names: z.array(z.string()).nullable(),
  comment: z.string().nullable(),
  /** The files the comment carries. */
  attachments: z.array(commentAttachmentSchema).nullable(),
  /** The file key of the handwritten signature the decision carries. */
  signature: z.string().nullable(),
  create_time: instant,
});
export const commentEntriesSchema = z.array(commentEntrySchema);

/** The diagram's highlights: nodes passed, waiting, where a reject happened, flows taken. */
export const highlightsSchema = z.strictObject({
  instance_key: z.string(),
  definition_key: z.string(),
  status: z.string(),
  active_nodes: z.array(z.string()),
  finished_nodes: z.array(z.string()),
  rejected_nodes: z.array(z.string()),
  finished_flows: z.array(z.string()),
});

/** The BPMN of a deployed version, for the viewer. */
export const processXmlSchema = z.strictObject({
  definition_key: z.string(),
  model_key: z.string(),
  process_key: z.string(),
  name: z.string(),
  version: z.number(),
  xml: z.string(),
});

/** A task gone from the caller's list, with why it left (someone else moved it). */
export const departedTaskSchema = z.strictObject({ task_key: z.string(), title: z.string(), departure: taskDepartureSchema });
export type DepartedTask = z.infer<typeof departedTaskSchema>;
export const departedTasksSchema = z.array(departedTaskSchema);

/** After an action: the instance's status and the tasks it waits for now. */
export const actionAnswerSchema = z.strictObject({
  instance_key: z.string(),
  status: z.string(),
  tasks: z.array(z.strictObject({ task_key: z.string(), task_name: z.string(), node_id: z.string(), assignee: z.string().nullable() })),
  /** A start: the title the request took (its form's title template may have given it) and its number. */
  title: z.string().optional(),
  request_no: z.string().nullable().optional(),
});
export type ActionAnswer = z.infer<typeof actionAnswerSchema>;

/** A signature uploaded for a decision. */
export const uploadedSignatureSchema = z.strictObject({ file_key: z.string() });
/** The caller's default signature, when one is kept. */
export const defaultSignatureSchema = z.strictObject({ file_key: z.string().nullable() });

/** 批量审批: each task's outcome, in the order sent; a failure carries its reason in the caller's language. */
export const batchResultSchema = z.array(z.strictObject({ task_key: z.string(), ok: z.boolean(), message: z.string().nullable() }));
export type BatchResult = z.infer<typeof batchResultSchema>;

export const copyReadAnswerSchema = z.strictObject({ read: z.boolean() });

// The process models' answers live apart (the model list and designers need no workbench schemas).
export * from './workflow-model-answers';

/** How many approvers of overdue tasks were reminded. */
export const overdueRemindedSchema = z.strictObject({ reminded: z.number() });
