import { z } from 'zod';
import { parseDateTime } from '@/lib/entity/datetime';
import { DATE_PATTERN, KEY_PATTERN } from '@/lib/entity/rules';
import { dayStart } from '@/lib/entity/time-zone';
import { commentAttachmentKeys } from './workflow-attachments';
import { BATCH_DECISIONS, BATCH_MAX_TASKS } from '@/lib/workflow/batch-decision';
import { COMMENT_MAX, COPY_MAX_USERS, COPY_READ_STATES, DEPARTURES_MAX, INSTANCE_STATUSES, SORT_ORDERS, SUMMARY_CONDITIONS_MAX, SIGN_POSITIONS, MODEL_STATUSES, VARIABLES_MAX_BYTES, WORKBENCH_PAGE_SIZES } from './workflow-values';

/**
 * Process models, instances and approval tasks: the paths and the
 * payload schemas shared by the workbench, the designer and the embedded backend. Message strings
 * are message keys under `workflow`.
 */

export * from './workflow-values';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const key = (message = 'workflow.validation.badKey') => z.string({ error: message }).trim().regex(KEY_PATTERN, message);
const optionalKey = z.preprocess(blankToUndefined, key().optional());
const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());
const processKey = z.string().trim().regex(/^[A-Za-z_][\w.-]{0,127}$/, 'workflow.validation.badProcessKey');
/**
 * An instant with its offset, business wall-clock text (lib/entity/datetime.ts) or a plain day (its
 * first moment in the business zone); never read in the server's own zone.
 */
const instantOf = (text: string): Date | string => parseDateTime(text) ?? (DATE_PATTERN.test(text.trim()) ? dayStart(text.trim()) : text);
const optionalDate = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? instantOf(v) : blankToUndefined(v)),
  z.date({ error: 'workflow.validation.badDate' }).optional(),
);

/** Process variables and form data: a JSON object of at most 64 KB with identifier names. */
const variableMap = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? {} : typeof v === 'string' ? safeJson(v) : v),
  z
    .record(z.string().regex(/^[A-Za-z_$][\w$]{0,63}$/, 'workflow.validation.badVariableName'), z.unknown())
    .refine((v) => JSON.stringify(v).length <= VARIABLES_MAX_BYTES, 'workflow.validation.variablesTooLarge'),
);

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const paging = {
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (WORKBENCH_PAGE_SIZES as readonly number[]).includes(n), 'workflow.validation.badPageSize')
    .default(10),
};

export const modelQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(10),
  keyword: optionalText(100),
  status: z.preprocess(blankToUndefined, z.enum(MODEL_STATUSES).optional()),
});

export const modelSaveSchema = z.object({
  /** Absent creates a model; present edits it. */
  model_key: optionalKey,
  name: optionalText(200),
  category: optionalText(64),
  description: optionalText(500),
  xml: z.string({ error: 'workflow.validation.xmlRequired' }).min(1, 'workflow.validation.xmlRequired').max(2 * 1024 * 1024, 'workflow.model.tooLarge'),
});

export const modelKeySchema = z.object({ model_key: key() });
export const modelSuspendSchema = z.object({
  model_key: key(),
  /** true suspends (no new instances), false activates again. */
  suspended: z.preprocess((v) => (v === 'false' ? false : v === 'true' ? true : v), z.boolean()).default(true),
});

/** Task id → the user keys the initiator picked for it. */
export const pickedApprovers = z.record(z.string().regex(/^[A-Za-z_][\w.-]{0,127}$/, 'workflow.validation.badKey'), z.array(key()).min(1, 'workflow.validation.pickRequired').max(20));

/** The picks a record's submission may carry (optional: only processes with 发起人自选 tasks need them). */
export const pickedApproversSchema = pickedApprovers.optional();

/** Who would approve a process the caller is about to start (the submit dialog's preview). */
export const approverPreviewSchema = z
  .object({
    processDefinitionKey: z.preprocess(blankToUndefined, processKey.optional()),
    model_key: optionalKey,
    businessKey: optionalText(128),
    variables: variableMap,
    formData: variableMap,
    /** Picks made so far: shown as the approvers of their tasks. */
    pickedApprovers: pickedApprovers.optional(),
  })
  .refine((v) => v.processDefinitionKey || v.model_key, { message: 'workflow.validation.processRequired', path: ['processDefinitionKey'] });

