import type { ModdleElement } from 'bpmn-moddle';
import { COPY_PROPERTY, REJECT_COMMENT_PROPERTY, SIGNATURE_PROPERTY } from '@/lib/contract/workflow-values';
import { describe } from '@/lib/workflow/element-label';
import { FORM_RIGHTS_PROPERTY, parseFormRights, type FormRights } from '@/lib/contract/approval-form/field-rights';
import { approverRuleOf, withRuleLoop } from '../../run/approver-rules';
import { extAttr } from '../../model/bpmn-read';
import { taskTimeoutOf, workingTimeOf } from '../../model/compile-timers';
import { copyUsers } from '../../model/copy-property';
import { WorkflowError } from '../../model/errors';
import type { MultiInstanceDef, ReturnTarget, UserTaskNode } from '@/lib/contract/workflow-graph';
import { compileListeners } from '../../model/listener-compile';
import type { CompileContext, OwnParts } from '../behaviour';

/** The deploy's reading of a user task: its assignment or approver rule, multi-instance loop, return targets and form. */

/** The custom property (name, value) that lets a reject return instead of ending the process. */
export const RETURN_PROPERTY = 'allowReturn';

function returnTargets(ctx: CompileContext): ReturnTarget[] {
  const raw = ctx.property(RETURN_PROPERTY);
  if (!raw) return [];
  const targets = raw.split(',').map((s) => s.trim()).filter(Boolean);
  for (const t of targets) if (t !== 'previous' && t !== 'initiator' && t !== 'any') throw new WorkflowError('workflow.deploy.badReturn', { name: describe(ctx.element), value: t });
  return targets as ReturnTarget[];
}

/** The step's field rights; refused, naming the step, when the text is not an object of known rights. */
function formRights(ctx: CompileContext): FormRights {
  const { rights, issue } = parseFormRights(ctx.property(FORM_RIGHTS_PROPERTY));
  if (issue) throw new WorkflowError(`workflow.deploy.${issue.key}`, { name: describe(ctx.element), ...('field' in issue ? { field: issue.field } : {}), ...('value' in issue ? { value: issue.value } : {}) });
  return rights;
}

function multiInstance(ctx: CompileContext, byRule: boolean): MultiInstanceDef | null {
  const { element } = ctx;
  const loop = element.loopCharacteristics as ModdleElement | undefined;
  // Any other loop was refused by the shared rule.
  if (!loop) return null;
  const body = (expr: unknown) => ((expr as ModdleElement | undefined)?.body as string | undefined)?.trim() || null;
  const def: MultiInstanceDef = {
    sequential: loop.isSequential === true,
    cardinality: ctx.check(body(loop.loopCardinality), 'loopCardinality'),
    collection: ctx.check(extAttr(loop, 'collection', ctx.dialect), 'collection'),
    elementVariable: extAttr(loop, 'elementVariable', ctx.dialect),
    completionCondition: ctx.check(body(loop.completionCondition), 'completionCondition'),
  };
  // A task assigned by a rule runs one instance per resolved approver.
  if (!def.cardinality && !def.collection && !byRule) throw new WorkflowError('workflow.deploy.noCollection', { name: describe(element) });
  if (def.elementVariable && !/^[A-Za-z_$][\w$]*$/.test(def.elementVariable)) throw new WorkflowError('workflow.deploy.noCollection', { name: describe(element) });
  return def;
}

export function compileUserTask(ctx: CompileContext): OwnParts<UserTaskNode> {
  const { element, dialect } = ctx;
  const { rule, passRatio } = approverRuleOf(element, ctx.property);
  const attr = (name: string) => ctx.check(extAttr(element, name, dialect), name);
  const assignee = attr('assignee');
  const candidateUsers = attr('candidateUsers');
  const candidateGroups = attr('candidateGroups');
  const dueDate = attr('dueDate');
  const rights = formRights(ctx);
  const userTask = {
    assignee,
    candidateUsers,
    candidateGroups,
    dueDate,
    ...(dueDate && workingTimeOf(ctx.property).workingTime ? { dueInWorkingTime: true as const } : {}),
    priority: attr('priority'),
    formKey: attr('formKey'),
    returnTargets: returnTargets(ctx),
    copyTo: copyUsers(element, ctx.property(COPY_PROPERTY)),
    rejectCommentRequired: ctx.property(REJECT_COMMENT_PROPERTY)?.trim() === 'true',
    // Written only when set: graphs stored before the setting read the same as those compiled now.
    ...(ctx.property(SIGNATURE_PROPERTY)?.trim() === 'true' ? { signatureRequired: true } : {}),
    ...(Object.keys(rights).length ? { formRights: rights } : {}),
    multiInstance: withRuleLoop(rule, multiInstance(ctx, rule !== null)),
    rule,
    passRatio,
    timeout: taskTimeoutOf(element, ctx.property, dueDate),
  };
  if (!rule && !assignee && !candidateUsers && !candidateGroups) throw new WorkflowError('workflow.deploy.noAssignee', { name: describe(element) });
  const taskListeners = compileListeners(element).task;
  return { userTask, form: ctx.formFields(), ...(taskListeners.length ? { taskListeners } : {}) };
}
