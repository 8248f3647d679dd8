import { and, asc, eq, inArray } from 'drizzle-orm';
import { ok } from '@/lib/contract/envelope';
import { approverPreviewSchema, instanceIdSchema } from '@/lib/contract/workflow';
import { approverPreviewAnswerSchema, instancePathSchema, type ApproverPreview, type InstancePath, type PathApprover, type PathStep } from '@/lib/contract/workflow-path';
import { translate } from '@/lib/i18n/messages';
import { defaultLocale, type Locale } from '@/lib/i18n/locales';
import { modeOfLoop } from '@/lib/workflow/approver-rule';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { wfComment, wfInstance, wfTask, wfTaskCandidate, wfTimer } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { defineCallRoute, type RouteDef } from '../../../http/route';
import { readableInstance } from '../operations/access';
import { approverOptions } from '../store/approver-facts';
import { PICKS_VARIABLE } from '../run/approver-rules';
import { pickNodes } from '../operations/approver-picks';
import { departmentLeaderOf, initiatorOrgVariables, membersOfGroups } from '../store/assignment';
import { offeredTo } from '../store/task-recipients';
import { OWNERS_VARIABLE } from '../run/separation';
import { graphOf, latestDefinition } from '../store/definitions';
import { startFormSoFar } from '../model/designed-form';
import { type ProcessGraph, startOf, userTaskOf } from '@/lib/contract/workflow-graph';
import { ownVariables, reserved } from '../operations/form-changes';
import { stepsAhead, type AheadStep } from '../run/path-ahead';
import { namesOf } from '../store/user-names';
import { copiedSteps } from './path-copies';
import { wallClock } from '../nodes/delay';
import { formDayCounter } from '../store/working-time';
import { requireStartScope } from '../operations/start-scope';
import { readerNames, stepNameIn } from '../store/reader-names';
import { workflowRequestCalls } from '@/lib/contract/workflow-request-calls';

/**
 * Transparency: the path of an instance (passed, waiting, ahead) and, before a process is started,
 * who would approve it and which approvers the initiator picks.
 */

const TAG = 'workflow';
const AUTO_STEPS = ['AUTO_APPROVE', 'AUTO_REJECT', 'SKIP'];
/** History lines of a person's decision on a task: their files show with the decision. */
const DECISIONS = ['APPROVE', 'REJECT', 'RETURN', 'RESUBMIT'];
/** How a called request's status shows as its step. */
const CHILD_STATE: Record<string, PathStep['state']> = { RUNNING: 'current', APPROVED: 'done', REJECTED: 'rejected', CANCELED: 'rejected' };
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Steps ahead as the contract answers them, groups listed by their active members. */
/** Words of the path in the reader's language (a route's `t`); the history's own lines stay as written. */
type Say = (key: string, values?: Record<string, string | number>) => string;
const sayIn = (locale: Locale): Say => (key, values) => translate(locale, key, values);

/** The steps' names in the reader's language (their English names, lib/entity/english-name.ts), and the called requests' process names. */
async function namedSteps(db: Db, locale: Locale, graph: ProcessGraph, steps: PathStep[]): Promise<PathStep[]> {
  if (locale === defaultLocale) return steps;
  const children = steps.flatMap((s) => s.children ?? []);
  const names = await readerNames(db, locale, children.map((c) => c.instance_key));
  return steps.map((s) => ({
    ...s,
    name: stepNameIn(locale, graph, s.node_id, s.name),
    ...(s.children ? { children: s.children.map((c) => ({ ...c, process_name: names.process(c.instance_key, c.process_name) })) } : {}),
  }));
}

async function aheadSteps(db: Db, graph: ProcessGraph, steps: AheadStep[], say: Say): Promise<PathStep[]> {
  const members = new Map<string, string[]>();
  for (const s of steps) if (s.groups.length && !members.has(s.groups.join(','))) members.set(s.groups.join(','), await membersOfGroups(db, s.groups));
  const all = steps.map((s) => [...new Set([...s.users, ...(members.get(s.groups.join(',')) ?? []).filter((u) => !s.exclude?.includes(u))])]);
  // A step whose groups hold only interested people goes to the stand-in, as the engine will do.
  const handedOn = steps.map((s, i) => Boolean(s.groups.length && all[i]!.length === 0 && s.standIn));
  handedOn.forEach((yes, i) => yes && all[i]!.push(steps[i]!.standIn!));
  const names = await namesOf(db, all.flat());
  return steps.map((s, i) => ({
    node_id: s.nodeId,
    name: s.state === 'end' ? s.name || say('workflow.path.end') : s.name,
    state: s.state,
    mode: s.mode,
    approvers: all[i]!.map((key) => ({ key, name: names.get(key) ?? key, status: null, time: null, comment: null })),
    groups: s.groups,
    note: handedOn[i] ? say('workflow.auto.initiatorToLeader') : s.note ? say(s.note.key, s.note.values) : null,
    pick: s.pick,
    pass_ratio: s.passRatio,
    ...(s.kind ? { kind: s.kind } : {}),
  }));
}