export const startProcessSchema = z
  .object({
    /** The BPMN process id (processDefinitionKey) or the model key. */
    processDefinitionKey: z.preprocess(blankToUndefined, processKey.optional()),
    model_key: optionalKey,
    businessKey: optionalText(128),
    /** A bound business record type (see the binding registry): its record receives the outcome. */
    biz_type: z.preprocess(blankToUndefined, z.string().trim().regex(/^[A-Za-z][\w-]{0,63}$/).optional()),
    title: optionalText(200),
    variables: variableMap,
    formData: variableMap,
    /** The approvers the initiator picked for the tasks whose rule lets them (发起人自选), by task id. */
    pickedApprovers: pickedApprovers.optional(),
    /** The caller's draft this request was continued from: deleted with the start. */
    draft_key: optionalKey,
  })
  .refine((v) => v.processDefinitionKey || v.model_key, { message: 'workflow.validation.processRequired', path: ['processDefinitionKey'] })
  .refine((v) => !v.biz_type || v.businessKey, { message: 'workflow.validation.businessKeyRequired', path: ['businessKey'] });

/** Users named by key, as a list or a comma-separated text: each at most once. */
const userKeys = (message: string) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : typeof v === 'string' ? v.split(',').map((s) => s.trim()).filter(Boolean) : v),
    z
      .array(key())
      .max(COPY_MAX_USERS, 'workflow.validation.tooManyUsers')
      .transform((list) => [...new Set(list)])
      .refine((list) => list.length > 0, message),
  );

export const confirmSchema = z.object({
  taskId: key(),
  comment: optionalText(COMMENT_MAX),
  attachments: commentAttachmentKeys,
  /** The handwritten signature (uploaded first with signatureUpload); a task with signatureRequired needs one. */
  signature: z.preprocess(blankToUndefined, key('workflow.signature.notFound').optional()),
  variables: variableMap,
  formData: variableMap,
  /** Colleagues the approver copies the request to (抄送) as she approves. */
  copyTo: z.preprocess((v) => (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0) ? undefined : v), userKeys('workflow.validation.copyRequired').optional()),
});

/** The holder of a task copies its request to colleagues (抄送): they are told and may read it. */
export const copySchema = z.object({
  taskId: key(),
  users: userKeys('workflow.validation.copyRequired'),
  comment: optionalText(COMMENT_MAX),
});

/** 加签: the holder of a task adds signers before herself (she waits for them) or after her approval. */
export const addSignSchema = z.object({
  taskId: key(),
  users: userKeys('workflow.validation.signerRequired'),
  position: z.enum(SIGN_POSITIONS, { error: 'workflow.validation.signPositionRequired' }),
  comment: optionalText(COMMENT_MAX),
});

/** 减签: the signer's task (taskId) is withdrawn while its signer has not acted. */
export const removeSignSchema = z.object({
  taskId: key(),
  comment: optionalText(COMMENT_MAX),
});

/** Opening a request copied to the caller marks it read. */
export const copyReadSchema = z.object({ processInstanceId: key() });

export const REJECT_TARGETS = ['end', 'previous', 'initiator', 'node'] as const;
export const rejectSchema = z
  .object({
    taskId: key(),
    comment: optionalText(COMMENT_MAX),
    attachments: commentAttachmentKeys,
    /** end (default): the process ends as rejected; previous / initiator / node (a passed user task) when the model allows it. */
    rejectTo: z.preprocess(blankToUndefined, z.enum(REJECT_TARGETS).default('end')),
    /** With rejectTo = node: the passed user task to return to. */
    targetNode: z.preprocess(blankToUndefined, z.string().trim().max(128).optional()),
  })
  .refine((v) => v.rejectTo !== 'node' || v.targetNode, { message: 'workflow.validation.returnNodeRequired', path: ['targetNode'] });

/** Hand-over: the call's established field names, turnToEemployeeKey spelling included. */
export const turnSchema = z.object({
  taskId: key(),
  employeeKey: key(),
  message: optionalText(COMMENT_MAX),
  attachments: commentAttachmentKeys,
  turnToEemployeeKey: key('workflow.validation.receiverRequired'),
});

/** Delegation (委派): the delegate works on the task and hands it back; the holder still decides. */
export const delegateSchema = z.object({
  taskId: key(),
  delegateTo: key('workflow.validation.delegateRequired'),
  comment: optionalText(COMMENT_MAX),
  attachments: commentAttachmentKeys,
});

/** The delegate hands the task back with what they found (完成委派): a comment is required. */
export const resolveSchema = z.object({
  taskId: key(),
  comment: z.preprocess(blankToUndefined, z.string({ error: 'workflow.validation.resolveCommentRequired' }).trim().min(1, 'workflow.validation.resolveCommentRequired').max(COMMENT_MAX)),
  attachments: commentAttachmentKeys,
});

