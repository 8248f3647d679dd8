import { z } from 'zod';
import { APPROVAL_MODES, APPROVER_KINDS, IF_INITIATOR, IF_NOBODY, MAX_LEADER_LEVELS } from '../approver-rule';
import { COPY_KINDS } from '../service-task';
import { PRINT_LAYOUTS } from '../print-layout';
import { REPEAT_APPROVER } from '../repeat-approver';
import { SELF_APPROVAL } from '../self-approval';
import { CONTROL_ID } from '@/lib/contract/approval-form/design';
import { englishNameSchema } from '@/lib/entity/english-name-schema';

/**
 * The simple designer's flow: a tree read top-down, as DingTalk and Feishu draw approvals. The
 * start (发起人) is followed by a list of nodes; a branch group holds branches, each a list of nodes
 * again, that meet before the next node. The tree is compiled to ordinary BPMN (compile.ts) and
 * stored inside it (stored-tree.ts), so both designers can open the model.
 */

const id = z.string().regex(/^[A-Za-z_][\w-]{0,63}$/);
const name = z.string().trim().min(1).max(60);
/** A step's English name (lib/entity/english-name.ts): what English-speaking readers see in the lists, the path and the history. */
const nameEn = englishNameSchema;

/** Who approves (or is copied): a kind of the engine's approver rules and its values. */
export const ruleSchema = z.object({
  kind: z.enum(APPROVER_KINDS),
  refs: z.array(z.string().min(1)).max(200),
  levels: z.number().int().min(1).max(MAX_LEADER_LEVELS),
  expression: z.string().max(500),
});
export type SimpleRule = z.infer<typeof ruleSchema>;

export const copyRuleSchema = ruleSchema.extend({ kind: z.enum(COPY_KINDS) });

/** An ISO 8601 duration the engine's timers read (P2D, PT4H, P1DT12H). */
export const durationSchema = z.string().regex(/^P(?!$)(\d+D)?(T(?=\d)(\d+H)?(\d+M)?)?$/);

export const approverNodeSchema = z.object({
  type: z.literal('approver'),
  id,
  name,
  nameEn,
  rule: ruleSchema,
  mode: z.enum(APPROVAL_MODES),
  /** 按比例通过: percent of approvals needed. */
  ratio: z.number().int().min(1).max(100),
  ifNobody: z.enum(IF_NOBODY),
  nobodyUser: z.string(),
  ifInitiator: z.enum(IF_INITIATOR),
  rejectCommentRequired: z.boolean(),
  /** 手写签名: an approval is signed by hand (trees saved before it read as false). */
  signatureRequired: z.boolean().default(false),
  /** 字段权限: controls of the designed form this step lets its approver edit or hides from them (the rest are read); absent in trees saved before. */
  formRights: z.record(z.string().regex(CONTROL_ID), z.enum(['edit', 'hidden'])).optional(),
  /** How long the approvers have (the task's due date), or null. */
  due: durationSchema.nullable(),
  /** The time to decide counts working days and hours of the working calendar; absent in trees saved before (calendar time). */
  dueInWorkingTime: z.boolean().optional(),
});
export type ApproverNode = z.infer<typeof approverNodeSchema>;

export const copyNodeSchema = z.object({ type: z.literal('copy'), id, name, nameEn, rule: copyRuleSchema });
export type CopyNode = z.infer<typeof copyNodeSchema>;

export const delayNodeSchema = z.object({
  type: z.literal('delay'),
  id,
  name,
  nameEn,
  wait: z.discriminatedUnion('kind', [
    /** workingTime: the wait counts working days and hours (absent: calendar time). */
    z.object({ kind: z.literal('duration'), duration: durationSchema, workingTime: z.boolean().optional() }),
    /** Until the date a date field of the start form holds. */
    z.object({ kind: z.literal('field'), field: z.string() }),
  ]),
});
export type DelayNode = z.infer<typeof delayNodeSchema>;

export const NUMBER_OPERATORS = ['gt', 'gte', 'lt', 'lte', 'eq', 'between'] as const;
export type NumberOperator = (typeof NUMBER_OPERATORS)[number];