type Entry = { order: [number, number, number]; step: PathStep };

/** Where an approver of a step stands in the order of acting (a stable sort keeps the time order within each). */
function actingOrder(status: string | null): number {
  if (status === 'PENDING') return 1;
  if (status === 'WAITING') return 2;
  if (status === 'PLANNED') return 3;
  return 0;
}

/** The steps passed and waiting: the tasks grouped by round of their node, and the engine's own decisions. */
async function pastSteps(db: Db, graph: ProcessGraph, instanceKey: string, instance: { engine_state: { tokens: { nodeId: string; mi?: { items: unknown[] | null; completed: number; rejected?: number; sequential: boolean } }[] } }): Promise<Entry[]> {
  const tasks = await db.select().from(wfTask).where(eq(wfTask.instance_key, instanceKey)).orderBy(asc(wfTask.create_time), asc(wfTask.loop_counter), asc(wfTask.task_key));
  const comments = await db.select().from(wfComment).where(eq(wfComment.instance_key, instanceKey)).orderBy(asc(wfComment.seq));
  const pendingKeys = tasks.filter((t) => t.status === 'PENDING' && !t.assignee).map((t) => t.task_key);
  const candidates = pendingKeys.length ? await db.select().from(wfTaskCandidate).where(inArray(wfTaskCandidate.task_key, pendingKeys)) : [];
  const groupMembers = new Map<string, string[]>();
  const offered = new Map<string, string[]>();
  for (const key of pendingKeys) offered.set(key, await offeredTo(db, candidates.filter((c) => c.task_key === key), groupMembers));
  const holders = (taskKey: string) => offered.get(taskKey) ?? [];
  const waiting = (nodeId: string) => {
    const mi = instance.engine_state.tokens.find((t) => t.nodeId === nodeId)?.mi;
    return mi?.sequential && mi.items ? mi.items.slice(mi.completed + (mi.rejected ?? 0) + 1).map(String) : [];
  };
  const names = await namesOf(db, [...tasks.flatMap((t) => [t.assignee, t.handled_by].filter((k): k is string => Boolean(k))), ...candidates.map((c) => c.ref), ...[...groupMembers.values()].flat(), ...instance.engine_state.tokens.flatMap((t) => (t.mi?.items ?? []).map(String))]);
  const person = (key: string, status: string | null, time: Date | null, comment: string | null): PathApprover => ({ key, name: names.get(key) ?? key, status, time: iso(time), comment });
  const filesOf = (taskKey: string, userKey: string) =>
    comments.filter((c) => c.task_key === taskKey && c.user_key === userKey && DECISIONS.includes(c.action)).flatMap((c) => c.attachments ?? []);

  const signatureOf = (taskKey: string, userKey: string) =>
    comments.find((c) => c.task_key === taskKey && c.user_key === userKey && DECISIONS.includes(c.action) && c.signature)?.signature ?? null;

  // A holder who added signers before them (前加签) waits for those signers, who act first.
  const heldBySigners = new Set(tasks.filter((t) => t.status === 'PENDING' && t.sign_kind === 'BEFORE' && t.parent_task_key).map((t) => t.parent_task_key!));

  const entries: Entry[] = [];
  let group: { nodeId: string; step: PathStep; open: boolean } | null = null;
  for (const t of tasks.filter((x) => x.status !== 'CANCELED')) {
    const def = userTaskOf(graph.nodes[t.node_id]);
    if (!group || group.nodeId !== t.node_id || !group.open) {
      const step: PathStep = {
        node_id: t.node_id, name: t.task_name, state: 'done', mode: def ? modeOfLoop(def.multiInstance, def.passRatio ?? null) : 'single',
        approvers: [], groups: [], note: null, pick: def?.rule?.kind === 'initiatorPick', pass_ratio: def?.passRatio ?? null,
      };
      group = { nodeId: t.node_id, step, open: true };
      entries.push({ order: [t.create_time.getTime(), 1, entries.length], step });
    }
    const step = group.step;
    if (t.status === 'PENDING') {
      step.state = 'current';
      const keys = t.assignee ? [t.assignee] : holders(t.task_key);
      step.approvers.push(...keys.map((k) => person(k, heldBySigners.has(t.task_key) ? 'WAITING' : 'PENDING', null, null)));
      for (const k of waiting(t.node_id)) if (!step.approvers.some((a) => a.key === k)) step.approvers.push(person(k, 'WAITING', null, null));
    } else {
      const decidedBy = t.handled_by ?? t.assignee ?? '';
      const files = filesOf(t.task_key, decidedBy);
      const signature = signatureOf(t.task_key, decidedBy);
      step.approvers.push({ ...person(decidedBy, t.status, t.end_time, t.comment), ...(files.length ? { attachments: files } : {}), ...(signature ? { signature } : {}) });
      if (step.state !== 'current' && (t.status === 'REJECTED' || t.status === 'RETURNED') && !step.approvers.some((a) => a.status === 'APPROVED')) step.state = 'rejected';
      // A return or a rejection closes the round: the node's next tasks are a new step.
      if (t.status === 'RETURNED') group.open = false;
    }
    if (t.status === 'APPROVED' && !def?.multiInstance) group.open = false;
  }
  // Within a step, in the order they act: those who decided, then who acts now, then who waits.
  for (const { step } of entries) step.approvers.sort((a, b) => actingOrder(a.status) - actingOrder(b.status));
  for (const c of comments) {
    if (c.action === 'REASSIGN' || c.action === 'SELF_ALLOWED' || c.action === 'AUTO_APPROVE') {
      const step = [...entries].reverse().find((e) => e.step.node_id === c.node_id && e.step.state !== 'auto')?.step;
      // Why the step is with whom it is with: handed on, or allowed to the applicant by the model.
      if (step && c.action !== 'AUTO_APPROVE') {
        step.note = c.comment;
        continue;
      }
    }
    if (!AUTO_STEPS.includes(c.action)) continue;
    entries.push({
      order: [c.create_time.getTime(), 0, entries.length],
      step: { node_id: c.node_id, name: c.node_name ?? c.node_id ?? '', state: c.action === 'AUTO_REJECT' ? 'rejected' : 'auto', mode: 'single', approvers: [], groups: [], note: c.comment, pick: false, pass_ratio: null },
    });
  }
  entries.push(...(await childSteps(db, graph, instanceKey)));
  // A copy node never waits: what its engine step created at the same instant (the next task) comes after it.
  entries.push(...(await copiedSteps(db, graph, instanceKey)).map(({ at, step }, i) => ({ order: [at.getTime(), 0, 20_000 + i] as Entry['order'], step })));
  return entries;
}

