import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ok, ResultCode } from '@/lib/contract/envelope';
import type { ApprovalDef } from '@/lib/entity/approval';
import { messageWith } from '@/lib/entity/messages';
import { ENTITIES } from '@/lib/entities';
import type { EntityDef } from '@/lib/entity/types';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import { defineRoute, type RouteDef } from '../http/route';
import { startProcess } from '../modules/workflow/actions';
import { registerWorkflowBinding, type WorkflowBinding } from '../modules/workflow/binding';
import { changedFields, recordAudit } from './audit';
import type { EntityBehaviour, Row } from './behaviour';
import { recordPayloadSchema } from './crud';
import type { EntityListing } from './listing';
import type { RecordWriter } from './record-writer';
import { behaviourOf, listingOf, writerOf } from './registry';
import { tableOf } from './tables';
import { assertTransition } from './transitions';

/**
 * Approvals declared on an entity (lib/entity/approval.ts): the binding through which the process
 * moves the record's status, and the saveApproved call that saves a record and submits it.
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
function approvalBinding({ entity, table, writer }: Approvable): WorkflowBinding {
  const columns = table as unknown as Record<string, PgColumn>;
  const keyColumn = columns[entity.key]!;
  const field = entity.transitions.field;
  const audited = Object.keys(entity.fields).filter((f) => !entity.fields[f]!.hidden && entity.fields[f]!.stored !== false);
  return {
    async canStart(tx, auth, businessKey) {
      // The submitter must be someone who may change the record, and it must be submittable now.
      const row = await writer.loadOwned(tx, auth, businessKey, true);
      if (!entity.approval.from.includes(String(row[field]))) throw new ApiError(ResultCode.conflict, messageWith('validation.notSubmittable', { label: entity.label }));
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
  return Object.fromEntries(Object.entries(approval.formData).map(([formField, recordField]) => [formField, record[recordField] ?? null]));
}

/** Submits a saved record: starts its process with the record as business key, inside the caller's transaction. */
export async function submitForApproval(tx: Db, auth: AuthContext, entity: Approvable['entity'], record: Row): Promise<string> {
  const started = await startProcess(tx, auth, {
    model_key: entity.approval.modelKey,
    biz_type: entity.approval.bizType,
    businessKey: String(record[entity.key]),
    title: String(record[entity.titleField] ?? ''),
    formData: formDataOf(entity.approval, record),
    variables: {},
  });
  return started.instance_key;
}

/**
 * The approval call of an entity that declares one: `{apiBase}/saveApproved` takes the addOrUpdate
 * payload, saves the record and submits it, all or nothing.
 */
function saveApprovedRoute({ entity, writer, listing }: Approvable, behaviour: EntityBehaviour): RouteDef<never> {
  const saveApproved = defineRoute({
    method: 'POST',
    path: `${entity.apiBase}/saveApproved`,
    tag: entity.name,
    summary: `Save a ${entity.name} (as addOrUpdate) and submit it for approval (process model ${entity.approval.modelKey}); answers the record and the process instance_key`,
    permission: entity.rights.read,
    input: recordPayloadSchema(entity, behaviour),
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

/**
 * The saveApproved calls of every entity declaring an approval. Building them registers each
 * entity's workflow binding (kept apart from the registry: the engine's modules import it).
 */
export function allApprovalRoutes(): RouteDef<never>[] {
  return ENTITIES.filter(approvable).map((entity) => {
    const target: Approvable = { entity, table: tableOf(entity), writer: writerOf(entity), listing: listingOf(entity) };
    registerWorkflowBinding(entity.approval.bizType, approvalBinding(target));
    return saveApprovedRoute(target, behaviourOf(entity));
  });
}