export const conditionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('number'), field: z.string(), op: z.enum(NUMBER_OPERATORS), value: z.number(), upTo: z.number().nullable() }),
  z.object({ kind: z.literal('choice'), field: z.string(), values: z.array(z.string()) }),
  z.object({ kind: z.literal('text'), field: z.string(), value: z.string() }),
  z.object({ kind: z.literal('department'), departments: z.array(z.string()) }),
  z.object({ kind: z.literal('role'), roles: z.array(z.string()) }),
]);
export type Condition = z.infer<typeof conditionSchema>;

/** A node of the tree. Branch groups hold lists of nodes again, hence the lazy schema. */
export type SimpleNode = ApproverNode | CopyNode | DelayNode | ConditionGroup | ParallelGroup;

export interface Branch {
  id: string;
  name: string;
  nodes: SimpleNode[];
}
export interface ConditionBranch extends Branch {
  /** All must hold (AND). */
  conditions: Condition[];
}
/** 条件分支: the first branch (in priority order) whose conditions hold is taken, else the last one. */
export interface ConditionGroup {
  type: 'condition';
  id: string;
  branches: ConditionBranch[];
  otherwise: Branch;
}
/** 并行分支: every branch runs; the next node waits for all. */
export interface ParallelGroup {
  type: 'parallel';
  id: string;
  branches: Branch[];
}

const nodeList: z.ZodType<SimpleNode[]> = z.lazy(() => z.array(nodeSchema).max(200));
const branchSchema = z.object({ id, name, nodes: nodeList });
const conditionGroupSchema = z.object({
  type: z.literal('condition'),
  id,
  branches: z.array(branchSchema.extend({ conditions: z.array(conditionSchema).max(20) })).max(20),
  otherwise: branchSchema,
});
const parallelGroupSchema = z.object({ type: z.literal('parallel'), id, branches: z.array(branchSchema).max(20) });

export const nodeSchema: z.ZodType<SimpleNode> = z.lazy(() =>
  z.discriminatedUnion('type', [approverNodeSchema, copyNodeSchema, delayNodeSchema, conditionGroupSchema, parallelGroupSchema]),
);

/** A field of the start form, as conditions and delays see it (form-fields.ts reads the model's). */
export const FIELD_KINDS = ['number', 'text', 'choice', 'date'] as const;
export type FlowFieldKind = (typeof FIELD_KINDS)[number];
export const flowFieldSchema = z.object({
  id: z.string().regex(/^[A-Za-z_$][\w$]{0,63}$/),
  label: z.string().trim().min(1).max(60),
  kind: z.enum(FIELD_KINDS),
  options: z.array(z.object({ value: z.string().min(1), label: z.string().min(1) })),
  required: z.boolean(),
});
export type FlowField = z.infer<typeof flowFieldSchema>;

/**
 * The model-wide settings (process-setting.ts) the tree carries, each absent when at its default
 * so trees saved before read the same.
 */
export const flowSettingsSchema = z.object({
  selfApproval: z.enum(SELF_APPROVAL).optional(),
  repeatApprover: z.enum(REPEAT_APPROVER).optional(),
  printLayout: z.enum(PRINT_LAYOUTS).optional(),
});
export type FlowSettings = z.infer<typeof flowSettingsSchema>;

export const SIMPLE_FLOW_VERSION = 1;

export const simpleFlowSchema = z.object({
  version: z.literal(SIMPLE_FLOW_VERSION),
  process: z.object({
    id: z.string().regex(/^[A-Za-z_][\w.-]{0,63}$/),
    name: z.string().trim().min(1).max(100),
    /** The names the start and end events are drawn with (发起人, 流程结束), in the language the model was made in. */
    startName: name,
    endName: name,
  }),
  /** The start form; conditions and delays read its fields. */
  fields: z.array(flowFieldSchema).max(50),
  nodes: nodeList,
  settings: flowSettingsSchema.optional(),
});
export type SimpleFlow = z.infer<typeof simpleFlowSchema>;
