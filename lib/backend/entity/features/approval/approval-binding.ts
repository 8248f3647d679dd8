import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { ResultCode } from '@/lib/contract/envelope';
import { ownersOf, startFormOf, type ApprovalDef } from '@/lib/entity/features/approval/approval';
import { messageWith } from '@/lib/entity/messages';
import type { Locale } from '@/lib/i18n/locales';
import type { AuthContext } from '../../../auth/context';
import type { Db } from '../../../db/client';
import { ApiError } from '../../../http/errors';
import type { RecordBinding } from '../../approval-port';
import { changedFields, recordAudit } from '../../audit';
import type { Row } from '../../behaviour';
import { approvalEngine, pluggedBehaviourOf } from '../../plug-ins';
import { assertTransition } from '../transitions/transitions';
import type { Approvable } from './approvable';

/**
 * The record's status follows its process: set inside the engine's transaction, under a lock on the
 * record, checked against the declared transitions and written to the record's history.
 */
export function approvalBinding({ entity, table, writer, listing }: Approvable): RecordBinding {
  const columns = table as unknown as Record<string, PgColumn>;
  const keyColumn = columns[entity.key]!;
  const field = entity.transitions.field;
  const audited = Object.keys(entity.fields).filter((f) => !entity.fields[f]!.hidden && entity.fields[f]!.stored !== false);
  return {
    modelKey: entity.approval.modelKey,
    async canRead(db, auth, businessKey) {
      return (await listing.recordAccess(db, auth, businessKey)) === 'readable';
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
export function formDataOf(approval: ApprovalDef, record: Row): Record<string, unknown> {
  return startFormOf(approval.formData, record);
}

/** Submits a saved record: starts its process with the record as business key, inside the caller's transaction. */
export async function submitForApproval(tx: Db, auth: AuthContext, entity: Approvable['entity'], record: Row, { pickedApprovers, locale }: { pickedApprovers?: Record<string, string[]>; locale?: Locale } = {}): Promise<string> {
  await pluggedBehaviourOf(entity).beforeSubmit?.({ tx, auth, record });
  const started = await approvalEngine().start(tx, auth, {
    modelKey: entity.approval.modelKey,
    bizType: entity.approval.bizType,
    businessKey: String(record[entity.key]),
    title: String(record[entity.titleField] ?? ''),
    formData: formDataOf(entity.approval, record),
    pickedApprovers,
  }, locale);
  return started.instance_key;
}
