import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ok, ResultCode } from '@/lib/contract/envelope';
import { pickedApproversSchema } from '@/lib/contract/workflow';
import { commentAttachmentKeys } from '@/lib/contract/workflow-attachments';
import { approvalCalls, ownersOf, startFormOf, type ApprovalDef, type RecordApproval } from '@/lib/entity/features/approval/approval';
import { messageWith } from '@/lib/entity/messages';
import { ENTITIES } from '@/lib/entities';
import type { EntityDef } from '@/lib/entity/types';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { ApiError, forbidden } from '../../../http/errors';
import { defineRoute, type RouteDef } from '../../../http/route';
import type { RecordBinding } from '../../approval-port';
import { changedFields, recordAudit } from '../../audit';
import type { BehaviourSource, Row } from '../../behaviour';
import { lazyPayloadSchema } from '../../crud';
import type { EntityListing } from '../../listing';
import type { RecordWriter } from '../../record-writer';
import { approvalEngine } from '../../plug-ins';
import { behaviourOf, listingOf, writerOf } from '../../registry';
import { tableOf } from '../../tables';
import { assertTransition } from '../transitions/transitions';

/**
 * Approvals declared on an entity (lib/entity/features/approval/approval.ts): the binding through which the process
 * moves the record's status, and the saveApproved call that saves a record and submits it. The
 * process itself runs in the approval engine plugged in at the composition root (./approval-port.ts).
 */

interface Approvable {
  entity: EntityDef & { approval: ApprovalDef; transitions: NonNullable<EntityDef['transitions']> };
  table: PgTable;
  writer: RecordWriter;
  listing: EntityListing;
}

function approvable(entity: EntityDef): entity is Approvable['entity'] {
  return Boolean(entity.approval && entity.transitions);
}

/**
 * The record's status follows its process: set inside the engine's transaction, under a lock on the
 * record, checked against the declared transitions and written to the record's history.
 */
function approvalBinding({ entity, table, writer }: Approvable): RecordBinding {
  const columns = table as unknown as Record<string, PgColumn>;
  const keyColumn = columns[entity.key]!;
  const field = entity.transitions.field;
  const audited = Object.keys(entity.fields).filter((f) => !entity.fields[f]!.hidden && entity.fields[f]!.stored !== false);
  return {
    modelKey: entity.approval.modelKey,
    async canRead(db, auth, businessKey) {
      return (await listingOf(entity).recordAccess(db, auth, businessKey)) === 'readable';
    },
    async canStart(tx, auth, businessKey) {
      // The submitter must be someone who may change the record, and it must be submittable now.
      const row = await writer.loadOwned(tx, auth, businessKey, true);
      if (!entity.approval.from.includes(String(row[field]))) throw new ApiError(ResultCode.conflict, messageWith('validation.notSubmittable', { label: entity.label }));
      return { formData: formDataOf(entity.approval, row), owners: ownersOf(entity.approval, row) };
    },
    async onStatus(tx, event) {
      const target = entity.approval.statuses[event.status];
      const [before] = (await tx.select().from(table).where(and(eq(keyColumn, event.businessKey), eq(columns.del_flag!, 0))).for('update')) as Row[];
      if (!before || before[field] === target) return;
      await assertTransition(tx, entity, before, { [field]: target });
      const [after] = (await tx.update(table)
        .set({ [field]: target, update_by: event.actorKey, update_time: new Date(), version: sql`${columns.version} + 1` })
        .where(eq(keyColumn, event.businessKey))
        .returning()) as Row[];
      await recordAudit(tx, {
        entity: entity.name, recordKey: event.businessKey, action: 'approval',
        changes: changedFields(before, after ?? null, audited), auth: { userKey: event.actorKey, realname: event.actorName },
      });
    },
  };
}

/** The start form's values taken from the record (a money field goes as its number). */
function formDataOf(approval: ApprovalDef, record: Row): Record<string, unknown> {
  return startFormOf(approval.formData, record);
}

/** Submits a saved record: starts its process with the record as business key, inside the caller's transaction. */
export async function submitForApproval(tx: Db, auth: AuthContext, entity: Approvable['entity'], record: Row, pickedApprovers?: Record<string, string[]>): Promise<string> {
  await behaviourOf(entity).beforeSubmit?.({ tx, auth, record });
  const started = await approvalEngine().start(tx, auth, {
    modelKey: entity.approval.modelKey,
    bizType: entity.approval.bizType,
    businessKey: String(record[entity.key]),
    title: String(record[entity.titleField] ?? ''),
    formData: formDataOf(entity.approval, record),
    pickedApprovers,
  });
  return started.instance_key;
}

