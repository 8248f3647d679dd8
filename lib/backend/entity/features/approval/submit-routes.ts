import { z } from 'zod';
import { ok, ResultCode } from '@/lib/contract/envelope';
import { submittedRecordSchema } from '@/lib/contract/record-approval-answers';
import { pickedApproversSchema } from '@/lib/contract/workflow';
import { approverPreviewAnswerSchema } from '@/lib/contract/workflow-path';
import { approvalCallsOf } from '@/lib/contract/entity-feature-calls';
import { ownersOf } from '@/lib/entity/features/approval/approval';
import { messageWith } from '@/lib/entity/messages';
import { ApiError } from '../../../http/errors';
import { defineCallRoute, type RouteDef } from '../../../http/route';
import { recordSubmitPreviewCall } from '@/lib/contract/workflow-request-calls';
import type { BehaviourSource } from '../../behaviour';
import { lazyPayloadSchema } from '../../crud';
import { approvalEngine } from '../../plug-ins';
import { formDataOf, submitForApproval } from './approval-binding';
import type { Approvable } from './approvable';

/**
 * The approval call of an entity that declares one: `{apiBase}/saveApproved` takes the addOrUpdate
 * payload, saves the record and submits it, all or nothing.
 */
export function saveApprovedRoute({ entity, writer, listing }: Approvable, behaviour: BehaviourSource): RouteDef<never> {
  const saveApproved = defineCallRoute(approvalCallsOf(entity).saveApproved, {
    tag: entity.name,
    summary: `Save a ${entity.name} (as addOrUpdate) and submit it for approval (process model ${entity.approval.modelKey}); answers the record and the process instance_key`,
    permission: entity.rights.read,
    input: lazyPayloadSchema(entity, behaviour),
    output: submittedRecordSchema,
    async handler({ db, auth, input, locale }) {
      return db.transaction(async (tx) => {
        const { record } = await writer.save(tx, auth, input);
        const instanceKey = await submitForApproval(tx, auth, entity, record, { locale });
        const submitted = await writer.loadOwned(tx, auth, String(record[entity.key]));
        const [answered] = await listing.answer(tx, [submitted], auth);
        return ok({ ...answered, instance_key: instanceKey }, 'approval.submitted');
      });
    },
  });
  return saveApproved as unknown as RouteDef<never>;
}

/** Submits a saved record by key: `{apiBase}/submit` (a quote's `commit`), from a status the approval allows. */
export function submitRoute({ entity, writer, listing }: Approvable): RouteDef<never> {
  return defineCallRoute(approvalCallsOf(entity).submit, {
    tag: entity.name,
    summary: `Submit a saved ${entity.name} (id) for approval (process model ${entity.approval.modelKey}); answers the record and the process instance_key`,
    permission: entity.rights.update ?? entity.rights.read,
    input: z.object({ id: z.string().min(1).max(64), pickedApprovers: pickedApproversSchema }),
    output: submittedRecordSchema,
    async handler({ db, auth, input, locale }) {
      return db.transaction(async (tx) => {
        await writer.requireRight(tx, auth, 'update');
        const record = await writer.loadOwned(tx, auth, input.id, true);
        const instanceKey = await submitForApproval(tx, auth, entity, record, { pickedApprovers: input.pickedApprovers, locale });
        const [answered] = await listing.answer(tx, [await writer.loadOwned(tx, auth, input.id)], auth);
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
export function submitPreviewRoute({ entity, writer }: Approvable): RouteDef<never> {
  return defineCallRoute(recordSubmitPreviewCall(entity.apiBase), {
    tag: entity.name,
    summary: `Who would approve a saved ${entity.name} (id) if the caller submitted it now: the steps ahead with their approvers, and the tasks whose approvers the submitter picks (pickedApprovers: the picks so far)`,
    permission: entity.rights.update ?? entity.rights.read,
    input: z.object({ id: z.string().min(1).max(64), pickedApprovers: pickedApproversSchema }),
    output: approverPreviewAnswerSchema,
    async handler({ db, auth, input, locale }) {
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
      }, locale));
    },
  }) as unknown as RouteDef<never>;
}