/** The delays the instance waits at now, each a current step saying when it goes on. */
async function waitingDelays(db: Db, graph: ProcessGraph, instance: Pick<typeof wfInstance.$inferSelect, 'instance_key' | 'engine_state'>, say: Say): Promise<PathStep[]> {
  const waiting = instance.engine_state.tokens.filter((t) => t.state === 'DELAY');
  if (waiting.length === 0) return [];
  const timers = await db
    .select({ token_key: wfTimer.token_key, fire_at: wfTimer.fire_at })
    .from(wfTimer)
    .where(and(eq(wfTimer.instance_key, instance.instance_key), eq(wfTimer.kind, 'DELAY'), eq(wfTimer.status, 'WAITING'), inArray(wfTimer.token_key, waiting.map((t) => t.key))));
  return waiting.map((t) => {
    const at = timers.find((timer) => timer.token_key === t.key)?.fire_at;
    return {
      node_id: t.nodeId, name: graph.nodes[t.nodeId]?.name || t.nodeId, state: 'current', mode: 'single', approvers: [], groups: [],
      note: at ? say('workflow.path.delayWaiting', { at: wallClock(at) }) : null, pick: false, pass_ratio: null,
    };
  });
}

/** The requests the instance's call activities started, each a step whose own path opens under it. */
async function childSteps(db: Db, graph: ProcessGraph, instanceKey: string): Promise<Entry[]> {
  const children = await db
    .select({ instance_key: wfInstance.instance_key, process_key: wfInstance.process_key, process_name: wfInstance.process_name, status: wfInstance.status, start_time: wfInstance.start_time })
    .from(wfInstance)
    .where(eq(wfInstance.parent_instance_key, instanceKey))
    .orderBy(asc(wfInstance.start_time), asc(wfInstance.instance_key));
  return children.map((child, i) => {
    const node = Object.values(graph.nodes).find((n) => n.type === 'callActivity' && n.callActivity.calledElement === child.process_key);
    return {
      order: [child.start_time.getTime(), 1, 10_000 + i],
      step: {
        node_id: node?.id ?? null, name: node?.name || child.process_name, state: CHILD_STATE[child.status] ?? 'done', mode: 'single', approvers: [], groups: [], note: null, pick: false, pass_ratio: null,
        children: [{ instance_key: child.instance_key, process_name: child.process_name, status: child.status }],
      },
    };
  });
}

function sorted(entries: Entry[]): PathStep[] {
  return [...entries].sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1] || a.order[2] - b.order[2]).map((e) => e.step);
}