/**
 * The approval call of an entity that declares one: `{apiBase}/saveApproved` takes the addOrUpdate
 * payload, saves the record and submits it, all or nothing.
 */
function saveApprovedRoute({ entity, writer, listing }: Approvable, behaviour: BehaviourSource): RouteDef<never> {
  const saveApproved = defineRoute({
    method: 'POST',
    path: `${entity.apiBase}/saveApproved`,
    tag: entity.name,
    summary: `Save a ${entity.name} (as addOrUpdate) and submit it for approval (process model ${entity.approval.modelKey}); answers the record and the process instance_key`,
    permission: entity.rights.read,
    input: lazyPayloadSchema(entity, behaviour),
    async handler({ db, auth, input }) {
      return db.transaction(async (tx) => {
        const { record } = await writer.save(tx, auth, input as Row);
        const instanceKey = await submitForApproval(tx, auth, entity, record);
        const submitted = await writer.loadOwned(tx, auth, String(record[entity.key]));
        const [answered] = await listing.answer(tx, [submitted]);
        return ok({ ...answered, instance_key: instanceKey }, 'approval.submitted');
      });
    },
  });
  return saveApproved as unknown as RouteDef<never>;
}

/** Submits a saved record by key: `{apiBase}/submit` (a quote's `commit`), from a status the approval allows. */
function submitRoute({ entity, writer, listing }: Approvable): RouteDef<never> {
  const name = approvalCalls(entity.approval).submit;
  return defineRoute({
    method: 'POST',
    path: `${entity.apiBase}/${name}`,
    tag: entity.name,
    summary: `Submit a saved ${entity.name} (id) for approval (process model ${entity.approval.modelKey}); answers the record and the process instance_key`,
    permission: entity.rights.update ?? entity.rights.read,
    input: z.object({ id: z.string().min(1).max(64), pickedApprovers: pickedApproversSchema }),
    async handler({ db, auth, input }) {
      return db.transaction(async (tx) => {
        await writer.requireRight(tx, auth, 'update');
        const record = await writer.loadOwned(tx, auth, input.id, true);
        const instanceKey = await submitForApproval(tx, auth, entity, record, input.pickedApprovers);
        const [answered] = await listing.answer(tx, [await writer.loadOwned(tx, auth, input.id)]);
        return ok({ ...answered, instance_key: instanceKey }, 'approval.submitted');
      });
    },
  }) as unknown as RouteDef<never>;
}

/**
 * `POST {apiBase}/submitPreview`: who would approve the record if the caller submitted it now (the
 * steps ahead, from the record's start form and the picks so far), asked by the submit dialog. Only
 * someone who may submit the record now is answered, exactly as submit would check.
 */
function submitPreviewRoute({ entity, writer }: Approvable): RouteDef<never> {
  return defineRoute({
    method: 'POST',
    path: `${entity.apiBase}/submitPreview`,
    tag: entity.name,
    summary: `Who would approve a saved ${entity.name} (id) if the caller submitted it now: the steps ahead with their approvers, and the tasks whose approvers the submitter picks (pickedApprovers: the picks so far)`,
    permission: entity.rights.update ?? entity.rights.read,
    input: z.object({ id: z.string().min(1).max(64), pickedApprovers: pickedApproversSchema }),
    async handler({ db, auth, input }) {
      await writer.requireRight(db, auth, 'update');
      const record = await writer.loadOwned(db, auth, input.id, false, 'write');
      if (!entity.approval.from.includes(String(record[entity.transitions.field]))) {
        throw new ApiError(ResultCode.conflict, messageWith('validation.notSubmittable', { label: entity.label }));
      }
      return ok(await approvalEngine().preview(db, auth, {
        modelKey: entity.approval.modelKey,
        bizType: entity.approval.bizType,
        businessKey: input.id,
        title: String(record[entity.titleField] ?? ''),
        formData: formDataOf(entity.approval, record),
        pickedApprovers: input.pickedApprovers,
        owners: ownersOf(entity.approval, record),
      }));
    },
  }) as unknown as RouteDef<never>;
}

