import type { z } from 'zod';
import type { rowSummarySchema, taskDepartureSchema } from './workflow-answers';

/**
 * The paths and constants of process models, instances and approval tasks, apart from their
 * schemas (workflow.ts) so the screens that only need these load without zod.
 */

/** A BPMN process id: what requests are started by (流程标识). */
export const PROCESS_KEY_PATTERN = /^[A-Za-z_][\w.-]{0,127}$/;

const BPM = '/api/bpm/biz/bpm';
const FORMS = '/api/forms/biz';

export const workflowPaths = {
  modelQuery: `${BPM}/model/query`,
  modelSave: `${BPM}/model/save`,
  modelDeploy: `${BPM}/model/deploy`,
  /** The approvers of a saved model that the organisation does not have (the designer asks before deploying). */
  modelApproverCheck: `${BPM}/model/approverCheck`,
  modelSuspend: `${BPM}/model/suspend`,
  /** A model's settings (模型设置): process key, name, category, icon, description, who may start it. */
  modelSettings: `${BPM}/model/settings`,
  modelSettingsSave: `${BPM}/model/settings/save`,
  modelDetail: (key: string) => `${BPM}/model/detail/${encodeURIComponent(key)}`,
  /** The deployed versions of a model, newest first (model_key). */
  modelVersions: `${BPM}/model/versions`,
  /** One deployed version with its frozen XML (the model list's version diagrams). */
  modelVersion: (definitionKey: string) => `${BPM}/model/version/${encodeURIComponent(definitionKey)}`,
  /** A model's designed approval form (form designer): read (model_key) and save. */
  modelForm: `${BPM}/model/form`,
  modelFormSave: `${BPM}/model/form/save`,
  /** A file for an attachment control of a designed start form (multipart: file), and its download. */
  formFileUpload: `${BPM}/process/form/upload`,
  formFile: `${BPM}/process/form/file`,
  startProcess: `${BPM}/process/instance/startProcess`,
  findAllProcess: `${BPM}/process/instance/findAllProcess`,
  /** The caller's drafts of start forms (我的草稿): list, one, save (create or update), delete. */
  drafts: `${BPM}/process/draft/list`,
  draft: `${BPM}/process/draft/detail`,
  draftSave: `${BPM}/process/draft/save`,
  draftDelete: `${BPM}/process/draft/delete`,
  cancel: `${BPM}/process/instance/cancel`,
  highlightedNode: (instanceKey: string) => `${BPM}/process/instance/getHighLightedNode/${encodeURIComponent(instanceKey)}`,
  loadWfModule: `${BPM}/process/instance/loadWfModule`,
  /** Awaiting my approval (the workbench's pending list). */
  pending: `${BPM}/task/instance/queryApplyingTasks`,
  /** Already handled by me. */
  processed: `${BPM}/task/instance/queryAppliedTasks`,
  myProcesses: `${BPM}/task/instance/queryMyProcessTasks`,
  myTransfer: `${BPM}/task/instance/queryMyTurnTasks`,
  transferToMe: `${BPM}/task/instance/queryTurnToMeTasks`,
  confirm: `${BPM}/task/instance/confirm`,
  reject: `${BPM}/task/instance/reject`,
  turn: `${BPM}/task/instance/Turn`,
  /** Delegates a task (委派): the delegate handles it and hands it back to its holder. */
  delegate: `${BPM}/task/instance/delegate`,
  /** The delegate hands a delegated task back (完成委派). */
  resolve: `${BPM}/task/instance/resolve`,
  /** The initiator urges the approvers of a running process (催办). */
  urge: `${BPM}/process/instance/urge`,
  /** Who would approve a process before it is started, and which tasks the initiator picks for. */
  approverPreview: `${BPM}/process/instance/approverPreview`,
  /** An instance's path: the steps passed (who, when), the current ones and those ahead. */
  instancePath: (instanceKey: string) => `${BPM}/process/instance/path/${encodeURIComponent(instanceKey)}`,
  /** Copies a request to colleagues (抄送): the holder of one of its tasks. */
  copy: `${BPM}/task/instance/copy`,
  /** Requests copied to me (抄送我的), with their read state. */
  copiedToMe: `${BPM}/task/instance/queryCopyToMeTasks`,
  /** Marks a request copied to me as read. */
  readCopy: `${BPM}/task/instance/readCopy`,
  /** The holder of a task adds signers before or after herself (加签). */
  addSign: `${BPM}/task/instance/addSign`,
  /** Whoever added a signer removes them while they have not acted (减签). */
  removeSign: `${BPM}/task/instance/removeSign`,
  /** Reminds the approvers of tasks past their due date. */
  remindOverdue: `${BPM}/task/instance/approvalReminders`,
  /** Uploads one file for the comment of a waiting task the caller holds (multipart: file, taskId). */
  commentAttachmentUpload: `${BPM}/task/attachment/upload`,
  /** A comment's file (fileKey), for whoever may read its request. */
  commentAttachment: `${BPM}/task/attachment/download`,
  /** Uploads the handwritten signature (a PNG) a decision on a waiting task the caller holds carries (multipart: file, taskId). */
  signatureUpload: `${BPM}/task/signature/upload`,
  /** The caller's default signature: whether one is kept (GET), kept anew (POST, multipart file), cleared (DELETE). */
  defaultSignature: `${BPM}/task/signature/default`,
  /** The caller's default signature image. */
  defaultSignatureImage: `${BPM}/task/signature/default/image`,
  /** Approves or rejects several waiting tasks with one comment, each on its own (批量审批). */
  batchDecide: `${BPM}/task/instance/batchDecide`,
  comments: (instanceKey: string) => `${BPM}/task/history/getCommentInfos/${encodeURIComponent(instanceKey)}`,
  formFields: `${FORMS}/meta/table/field/getList`,
  formDetail: `${FORMS}/wf/getDetail`,
  /** The summary fields a workbench list offers the caller to filter and order by, for one process. */
  summaryFilterFields: `${BPM}/task/instance/summaryFields`,
  /** Why tasks that were on the caller's list are gone from it (taskIds). */
  taskDepartures: `${BPM}/task/instance/departures`,
} as const;

