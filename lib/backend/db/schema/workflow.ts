import { bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { FormDesign } from '@/lib/contract/approval-form/design';
import type { ProcessGraph } from '@/lib/contract/workflow-graph';
import type { EngineState } from '@/lib/contract/workflow-engine-state';
import type { CommentAttachment } from '@/lib/contract/workflow-attachments';
import { MODEL_STATUSES } from '@/lib/contract/workflow-values';
import type { StartScope } from '@/lib/contract/workflow-start-scope';
import { auditColumns, keyColumn } from './columns';

const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A process model as the designer saves it (BPMN 2.0 XML). Deploying freezes the current XML into
 * a new wf_definition version; a suspended model starts no new instances.
 */
export const wfModel = pgTable('wf_model', {
  model_key: keyColumn('model_key').primaryKey(),
  /** The BPMN process id: the key processes are started by. */
  process_key: varchar('process_key', { length: 128 }).notNull(),
  name: varchar('name', { length: 200 }).notNull(),
  /** The name English-speaking readers see (lib/entity/english-name.ts); read live, not frozen into a version. */
  name_en: varchar('name_en', { length: 100 }),
  category: varchar('category', { length: 64 }),
  /** The category's English name, for a category of the model's own (the known ones are translated by their key). */
  category_en: varchar('category_en', { length: 100 }),
  description: varchar('description', { length: 500 }),
  /** The card's icon in 发起申请: a name of lib/contract/workflow-model-icons.ts. */
  icon: varchar('icon', { length: 64 }),
  /**
   * Who may start it (departments with their sub-departments, role codes, users); null or all empty
   * is everyone. Read live from the model, not frozen into a version: a change applies at once.
   */
  start_scope: jsonb('start_scope').$type<StartScope>(),
  xml: text('xml').notNull(),
  /** The approval form the form designer made (lib/contract/approval-form/); the deploy freezes it into the version's graph. */
  form_design: jsonb('form_design').$type<FormDesign>(),
  /** DRAFT (never deployed), DEPLOYED (the XML is the deployed one), CHANGED (edited since). */
  status: varchar('status', { length: 16, enum: MODEL_STATUSES }).notNull().default('DRAFT'),
  suspended: boolean('suspended').notNull().default(false),
  latest_version: integer('latest_version').notNull().default(0),
  del_flag: integer('del_flag').notNull().default(0),
  ...auditColumns,
}, (t) => [uniqueIndex('wf_model_process_key_uq').on(t.process_key)]);

/**
 * A start form saved half-filled (草稿) by its owner: the title and the values as they were, for
 * the latest version of the model when it is continued. Private to user_key.
 */
export const wfDraft = pgTable('wf_draft', {
  draft_key: keyColumn('draft_key').primaryKey(),
  user_key: keyColumn('user_key').notNull(),
  model_key: keyColumn('model_key').notNull(),
  title: varchar('title', { length: 200 }),
  form_data: jsonb('form_data').$type<Record<string, unknown>>().notNull(),
  create_time: time('create_time').notNull().defaultNow(),
  update_time: time('update_time').notNull().defaultNow(),
}, (t) => [index('wf_draft_user_idx').on(t.user_key, t.update_time)]);

/** One deployed, immutable version of a model: running instances keep the version they started on. */
export const wfDefinition = pgTable('wf_definition', {
  definition_key: keyColumn('definition_key').primaryKey(),
  model_key: keyColumn('model_key').notNull(),
  process_key: varchar('process_key', { length: 128 }).notNull(),
  version: integer('version').notNull(),
  name: varchar('name', { length: 200 }).notNull(),
  xml: text('xml').notNull(),
  graph: jsonb('graph').$type<ProcessGraph>().notNull(),
  deploy_by: keyColumn('deploy_by'),
  deploy_time: time('deploy_time').notNull().defaultNow(),
}, (t) => [uniqueIndex('wf_definition_model_version_uq').on(t.model_key, t.version)]);

/**
 * A running or finished process. engine_state holds the tokens and the trail of the interpreter;
 * every action locks this row (SELECT … FOR UPDATE) and rewrites it in the same transaction.
 */
export const wfInstance = pgTable('wf_instance', {
  instance_key: keyColumn('instance_key').primaryKey(),
  definition_key: keyColumn('definition_key').notNull(),
  model_key: keyColumn('model_key').notNull(),
  process_key: varchar('process_key', { length: 128 }).notNull(),
  process_name: varchar('process_name', { length: 200 }).notNull(),
  version: integer('version').notNull(),
  title: varchar('title', { length: 200 }).notNull(),
  /** The readable number given at the start by the approval requests' numbering rule (store/request-number.ts); null for a called child and for requests from before numbers. */
  request_no: varchar('request_no', { length: 40 }),
  business_key: varchar('business_key', { length: 128 }),
  /** The kind of business record bound to this process (see workflow/binding.ts), or null. */
  biz_type: varchar('biz_type', { length: 64 }),
  /** RUNNING, APPROVED, REJECTED or CANCELED. */
  status: varchar('status', { length: 16 }).notNull(),
  initiator: keyColumn('initiator').notNull(),
  initiator_name: varchar('initiator_name', { length: 64 }).notNull(),
  variables: jsonb('variables').$type<Record<string, unknown>>().notNull(),
  form_data: jsonb('form_data').$type<Record<string, unknown>>().notNull(),
  engine_state: jsonb('engine_state').$type<EngineState>().notNull(),
  /** Incremented by every action. */
  revision: integer('revision').notNull().default(1),
  /** When the initiator last urged the approvers (催办): urging is limited per instance. */
  urge_time: time('urge_time'),
  start_time: time('start_time').notNull().defaultNow(),
  end_time: time('end_time'),
  /** A call activity's child instance: the instance that called it, and the token waiting there (call-activity.ts). */
  parent_instance_key: keyColumn('parent_instance_key'),
  parent_token_key: varchar('parent_token_key', { length: 64 }),
}, (t) => [
  index('wf_instance_initiator_idx').on(t.initiator, t.start_time),
  index('wf_instance_business_idx').on(t.biz_type, t.business_key),
  index('wf_instance_parent_idx').on(t.parent_instance_key),
  uniqueIndex('wf_instance_request_no_idx').on(t.request_no),
]);

/**
 * A user task waiting for, or handled by, a person. Process name, title and initiator are copied
 * from the instance so the workbench lists read one table.
 */
export const wfTask = pgTable('wf_task', {
  task_key: keyColumn('task_key').primaryKey(),
  instance_key: keyColumn('instance_key').notNull(),
  token_key: keyColumn('token_key').notNull(),
  node_id: varchar('node_id', { length: 128 }).notNull(),
  task_name: varchar('task_name', { length: 200 }).notNull(),
  loop_counter: integer('loop_counter'),
  model_key: keyColumn('model_key').notNull(),
  process_name: varchar('process_name', { length: 200 }).notNull(),
  title: varchar('title', { length: 200 }).notNull(),
  business_key: varchar('business_key', { length: 128 }),
  initiator: keyColumn('initiator').notNull(),
  initiator_name: varchar('initiator_name', { length: 64 }).notNull(),
  /** Null while the task is offered to candidates. */
  assignee: keyColumn('assignee'),
  /** The person the task was first given to, kept when it is handed over. */
  owner: keyColumn('owner'),
  /** Who delegated the task (委派) and gets it back, to approve or reject, once the delegate resolves it. */
  delegator: keyColumn('delegator'),
  /** PENDING while a delegate holds the task, RESOLVED once handed back; null when never delegated. */
  delegation: varchar('delegation', { length: 16 }),
  /** An added signer's task (加签): the task it was added to, which it holds back until it is approved. */
  parent_task_key: keyColumn('parent_task_key'),
  /** BEFORE (the parent waits for this signer first) or AFTER (this signer follows the parent's approval); null for the model's tasks. */
  sign_kind: varchar('sign_kind', { length: 8 }),
  /** PENDING, APPROVED, REJECTED, RETURNED or CANCELED. */
  status: varchar('status', { length: 16 }).notNull().default('PENDING'),
  handled_by: keyColumn('handled_by'),
  comment: varchar('comment', { length: 1000 }),
  due_date: time('due_date'),
  priority: integer('priority').notNull().default(50),
  form_key: varchar('form_key', { length: 200 }),
  remind_time: time('remind_time'),
  create_time: time('create_time').notNull().defaultNow(),
  end_time: time('end_time'),
}, (t) => [
  index('wf_task_instance_idx').on(t.instance_key, t.status),
  index('wf_task_assignee_idx').on(t.assignee, t.status, t.create_time),
  index('wf_task_handled_idx').on(t.handled_by, t.end_time),
]);

/** Users and groups (role codes, role keys or department keys) a task is offered to. */
export const wfTaskCandidate = pgTable('wf_task_candidate', {
  task_key: keyColumn('task_key').notNull(),
  kind: varchar('kind', { length: 8 }).notNull(),
  ref: varchar('ref', { length: 64 }).notNull(),
}, (t) => [uniqueIndex('wf_task_candidate_uq').on(t.task_key, t.kind, t.ref), index('wf_task_candidate_ref_idx').on(t.ref, t.kind)]);

/** Hand-overs (Turn): who gave which task to whom, with the message. */
export const wfTransfer = pgTable('wf_transfer', {
  transfer_key: keyColumn('transfer_key').primaryKey(),
  task_key: keyColumn('task_key').notNull(),
  instance_key: keyColumn('instance_key').notNull(),
  from_user: keyColumn('from_user').notNull(),
  to_user: keyColumn('to_user').notNull(),
  message: varchar('message', { length: 1000 }),
  create_time: time('create_time').notNull().defaultNow(),
}, (t) => [index('wf_transfer_from_idx').on(t.from_user, t.create_time), index('wf_transfer_to_idx').on(t.to_user, t.create_time)]);

/** Every action on an instance, in order: who, when, what, with which comment. */
export const wfComment = pgTable('wf_comment', {
  seq: bigserial('seq', { mode: 'number' }).primaryKey(),
  instance_key: keyColumn('instance_key').notNull(),
  task_key: keyColumn('task_key'),
  node_id: varchar('node_id', { length: 128 }),
  node_name: varchar('node_name', { length: 200 }),
  /** START, APPROVE, REJECT, RETURN, TURN, DELEGATE, RESOLVE, URGE, COPY, CANCEL, RESUBMIT, END. */
  action: varchar('action', { length: 16 }).notNull(),
  user_key: keyColumn('user_key'),
  user_name: varchar('user_name', { length: 64 }),
  /** The receiver of a hand-over or a delegation. */
  target_user: keyColumn('target_user'),
  /** Everyone an entry names at once: the people a request was copied to (COPY), the signers added (ADD_SIGN). */
  target_users: jsonb('target_users').$type<string[]>(),
  comment: varchar('comment', { length: 1000 }),
  /** Files the comment carries (sys_file keys with their name, size and type), kept as long as the instance. */
  attachments: jsonb('attachments').$type<CommentAttachment[]>(),
  /** The sys_file key of the handwritten signature a decision carries (signatureRequired). */
  signature: keyColumn('signature'),
  create_time: time('create_time').notNull().defaultNow(),
}, (t) => [index('wf_comment_instance_idx').on(t.instance_key, t.seq)]);

/**
 * A request copied to someone (抄送): by the model when a task of a node carrying copyTo is approved,
 * or by an approver. One row per person and request (copied again, it is unread again); read_time
 * is set when they open it from their 抄送我的 list.
 */
export const wfCopy = pgTable('wf_copy', {
  copy_key: keyColumn('copy_key').primaryKey(),
  instance_key: keyColumn('instance_key').notNull(),
  user_key: keyColumn('user_key').notNull(),
  task_key: keyColumn('task_key'),
  node_id: varchar('node_id', { length: 128 }),
  node_name: varchar('node_name', { length: 200 }),
  /** Who copied it; null when the model did. */
  from_user: keyColumn('from_user'),
  from_user_name: varchar('from_user_name', { length: 64 }),
  comment: varchar('comment', { length: 1000 }),
  read_time: time('read_time'),
  create_time: time('create_time').notNull().defaultNow(),
}, (t) => [uniqueIndex('wf_copy_instance_user_uq').on(t.instance_key, t.user_key), index('wf_copy_user_idx').on(t.user_key, t.create_time)]);

/** A user's default handwritten signature (个人中心), offered on every pad as 使用默认签名. */
export const wfDefaultSignature = pgTable('wf_default_signature', {
  user_key: keyColumn('user_key').primaryKey(),
  file_key: keyColumn('file_key').notNull(),
  update_time: time('update_time').notNull().defaultNow(),
});