const path = defineCallRoute(workflowRequestCalls.instancePath, {
  tag: TAG,
  summary: 'The path of an instance: the start, steps passed (who approved, when), the current steps, and the steps ahead as far as the current variables tell (state, mode, approvers, note)',
  input: instanceIdSchema,
  output: instancePathSchema,
  async handler({ db, auth, input, t, locale }) {
    const instance = await readableInstance(db, auth, input.id);
    const graph = await graphOf(db, instance.definition_key);
    const start: PathStep = {
      node_id: graph.startNodeId, name: graph.nodes[graph.startNodeId]!.name || t('workflow.path.start'), state: 'start', mode: 'single',
      approvers: [{ key: instance.initiator, name: instance.initiator_name, status: 'START', time: iso(instance.start_time), comment: null }], groups: [], note: null, pick: false, pass_ratio: null,
    };
    const steps = [start, ...sorted(await pastSteps(db, graph, instance.instance_key, instance))];
    if (instance.status === 'RUNNING') {
      const from = [...new Set(instance.engine_state.tokens.map((t) => t.nodeId))].filter((id) => graph.nodes[id]?.type !== 'startEvent');
      const options = await approverOptions(db, graph, instance.initiator, instance.variables, instance.instance_key);
      steps.push(...(await waitingDelays(db, graph, instance, t)));
      const known = new Set(steps.filter((s) => s.state === 'current').map((s) => s.node_id));
      steps.push(...(await aheadSteps(db, graph, stepsAhead(graph, from, instance.variables, options.approvers, options.separation, options.copyRecipients), t)).filter((s) => !known.has(s.node_id)));
    } else {
      steps.push({ node_id: null, name: t(`workflow.path.ended.${instance.status}`), state: 'end', mode: 'single', approvers: [], groups: [], note: null, pick: false, pass_ratio: null });
    }
    const answer: InstancePath = { instance_key: instance.instance_key, status: instance.status, steps: await namedSteps(db, locale, graph, steps) };
    return ok(answer);
  },
});


/** What a preview is asked with: the process (by key or model), the start form and variables, the picks so far. */
export interface PreviewRequest {
  processDefinitionKey?: string;
  model_key?: string;
  businessKey?: string;
  formData: Record<string, unknown>;
  variables?: Record<string, unknown>;
  pickedApprovers?: Record<string, string[]>;
  /** The owners of the record it would approve (segregation of duties). */
  owners?: string[];
}

/** Who would approve a process the caller is about to start, and the tasks whose approvers she picks. */
export async function previewApprovers(db: Db, auth: AuthContext, input: PreviewRequest, locale: Locale): Promise<ApproverPreview> {
  const say = sayIn(locale);
  const found = await latestDefinition(db, { processKey: input.processDefinitionKey, modelKey: input.model_key });
  if (!found || found.suspended) throw notFound('workflow.process.notDeployed');
  await requireStartScope(db, auth, { name: found.model_name, start_scope: found.start_scope });
  const graph = await graphOf(db, found.definition.definition_key);
  // The preview is asked while the form is being filled: what is not valid yet is left out.
  const formData = startFormSoFar(graph, input.formData, await formDayCounter(db, graph, input.formData));
  const own = ownVariables({ ...formData, ...(input.variables ?? {}) });
  const variables: Record<string, unknown> = { ...own, initiator: auth.userKey, initiatorLeader: await departmentLeaderOf(db, auth.userKey), ...initiatorOrgVariables(auth), businessKey: input.businessKey ?? null };
  const initiatorVariable = startOf(graph).initiatorVariable;
  if (initiatorVariable && !reserved.has(initiatorVariable)) variables[initiatorVariable] = auth.userKey;
  if (input.pickedApprovers) variables[PICKS_VARIABLE] = input.pickedApprovers;
  if (input.owners?.length) variables[OWNERS_VARIABLE] = input.owners;
  const options = await approverOptions(db, graph, auth.userKey, variables);
  return {
    steps: await namedSteps(db, locale, graph, await aheadSteps(db, graph, stepsAhead(graph, [graph.startNodeId], variables, options.approvers, options.separation, options.copyRecipients), say)),
    picks: pickNodes(graph).map((n) => ({ node_id: n.id, name: stepNameIn(locale, graph, n.id, n.name || n.id) })),
  };
}

const preview = defineCallRoute(workflowRequestCalls.approverPreview, {
  tag: TAG,
  summary: 'Who would approve a process the caller is about to start (processDefinitionKey or model_key, formData, variables): the steps ahead and the tasks whose approvers the initiator picks',
  input: approverPreviewSchema,
  output: approverPreviewAnswerSchema,
  async handler({ db, auth, input, locale }) {
    return ok(await previewApprovers(db, auth, input, locale));
  },
});

export const pathRoutes = [path, preview] as RouteDef<never>[];