/** 批量审批: one decision and one comment for several waiting tasks, each decided on its own. */
export const batchDecideSchema = z.object({
  taskIds: z
    .array(key(), { error: 'workflow.batch.noTasks' })
    .min(1, 'workflow.batch.noTasks')
    .max(BATCH_MAX_TASKS, 'workflow.batch.tooMany')
    .transform((list) => [...new Set(list)]),
  decision: z.enum(BATCH_DECISIONS, { error: 'workflow.batch.badDecision' }),
  comment: optionalText(COMMENT_MAX),
});

export const urgeSchema = z.object({
  processInstanceId: key(),
  comment: optionalText(COMMENT_MAX),
});

export const cancelSchema = z.object({
  processInstanceId: key(),
  comment: optionalText(COMMENT_MAX),
});

export const instanceIdSchema = z.object({ id: key() });

export const loadModuleSchema = z
  .object({
    processInstanceId: optionalKey,
    processDefinitionKey: z.preprocess(blankToUndefined, processKey.optional()),
    model_key: optionalKey,
  })
  .refine((v) => v.processInstanceId || v.processDefinitionKey || v.model_key, { message: 'workflow.validation.processRequired', path: ['processInstanceId'] });

const summaryFieldId = z.string().regex(/^[A-Za-z_$][\w$]{0,63}$/, 'workflow.validation.badVariableName');
const optionalFigure = z.preprocess(blankToUndefined, z.coerce.number({ error: 'workflow.validation.badFigure' }).optional());

/**
 * A condition on a summary field of the requests (lib/workflow/summary-fields.ts): the words a text
 * holds, an option's id or yes/no exactly, or a figure's bounds.
 */
export const summaryConditionSchema = z.object({
  field: summaryFieldId,
  text: optionalText(100),
  value: z.preprocess(blankToUndefined, z.union([z.string().trim().max(100), z.boolean()]).optional()),
  min: optionalFigure,
  max: optionalFigure,
});
export type SummaryCondition = z.output<typeof summaryConditionSchema>;

/** Filters shared by the workbench lists. */
export const taskListSchema = z.object({
  ...paging,
  /** Filter by process: its BPMN process id. */
  processDefinitionKey: z.preprocess(blankToUndefined, processKey.optional()),
  /** Filter by applicant (the initiator's user key). */
  applicant: optionalKey,
  startTime: optionalDate,
  endTime: optionalDate,
  keyword: optionalText(100),
  /** 待我审批 only: the tasks past their due time (true, or '1' / 'true' from an address). */
  overdue: z.preprocess((v) => (v === '1' || v === 'true' ? true : v === '0' || v === 'false' || v === '' || v === null ? undefined : v), z.boolean().optional()),
  /** queryMyProcessTasks only: RUNNING, APPROVED, REJECTED or CANCELED. */
  status: z.preprocess(blankToUndefined, z.enum(INSTANCE_STATUSES).optional()),
  /** Conditions on the requests' summary fields (amount, counterparty, ...), all of them met. */
  summary: z.array(summaryConditionSchema).max(SUMMARY_CONDITIONS_MAX).optional(),
  /** Ordered by a summary field first (requests without it last), then as the list orders. */
  summarySort: z.object({ field: summaryFieldId, order: z.enum(SORT_ORDERS) }).optional(),
});

/** 抄送我的: the task lists' filters and the read state. */
export const copyListSchema = taskListSchema.extend({
  /** unread or read; absent: both. */
  read: z.preprocess(blankToUndefined, z.enum(COPY_READ_STATES, { error: 'workflow.validation.badReadState' }).optional()),
});
export type CopyListInput = z.input<typeof copyListSchema>;

export const formFieldsSchema = z
  .object({
    processDefinitionKey: z.preprocess(blankToUndefined, processKey.optional()),
    model_key: optionalKey,
    /** A task of a running instance: its node's form. */
    taskId: optionalKey,
    /** The node (user task id) whose form is wanted; the start form when absent. */
    taskDefinitionKey: z.preprocess(blankToUndefined, z.string().trim().max(128).optional()),
  })
  .refine((v) => v.processDefinitionKey || v.model_key || v.taskId, { message: 'workflow.validation.processRequired', path: ['processDefinitionKey'] });

export const formDetailSchema = z.object({ processInstanceId: key() });

export const taskDeparturesSchema = z.object({ taskIds: z.array(key()).max(DEPARTURES_MAX, 'workflow.validation.tooManyTasks') });