/** The record's latest process and the caller's pending task in it (null when it never went for approval). */
async function recordApproval(db: Db, auth: AuthContext, entity: Approvable['entity'], key: string): Promise<RecordApproval | null> {
  const engine = approvalEngine();
  const processes = await engine.rounds(db, entity.approval.bizType, key);
  const rounds = processes.map((p) => ({
    instance_key: p.instance_key, status: p.status as RecordApproval['status'],
    start_time: p.start_time.toISOString(), end_time: p.end_time?.toISOString() ?? null, initiator_name: p.initiator_name,
  }));
  const latest = rounds[0];
  if (!latest) return null;
  const running = latest.status === 'RUNNING';
  const task = running ? await engine.pendingTaskOf(db, auth, latest.instance_key) : null;
  return {
    ...latest,
    task_key: task?.task_key ?? null,
    task_name: task?.task_name ?? null,
    task_delegated: task?.delegated ?? false,
    task_signer: task?.signer ?? false,
    may_urge: running && processes[0]!.initiator === auth.userKey,
    approvers: running ? await engine.currentApprovers(db, latest.instance_key) : [],
    rounds,
  };
}

const checkInput = z.object({
  id: z.string().min(1).max(64),
  result: z.enum(['approve', 'return'], { error: 'approval.resultRequired' }),
  comment: z.string().trim().max(500).optional(),
  attachments: commentAttachmentKeys,
}).refine((v) => v.result === 'approve' || Boolean(v.comment), { message: 'approval.returnNeedsComment', path: ['comment'] });

/**
 * Approves or returns a record from its page: `{apiBase}/check` acts on the caller's pending task
 * in the record's running process, exactly as the workbench would (a return ends the process as
 * rejected); the record's status then follows the outcome through the binding.
 */
function checkRoute({ entity, writer, listing }: Approvable): RouteDef<never> {
  const name = approvalCalls(entity.approval).check;
  return defineRoute({
    method: 'POST',
    path: `${entity.apiBase}/${name}`,
    tag: entity.name,
    summary: `Approve or return a ${entity.name} (id, result approve | return, comment; a return needs one; attachments: keys of files uploaded for the task's comment) through the caller's pending task in its approval`,
    permission: entity.rights.read,
    input: checkInput,
    async handler({ db, auth, input }) {
      await writer.loadOwned(db, auth, input.id);
      const approval = await recordApproval(db, auth, entity, input.id);
      if (!approval?.task_key) throw forbidden('approval.noTask');
      const outcome = input.result === 'approve'
        ? await approvalEngine().approve(db, auth, { taskKey: approval.task_key, comment: input.comment, attachments: input.attachments })
        : await approvalEngine().reject(db, auth, { taskKey: approval.task_key, comment: input.comment, attachments: input.attachments });
      const [answered] = await listing.answer(db, [await writer.loadOwned(db, auth, input.id)]);
      return ok({ ...answered, instance_key: outcome.instance_key, process_status: outcome.status }, input.result === 'approve' ? 'approval.approved' : 'approval.returned');
    },
  }) as unknown as RouteDef<never>;
}

/** `GET {apiBase}/approval/{id}`: the record's latest approval for its page (history and diagram by instance key). */
function approvalInfoRoute({ entity, writer }: Approvable): RouteDef<never> {
  return defineRoute({
    method: 'GET',
    path: `${entity.apiBase}/approval/:id`,
    tag: entity.name,
    summary: `The approval of one ${entity.name}: the latest process (instance_key, status, times), the caller's pending task (task_key) in it, and every round (rounds, newest first); null when never submitted`,
    permission: entity.rights.read,
    input: z.object({ id: z.string().min(1).max(64) }),
    async handler({ db, auth, input }) {
      await writer.loadOwned(db, auth, input.id);
      return ok(await recordApproval(db, auth, entity, input.id));
    },
  }) as unknown as RouteDef<never>;
}

/**
 * The approval calls of every entity declaring one: saveApproved, submit (or its declared name),
 * check, and the record's approval. Building them binds each entity's records to the approval
 * engine plugged in (kept apart from the registry: the engine's modules import it).
 */
export function allApprovalRoutes(): RouteDef<never>[] {
  registerApprovalBindings();
  return ENTITIES.filter(approvable).flatMap((entity) => {
    const target = registered(entity);
    return [saveApprovedRoute(target, () => behaviourOf(entity)), submitRoute(target), submitPreviewRoute(target), checkRoute(target), approvalInfoRoute(target)];
  });
}

function registered(entity: Approvable['entity']): Approvable {
  const target: Approvable = { entity, table: tableOf(entity), writer: writerOf(entity), listing: listingOf(entity) };
  approvalEngine().bind(entity.approval.bizType, approvalBinding(target));
  return target;
}

/** Binds every entity declaring an approval to the approval engine without building its calls (the demo seed submits records). */
export function registerApprovalBindings(): void {
  for (const entity of ENTITIES.filter(approvable)) registered(entity);
}