/** Menu names (sys_permission.name) that open the workflow screens. */
export const WORKFLOW_RIGHTS = {
  models: 'workflow-model',
  pending: 'workbench-pending',
  processed: 'workbench-processed',
  myTransfer: 'workbench-my-transfer',
  transferToMe: 'workbench-transfer-to-me',
  copiedToMe: 'workbench-copied-to-me',
  myProcesses: 'my-applications',
} as const;

/** 待我审批's address parameter (`?overdue=1`): only the tasks past their due time, as the to-do reminders link to them. */
export const WORKBENCH_OVERDUE_PARAM = 'overdue';

export const INSTANCE_STATUSES = ['RUNNING', 'APPROVED', 'REJECTED', 'CANCELED'] as const;
export type InstanceStatus = (typeof INSTANCE_STATUSES)[number];
/** PLANNED: a signer added after the holder (后加签), waiting for the holder's approval. */
export const TASK_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'RETURNED', 'CANCELED', 'PLANNED'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const COMMENT_ACTIONS = ['START', 'APPROVE', 'REJECT', 'RETURN', 'TURN', 'DELEGATE', 'RESOLVE', 'URGE', 'COPY', 'ADD_SIGN_BEFORE', 'ADD_SIGN_AFTER', 'REMOVE_SIGN', 'CANCEL', 'RESUBMIT', 'END', 'AUTO_APPROVE', 'AUTO_REJECT', 'SKIP', 'REASSIGN', 'SELF_ALLOWED', 'REMIND', 'TIMEOUT_APPROVE', 'TIMEOUT_REJECT', 'TIMER', 'DELAY_START', 'DELAY_END', 'COPY_NONE', 'HTTP', 'HTTP_FAILED', 'HTTP_IGNORED', 'HTTP_RETRY'] as const;
export type CommentAction = (typeof COMMENT_ACTIONS)[number];
export const MODEL_STATUSES = ['DRAFT', 'DEPLOYED', 'CHANGED'] as const;

/** Workbench tables offer 10, 20 and 30 rows a page (docs/workflow.md, "The workbench"). */
export const WORKBENCH_PAGE_SIZES = [10, 20, 30] as const;
export const COMMENT_MAX = 1000;
/** At most this many people are copied at once. */
export const COPY_MAX_USERS = 20;
/** The extension property of a user task naming the users a request is copied to when the task is approved. */
export const COPY_PROPERTY = 'copyTo';
/** The extension property of a user task that makes a reject or return say why ('true'). */
export const REJECT_COMMENT_PROPERTY = 'rejectCommentRequired';
/** The extension property of a user task whose approval carries a handwritten signature ('true'). */
export const SIGNATURE_PROPERTY = 'signatureRequired';
/**
 * The extension property of a user task (its due date) or a timer event (its duration) that counts
 * the duration in working time ('true'): days as working days, hours as working hours of the
 * working calendar (docs/time.md).
 */
export const WORKING_TIME_PROPERTY = 'workingTime';
/**
 * The extension property of a step (a user task, a copy, a delay) holding its English name: what
 * English-speaking readers see in the lists, the path and the history (lib/entity/english-name.ts).
 */
export const NAME_EN_PROPERTY = 'nameEn';
/** Where added signers (加签) stand: before the holder (she waits for them) or after her approval. */
export const SIGN_POSITIONS = ['BEFORE', 'AFTER'] as const;
/** The read states the 抄送我的 list filters by. */
export const COPY_READ_STATES = ['unread', 'read'] as const;
/** A running process is urged at most once in this many minutes. */
export const URGE_INTERVAL_MINUTES = 10;
export const VARIABLES_MAX_BYTES = 64 * 1024;

/**
 * Why a task is no longer the caller's to act on when someone else moved it (task-departure.ts):
 * decided by a colleague (action: how), withdrawn by the applicant, handed to someone else, an added
 * signature withdrawn, decided by the system at its deadline, or passed by the request moving on.
 */
export type TaskDeparture = z.infer<typeof taskDepartureSchema>;

/** How many summary-field conditions a workbench list takes at once. */
export const SUMMARY_CONDITIONS_MAX = 5;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** At most this many rows gone from a list are explained at once. */
export const DEPARTURES_MAX = 30;

/** One summary field of a request as its workbench row shows it (lib/workflow/summary-fields.ts). */
export type RowSummary = z.infer<typeof rowSummarySchema>;
